import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("The Great Eagles", "Unique. Playable at Eagles’ Eyrie if the influence check is greater than 9. Standard Modifications: none.", "Eagles’ Eyrie", 9, []);
export default def;
