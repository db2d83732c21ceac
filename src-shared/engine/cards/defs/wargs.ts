import type { CardDef } from '../cardApi';
import { plain } from '../vocab/creatures';

const def: CardDef = plain('Wargs', 'Wolves. Two strikes.');
export default def;
