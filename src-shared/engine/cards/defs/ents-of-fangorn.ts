import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Ents of Fangorn", "Unique. Playable at Wellinghall if the influence check is greater than 9. Standard Modifications: Hobbits (+4).", "Wellinghall", 9, [{race: "Hobbits",delta: 4}]);
export default def;
