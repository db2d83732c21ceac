import type { CardDef } from '../cardApi';
import { character, named } from '../vocab/characters';

const def: CardDef = character('Faramir', 'Unique. +2 direct influence against the Rangers of Ithilien faction.', { influence: [named(2, 'Rangers of Ithilien', 'Riders of Rohan')] });
export default def;
