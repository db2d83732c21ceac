import type { CardDef } from '../cardApi';
import { plain } from '../vocab/creatures';

const def: CardDef = plain('Thunder’s Companion', 'Giants. Three strikes.');
export default def;
