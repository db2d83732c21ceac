import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

const def: CardDef = minionFaction("Morgul-orcs", "Unique. Playable at Minas Morgul if the influence check is greater than 8. Once in play, the number required to influence this faction is 0. Standard Modifications: Ungol-orcs (-2), Orcs of Angmar (+2).", "Minas Morgul", 8, true, [{faction: "Ungol-orcs",delta: -2},{faction: "Orcs of Angmar",delta: 2}]);
export default def;
