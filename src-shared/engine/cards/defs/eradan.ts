import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Eradan', 'Unique.', { minion: true });
export default def;
