import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Dorelas', 'Unique.', { minion: true });
export default def;
