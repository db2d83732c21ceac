import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

const def: CardDef = minionFaction("Nûrniags", "Unique. Playable at Nûrniag Camp if the influence check is greater than 9. Standard Modifications: Nûriags (+2), Balchoth (-2), Variags of Khand (+2).", "Nûrniag Camp", 9, false, [{faction: "Nûriags",delta: 2},{faction: "Balchoth",delta: -2},{faction: "Variags of Khand",delta: 2}]);
export default def;
