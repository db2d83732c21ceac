import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Óin', 'Unique. +1 prowess against Orcs. -1 to all of his corruption checks.', { orcs: 1, corruptionCheck: -1 });
export default def;
