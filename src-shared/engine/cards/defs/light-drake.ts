import type { CardDef } from '../cardApi';
import { plain } from '../vocab/creatures';

const def: CardDef = plain('Light-drake', 'Drake. Two strikes.');
export default def;
