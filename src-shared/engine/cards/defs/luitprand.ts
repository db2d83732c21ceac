import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Luitprand', 'Unique.', { minion: true });
export default def;
