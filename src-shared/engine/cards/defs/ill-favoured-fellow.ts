import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Ill-favoured Fellow', 'Half-orc. Discard on a body check result of 9.', { minion: true, bodyDiscard: [9] });
export default def;
