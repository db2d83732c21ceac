import type { CardDef } from '../cardApi';
import { plain } from '../vocab/creatures';

const def: CardDef = plain('Sea Serpent', 'Drake. Two strikes.');
export default def;
