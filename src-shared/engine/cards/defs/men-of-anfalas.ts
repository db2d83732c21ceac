import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Men of Anfalas", "Unique. Playable at Lond Galen if the influence check is greater than 8. Standard Modifications: Dúnedain (+1).", "Lond Galen", 8, [{race: "Dúnedain",delta: 1}]);
export default def;
