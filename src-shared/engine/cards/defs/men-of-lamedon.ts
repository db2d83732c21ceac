import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Men of Lamedon", "Unique. Playable at Vale of Erech if the influence check is greater than 7. Standard Modifications: Dúnedain (+1).", "Vale of Erech", 7, [{race: "Dúnedain",delta: 1}]);
export default def;
