import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Men of Lebennin", "Unique. Playable at Pelargir if the influence check is greater than 7. Standard Modifications: Dúnedain (+1).", "Pelargir", 7, [{race: "Dúnedain",delta: 1}]);
export default def;
