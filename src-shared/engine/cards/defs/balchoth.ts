import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

const def: CardDef = minionFaction("Balchoth", "Unique. Playable at Raider-hold if the influence check is greater than 8. Standard Modifications: Easterlings (+2), Men of Dorwinion (-2).", "Raider-hold", 8, false, [{faction: "Easterlings",delta: 2},{faction: "Men of Dorwinion",delta: -2}]);
export default def;
