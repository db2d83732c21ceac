import type { CardDef } from '../cardApi';
import { plain } from '../vocab/creatures';

const def: CardDef = plain('Orc-warriors', 'Orcs. Three strikes.');
export default def;
