import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

const def: CardDef = minionFaction("Orcs of Angmar", "Unique. Playable at Mount Gram if the influence check is greater than 8. Once in play, the number required to influence this faction is 0. Standard Modifications: Morgul-orcs (+2), Orcs of Gundabad (-2).", "Mount Gram", 8, true, [{faction: "Morgul-orcs",delta: 2},{faction: "Orcs of Gundabad",delta: -2}]);
export default def;
