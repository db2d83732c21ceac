import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Woses of the Drúadan Forest", "Unique. Playable at Drúadan Forest if the influence check is greater than 9. Standard Modifications: none.", "Drúadan Forest", 9, []);
export default def;
