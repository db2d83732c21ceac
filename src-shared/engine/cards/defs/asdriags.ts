import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

const def: CardDef = minionFaction("Asdriags", "Unique. Playable at Nûrniag Camp if the influence check is greater than 10. Standard Modifications: Nûrniags (+2), Variags of Khand (+2), Balchoth (-2).", "Nûrniag Camp", 10, false, [{faction: "Nûrniags",delta: 2},{faction: "Variags of Khand",delta: 2},{faction: "Balchoth",delta: -2}]);
export default def;
