import type { CardDef } from '../cardApi';
import { plain } from '../vocab/creatures';

const def: CardDef = plain('Rogrog', 'Unique. Troll. One strike.');
export default def;
