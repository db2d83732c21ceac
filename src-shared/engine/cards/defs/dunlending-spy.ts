import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Dunlending Spy', 'Unique.', { minion: true });
export default def;
