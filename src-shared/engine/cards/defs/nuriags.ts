import type { CardDef } from '../cardApi';
import { minionFaction } from '../vocab/factions';

const def: CardDef = minionFaction("Nûriags", "Unique. Playable at Variag Camp if the influence check is greater than 9. Standard Modifications: Haradrim (+2), Southrons (-2).", "Variag Camp", 9, false, [{faction: "Haradrim",delta: 2},{faction: "Southrons",delta: -2}]);
export default def;
