import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Iron Hill Dwarves", "Unique. Playable at Iron Hill Dwarf-hold if the influence check is greater than 8. Standard Modifications: Elves (-2), Dwarves (+2).", "Iron Hill Dwarf-hold", 8, [{race: "Elves",delta: -2},{race: "Dwarves",delta: 2}]);
export default def;
