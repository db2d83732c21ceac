import type { CardDef } from '../cardApi';
import { character, named } from '../vocab/characters';

const def: CardDef = character('Wacho', 'Unique. +2 direct influence against the Woodmen faction.', { influence: [named(2, 'Woodmen', 'Riders of Rohan')] });
export default def;
