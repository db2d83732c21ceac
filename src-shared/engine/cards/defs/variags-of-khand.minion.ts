import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

const def: CardDef = minionFaction("Variags of Khand", "Unique. Manifestation of hero Variags of Khand. Playable at Variag Camp if the influence check is greater than 8. Standard Modifications: Nûrniags (+2), Haradrim (-2).", "Variag Camp", 8, false, [{faction: "Nûrniags",delta: 2},{faction: "Haradrim",delta: -2}], true);
export default def;
