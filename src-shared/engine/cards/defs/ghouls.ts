import type { CardDef } from '../cardApi';
import { plain } from '../vocab/creatures';

const def: CardDef = plain('Ghouls', 'Undead. Five strikes.');
export default def;
