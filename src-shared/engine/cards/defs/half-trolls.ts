import type { CardDef } from '../cardApi';
import { leaderFaction } from '../vocab/factions';

const def: CardDef = leaderFaction(
  'Half-trolls',
  'Unique. Playable at Cirith Ungol or Barad-dûr if the influence check is greater than 9. Once in play, the number required to influence this faction is 0. If this influence attempt is made by an Orc or Troll leader, you may place this faction under the control of that leader and not tap the site. Discard the faction if the leader moves or leaves play. Three or more factions controlled by the same leader give 2 extra faction marshalling points. Standard Modifications: Variags of Khand (+2).',
  ['Cirith Ungol', 'Barad-dûr'],
  9,
  [{ faction: 'Variags of Khand', delta: 2 }],
);
export default def;
