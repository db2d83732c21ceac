import type { CardDef } from '../cardApi';
import { character, minusOne } from '../vocab/characters';

const def: CardDef = character('Dori', 'Unique. +1 prowess against Orcs. -1 to all of his corruption checks. -1 to influence checks against factions.', { orcs: 1, corruptionCheck: -1, influence: [minusOne()] });
export default def;
