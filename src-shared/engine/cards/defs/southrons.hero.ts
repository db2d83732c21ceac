import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Southrons", "Unique. Playable at Southron Oasis if the influence check is greater than 8. Standard Modifications: Dúnedain (-2), Elves (-2), Dwarves (-2).", "Southron Oasis", 8, [{race: "Dúnedain",delta: -2},{race: "Elves",delta: -2},{race: "Dwarves",delta: -2}]);
export default def;
