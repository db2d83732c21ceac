import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Woses of Old Pûkel-land", "Unique. Playable at Wose Passage-hold if the influence check is greater than 8. Standard Modifications: none.", "Wose Passage-hold", 8, []);
export default def;
