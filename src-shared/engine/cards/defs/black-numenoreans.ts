import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

const def: CardDef = minionFaction("Black Númenóreans", "Unique. Playable at Gobel Mírlond if the influence check is greater than 8. Standard Modifications: Umbarean Corsairs (+2).", "Gobel Mírlond", 8, false, [{faction: "Umbarean Corsairs",delta: 2}]);
export default def;
