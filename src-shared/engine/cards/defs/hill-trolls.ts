import type { CardDef } from '../cardApi';
import { leaderFaction } from '../vocab/factions';

const def: CardDef = leaderFaction(
  'Hill Trolls',
  'Unique. Playable at Ettenmoors if the influence check is greater than 9. Once in play, the number required to influence this faction is 0. If this influence attempt is made by an Orc or Troll leader, you may place this faction under the control of that leader and not tap the site. Discard the faction if the leader moves or leaves play. Three or more factions controlled by the same leader give 2 extra marshalling points. Standard Modifications: Stone-trolls (+2).',
  ['Ettenmoors'],
  9,
  [{ faction: 'Stone Trolls', delta: 2 }],
);
export default def;
