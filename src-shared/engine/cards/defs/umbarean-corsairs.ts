import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

const def: CardDef = minionFaction("Umbarean Corsairs", "Unique. Playable at Gobel Mírlond if the influence check is greater than 8. Standard Modifications: Black Númenóreans (+2), Southrons (+2).", "Gobel Mírlond", 8, false, [{faction: "Black Númenóreans",delta: 2},{faction: "Southrons",delta: 2}]);
export default def;
