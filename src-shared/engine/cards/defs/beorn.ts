import type { CardDef } from '../cardApi';
import { character, named } from '../vocab/characters';

const def: CardDef = character('Beorn', 'Unique. +2 direct influence against the Beornings faction.', { influence: [named(2, 'Beornings', 'Riders of Rohan')] });
export default def;
