import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Tower Guard of Minas Tirith", "Unique. Playable at Minas Tirith if the influence check is greater than 7. Standard Modifications: Dúnedain (+1).", "Minas Tirith", 7, [{race: "Dúnedain",delta: 1}]);
export default def;
