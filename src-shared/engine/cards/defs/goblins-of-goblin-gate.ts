import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

const def: CardDef = minionFaction("Goblins of Goblin-gate", "Unique. Playable at Goblin-gate if the influence check is greater than 8. Once in play, the number required to influence this faction is 0. Standard Modifications: Grey Mountain Goblins (+2).", "Goblin-gate", 8, true, [{faction: "Grey Mountain Goblins",delta: 2}]);
export default def;
