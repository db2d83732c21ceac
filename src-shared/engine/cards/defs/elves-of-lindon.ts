import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Elves of Lindon", "Unique. Playable at Grey Havens if the influence check is greater than 9. Standard Modifications: Dúnedain (+1), Elves (+2).", "Grey Havens", 9, [{race: "Dúnedain",delta: 1},{race: "Elves",delta: 2}]);
export default def;
