import type { CardDef } from '../cardApi';
import { plain } from '../vocab/creatures';

const def: CardDef = plain('Orc-raiders', 'Orcs. Four strikes.');
export default def;
