import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

const def: CardDef = minionFaction("Wain-easterlings", "Unique. Playable at Easterling Camp if the influence check is greater than 9. Standard Modifications: Easterlings (+2), Nûriags (-2).", "Easterling Camp", 9, false, [{faction: "Easterlings",delta: 2},{faction: "Nûriags",delta: -2}]);
export default def;
