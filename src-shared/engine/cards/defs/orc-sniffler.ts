import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Orc Sniffler', 'Discard on a body check result of 7 or 8. -1 to all corruption checks.', { minion: true, bodyDiscard: [7, 8], corruptionCheck: -1 });
export default def;
