import type { CardDef } from '../cardApi';
import { leaderFaction } from '../vocab/factions';

const def: CardDef = leaderFaction(
  'Misty Mountain Wargs',
  'Unique. Playable at Ettenmoors if the influence check is greater than 9. Once in play, the number required to influence this faction is 0. If this influence attempt is made by an Orc or Troll leader, you may place this faction under the control of that leader and not tap the site. Discard the faction if the leader moves or leaves play. Three or more factions controlled by the same leader give 2 extra marshalling points. Standard Modifications: Goblins of Goblin-gate (+2), Wargs of Forochel (+2).',
  ['Ettenmoors'],
  9,
  [{ faction: 'Goblins of Goblin-gate', delta: 2 }, { faction: 'Wargs of the Forochel', delta: 2 }],
);
export default def;
