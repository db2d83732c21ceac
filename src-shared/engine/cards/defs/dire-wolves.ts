import type { CardDef } from '../cardApi';
import { plain } from '../vocab/creatures';

const def: CardDef = plain('Dire Wolves', 'Wolves. Four strikes.');
export default def;
