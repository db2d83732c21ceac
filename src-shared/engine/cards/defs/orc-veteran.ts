import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Orc Veteran', 'Discard on a body check result of 8. -1 to all corruption checks.', { minion: true, bodyDiscard: [8], corruptionCheck: -1 });
export default def;
