import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Riders of Rohan", "Unique. Playable at Edoras if the influence check is greater than 9. Standard Modifications: Hobbits (+1), Dúnedain (+1).", "Edoras", 9, [{race: "Hobbits",delta: 1},{race: "Dúnedain",delta: 1}]);
export default def;
