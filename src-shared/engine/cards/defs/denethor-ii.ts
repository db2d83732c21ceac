import type { CardDef } from '../cardApi';
import { character, named } from '../vocab/characters';

const def: CardDef = character('Denethor II', 'Unique. +2 direct influence against the Tower Guard of Minas Tirith faction.', { influence: [named(2, 'Tower Guard of Minas Tirith', 'Riders of Rohan')] });
export default def;
