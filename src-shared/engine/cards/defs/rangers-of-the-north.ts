import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Rangers of the North", "Unique. Playable at Bree if the influence check is greater than 9. Standard Modifications: Dúnedain (+1).", "Bree", 9, [{race: "Dúnedain",delta: 1}]);
export default def;
