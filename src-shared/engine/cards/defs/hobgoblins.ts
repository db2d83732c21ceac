import type { CardDef } from '../cardApi';
import { plain } from '../vocab/creatures';

const def: CardDef = plain('Hobgoblins', 'Orcs. Two strikes.');
export default def;
