import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Hillmen", "Unique. Playable at Cameth Brin if the influence check is greater than 9. Standard Modifications: Men (+1).", "Cameth Brin", 9, [{race: "Men",delta: 1}]);
export default def;
