import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Woses of the Eryn Vorn", "Unique. Manifestation of minion Woses of the Eryn Vorn. Playable at The Worthy Hills if the influence check is greater than 10. Standard Modifications: none.", "The Worthy Hills", 10, [], true);
export default def;
