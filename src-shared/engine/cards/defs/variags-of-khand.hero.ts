import type { CardDef } from '../cardApi';
import { faction } from '../vocab/factions';

const def: CardDef = faction("Variags of Khand", "Unique. Playable at Variag Camp if the influence check is greater than 9. Standard Modifications: none.", "Variag Camp", 9, []);
export default def;
