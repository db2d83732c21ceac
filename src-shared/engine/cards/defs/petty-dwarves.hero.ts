import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Petty-dwarves", "Unique. Manifestation of minion Petty-dwarves. Playable at The Worthy Hills if the influence check is greater than 10. Standard Modifications: Elves (-2), Dwarves (+2).", "The Worthy Hills", 10, [{race: "Elves",delta: -2},{race: "Dwarves",delta: 2}], true);
export default def;
