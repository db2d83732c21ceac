import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

const def: CardDef = minionFaction("Hillmen", "Unique. Manifestation of hero Hillmen. Playable at Cameth Brin if the influence check is greater than 10. Standard Modifications: Dunlendings (+2), Angmarim (+2).", "Cameth Brin", 10, false, [{faction: "Dunlendings",delta: 2},{faction: "Angmarim",delta: 2}], true);
export default def;
