import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

const def: CardDef = minionFaction("Corsairs of Rhûn", "Unique. Playable at Raider-hold if the influence check is greater than 9. Standard Modifications: Easterlings (+2), Men of Dorwinion (-2).", "Raider-hold", 9, false, [{faction: "Easterlings",delta: 2},{faction: "Men of Dorwinion",delta: -2}]);
export default def;
