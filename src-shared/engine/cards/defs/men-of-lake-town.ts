import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Men of Lake-town", "Unique. Playable at Lake-town if the influence check is greater than 8. Standard Modifications: Men (+2), Dwarves (-1).", "Lake-town", 8, [{race: "Men",delta: 2},{race: "Dwarves",delta: -1}]);
export default def;
