import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Wood-elves", "Unique. Playable at Thranduil’s Halls if the influence check is greater than 8. Standard Modifications: Men (-1), Elves (+1), Dwarves (-2).", "Thranduil’s Halls", 8, [{race: "Men",delta: -1},{race: "Elves",delta: 1},{race: "Dwarves",delta: -2}]);
export default def;
