import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Men of Northern Rhovanion", "Unique. Playable at Lake-town if the influence check is greater than 6. Standard Modifications: Men (+1).", "Lake-town", 6, [{race: "Men",delta: 1}]);
export default def;
