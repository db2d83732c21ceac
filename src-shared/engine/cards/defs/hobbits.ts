import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Hobbits", "Unique. Playable at Bag End if the influence check is greater than 8. Standard Modifications: Hobbits (+4).", "Bag End", 8, [{race: "Hobbits",delta: 4}]);
export default def;
