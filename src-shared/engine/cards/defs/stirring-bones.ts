import type { CardDef } from '../cardApi';
import { plain } from '../vocab/creatures';

const def: CardDef = plain('Stirring Bones', 'Undead. Two strikes.');
export default def;
