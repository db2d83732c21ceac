import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

const def: CardDef = minionFaction("Men of Dorwinion", "Unique. Manifestation of hero Men of Dorwinion. Playable at Shrel-Kain if the influence check is greater than 10. Standard Modifications: Easterlings (-2), Balchoth (-2).", "Shrel-Kain", 10, false, [{faction: "Easterlings",delta: -2},{faction: "Balchoth",delta: -2}], true);
export default def;
