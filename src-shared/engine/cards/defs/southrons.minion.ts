import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

const def: CardDef = minionFaction("Southrons", "Unique. Manifestation of hero Southrons. Playable at Southron Oasis if the influence check is greater than 8. Standard Modifications: Haradrim (+2), Asdriags (-2).", "Southron Oasis", 8, false, [{faction: "Haradrim",delta: 2},{faction: "Asdriags",delta: -2}], true);
export default def;
