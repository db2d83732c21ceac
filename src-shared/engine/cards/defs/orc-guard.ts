import type { CardDef } from '../cardApi';
import { plain } from '../vocab/creatures';

const def: CardDef = plain('Orc-guard', 'Orcs. Five strikes.');
export default def;
