import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

const def: CardDef = minionFaction("Orcs of Moria", "Unique. Playable at Moria if the influence check is greater than 10. Once in play, the number required to influence this faction is 0. Standard Modifications: Goblins of Goblin-gate (+2), Orcs of Dol Guldur (-2).", "Moria", 10, true, [{faction: "Goblins of Goblin-gate",delta: 2},{faction: "Orcs of Dol Guldur",delta: -2}]);
export default def;
