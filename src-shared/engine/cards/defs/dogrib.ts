import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Dôgrib', 'Unique. -1 to all corruption checks.', { minion: true, corruptionCheck: -1 });
export default def;
