import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Bergil', 'Unique.');
export default def;
