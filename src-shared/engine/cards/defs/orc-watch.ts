import type { CardDef } from '../cardApi';
import { plain } from '../vocab/creatures';

const def: CardDef = plain('Orc-watch', 'Orcs. Three strikes.');
export default def;
