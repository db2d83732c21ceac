import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Gamling the Old', 'Unique.');
export default def;
