import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Men of Dorwinion", "Unique. Playable at Shrel-Kain if the influence check is greater than 6. Standard Modifications: Men (+1).", "Shrel-Kain", 6, [{race: "Men",delta: 1}]);
export default def;
