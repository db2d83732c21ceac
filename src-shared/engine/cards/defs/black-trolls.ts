import type { CardDef } from '../cardApi';
import { leaderFaction } from '../vocab/factions';

const def: CardDef = leaderFaction(
  'Black Trolls',
  'Unique. Playable at Cirith Gorgor or Barad-dûr if the influence check is greater than 10. Once in play, the number required to influence this faction is 0. If this influence attempt is made by an Orc or Troll leader, you may place this faction under the control of that leader and not tap the site. Discard the faction if the leader moves or leaves play. Three or more factions controlled by the same leader give 2 extra marshalling points. Standard Modifications: Morgul Orcs (+2), Orcs of Gundabad (-2).',
  ['Cirith Gorgor', 'Barad-dûr'],
  10,
  [{ faction: 'Morgul-orcs', delta: 2 }, { faction: 'Orcs of Gundabad', delta: -2 }],
);
export default def;
