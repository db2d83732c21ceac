import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Woodmen", "Unique. Playable at Woodmen-town if the influence check is greater than 7. Standard Modifications: Men (+1).", "Woodmen-town", 7, [{race: "Men",delta: 1}]);
export default def;
