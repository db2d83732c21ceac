import type { CardDef } from '../cardApi';
import { character, named } from '../vocab/characters';

const def: CardDef = character('Thranduil', 'Unique. +2 direct influence against the Wood-elves faction.', { influence: [named(2, 'Wood-elves', 'Riders of Rohan')] });
export default def;
