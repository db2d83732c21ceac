import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Knights of Dol Amroth", "Unique. Playable at Dol Amroth if the influence check is greater than 8. Standard Modifications: Dúnedain (+1).", "Dol Amroth", 8, [{race: "Dúnedain",delta: 1}]);
export default def;
