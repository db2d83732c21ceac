import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Easterlings", "Unique. Playable at Easterling Camp if the influence check is greater than 9. Standard Modifications: Dúnedain (-2).", "Easterling Camp", 9, [{race: "Dúnedain",delta: -2}]);
export default def;
