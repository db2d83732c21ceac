import type { CardDef } from '../cardApi';
import { plain } from '../vocab/creatures';

const def: CardDef = plain('Orc-patrol', 'Orcs. Three strikes.');
export default def;
