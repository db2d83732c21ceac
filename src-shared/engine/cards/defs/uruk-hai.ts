import type { CardDef } from '../cardApi';
import { leaderFaction } from '../vocab/factions';

const def: CardDef = leaderFaction(
  'Uruk-hai',
  'Unique. Playable at Barad-dûr, Cirith Gorgor, or Cirith Ungol if the influence check is greater than 11. Once in play, the number required to influence this faction is 0. If this influence attempt is made by an Orc or Troll leader, you may place this faction under the control of that leader and not tap the site. Discard the faction if the leader moves or leaves play. Three or more factions controlled by the same leader give 2 extra marshalling points. Standard Modifications: Any other Orc faction (-2; applied only once).',
  ['Barad-dûr', 'Cirith Gorgor', 'Cirith Ungol'],
  11,
  [],
  { race: 'Orc', label: 'Any other Orc faction', delta: -2 },
);
export default def;
