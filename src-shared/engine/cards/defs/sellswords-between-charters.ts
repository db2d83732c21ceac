import type { CardDef } from '../cardApi';
import { plain } from '../vocab/creatures';

const def: CardDef = plain('Sellswords Between Charters', 'Men. Two strikes.');
export default def;
