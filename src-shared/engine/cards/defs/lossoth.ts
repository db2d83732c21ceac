import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Lossoth", "Unique. Playable at Lossadan Camp if the influence check is greater than 8. Standard Modifications: Men (+1).", "Lossadan Camp", 8, [{race: "Men",delta: 1}]);
export default def;
