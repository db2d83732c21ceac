import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Annalena', 'Unique.');
export default def;
