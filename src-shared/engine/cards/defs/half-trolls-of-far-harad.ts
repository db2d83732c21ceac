import type { CardDef } from '../cardApi';
import { plain } from '../vocab/creatures';

const def: CardDef = plain('Half-trolls of Far Harad', 'Trolls. Two strikes.');
export default def;
