import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Rangers of Ithilien", "Unique. Playable at Henneth Annûn if the influence check is greater than 7. Standard Modifications: Dúnedain (+1).", "Henneth Annûn", 7, [{race: "Dúnedain",delta: 1}]);
export default def;
