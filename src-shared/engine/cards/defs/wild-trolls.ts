import type { CardDef } from '../cardApi';
import { plain } from '../vocab/creatures';

const def: CardDef = plain('Wild Trolls', 'Trolls. Two strikes.');
export default def;
