import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

const def: CardDef = minionFaction("Easterlings", "Unique. Manifestation of hero Easterlings. Playable at Easterling Camp if the influence check is greater than 8. Standard Modifications: Balchoth (+2), Wain-easterlings (+2), Men of Dorwinion (-2).", "Easterling Camp", 8, false, [{faction: "Balchoth",delta: 2},{faction: "Wain-easterlings",delta: 2},{faction: "Men of Dorwinion",delta: -2}], true);
export default def;
