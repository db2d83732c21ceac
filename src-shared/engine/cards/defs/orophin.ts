import type { CardDef } from '../cardApi';
import { character, minusOne } from '../vocab/characters';

const def: CardDef = character('Orophin', 'Unique. -1 to all of his corruption checks. -1 to influence checks against factions.', { corruptionCheck: -1, influence: [minusOne()] });
export default def;
