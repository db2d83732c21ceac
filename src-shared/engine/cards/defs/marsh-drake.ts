import type { CardDef } from '../cardApi';
import { plain } from '../vocab/creatures';

const def: CardDef = plain('Marsh-drake', 'Drake. Two strikes.');
export default def;
