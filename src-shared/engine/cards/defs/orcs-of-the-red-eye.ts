import type { CardDef } from '../cardApi';
import { leaderFaction } from '../vocab/factions';

const def: CardDef = leaderFaction(
  'Orcs of the Red Eye',
  'Unique. Playable at Barad-dûr if the influence check is greater than 8. Once in play, the number required to influence this faction is 0. If this influence attempt is made by an Orc or Troll leader, you may place this faction under the control of that leader and not tap the site. Discard the faction if the leader moves or leaves play. Three or more factions controlled by the same leader give 2 extra marshalling points. Standard Modifications: Orcs of Mirkwood (-2), Orcs of Udûn (-2), Uruk-hai (+2).',
  ['Barad-dûr'],
  8,
  [{ faction: 'Orcs of Mirkwood', delta: -2 }, { faction: 'Orcs of Udûn', delta: -2 }, { faction: 'Uruk-hai', delta: 2 }],
);
export default def;
