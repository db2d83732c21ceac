import type { CardDef } from '../cardApi';
import { plain } from '../vocab/creatures';

const def: CardDef = plain('Lawless Men', 'Men. Two strikes.');
export default def;
