import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Lagduf', 'Unique. Uruk-hai. Discard on a body check result of 8.', { minion: true, bodyDiscard: [8] });
export default def;
