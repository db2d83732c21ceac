import type { CardDef } from '../cardApi';
import { character, named } from '../vocab/characters';

const def: CardDef = character('Beretar', 'Unique. +2 direct influence against the Rangers of the North faction.', { influence: [named(2, 'Rangers of the North', 'Riders of Rohan')] });
export default def;
