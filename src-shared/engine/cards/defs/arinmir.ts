import type { CardDef } from '../cardApi';
import { character, named } from '../vocab/characters';

const def: CardDef = character('Arinmîr', 'Unique. +2 direct influence against the Variags of Khand faction.', { influence: [named(2, 'Variags of Khand', 'Riders of Rohan')] });
export default def;
