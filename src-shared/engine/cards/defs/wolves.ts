import type { CardDef } from '../cardApi';
import { plain } from '../vocab/creatures';

const def: CardDef = plain('Wolves', 'Wolves. Three strikes.');
export default def;
