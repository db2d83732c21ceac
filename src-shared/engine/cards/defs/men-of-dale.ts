import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Men of Dale", "Unique. Playable at Dale if the influence check is greater than 7. Standard Modifications: Men (+2), Dwarves (+1).", "Dale", 7, [{race: "Men",delta: 2},{race: "Dwarves",delta: 1}]);
export default def;
