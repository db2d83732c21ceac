import type { CardDef } from '../cardApi';
import { character, named } from '../vocab/characters';

const def: CardDef = character('Éomer', 'Unique. +2 direct influence against the Riders of Rohan faction.', { influence: [named(2, 'Riders of Rohan', 'Wood-elves')] });
export default def;
