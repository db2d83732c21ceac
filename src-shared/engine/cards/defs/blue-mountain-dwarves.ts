import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Blue Mountain Dwarves", "Unique. Playable at Blue Mountain Dwarf-hold if the influence check is greater than 9. Standard Modifications: Elves (-2), Dwarves (+2).", "Blue Mountain Dwarf-hold", 9, [{race: "Elves",delta: -2},{race: "Dwarves",delta: 2}]);
export default def;
