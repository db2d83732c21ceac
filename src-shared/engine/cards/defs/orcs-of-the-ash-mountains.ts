import type { CardDef } from '../cardApi';
import { leaderFaction } from '../vocab/factions';

const def: CardDef = leaderFaction(
  'Orcs of the Ash Mountains',
  'Unique. Playable at Cirith Gorgor if the influence check is greater than 8. Once in play, the number required to influence this faction is 0. If this influence attempt is made by an Orc or Troll leader, you may place this faction under the control of that leader and not tap the site. Discard the faction if the leader moves or leaves play. Three or more factions controlled by the same leader give 2 extra marshalling points. Standard Modifications: Orcs of the Ephel Dúath (-2), Snaga-hai (+2).',
  ['Cirith Gorgor'],
  8,
  [{ faction: 'Orcs of the Ephel Dúath', delta: -2 }, { faction: 'Snaga-hai', delta: 2 }],
);
export default def;
