import type { CardDef } from '../cardApi';
import { leaderFaction } from '../vocab/factions';

const def: CardDef = leaderFaction(
  'Stone Trolls',
  'Unique. Playable at Ettenmoors if the influence check is greater than 10. Once in play, the number required to influence this faction is 0. If this influence attempt is made by an Orc or Troll leader, you may place this faction under the control of that leader and not tap the site. Discard the faction if the leader moves or leaves play. Three or more factions controlled by the same leader give 2 extra marshalling points. Standard Modifications: Black Trolls (+2).',
  ['Ettenmoors'],
  10,
  [{ faction: 'Black Trolls', delta: 2 }],
);
export default def;
