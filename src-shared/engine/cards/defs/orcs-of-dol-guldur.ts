import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

const def: CardDef = minionFaction("Orcs of Dol Guldur", "Unique. Playable at Dol Guldur if the influence check is greater than 8. Once in play, the number required to influence this faction is 0. Standard Modifications: Orcs of Moria (-2), Orcs of the Red Eye (+2).", "Dol Guldur", 8, true, [{faction: "Orcs of Moria",delta: -2},{faction: "Orcs of the Red Eye",delta: 2}]);
export default def;
