import type { CardDef } from '../cardApi';
import { character, named } from '../vocab/characters';

const def: CardDef = character('Halbarad', 'Unique. +2 direct influence against the Hillmen faction.', { influence: [named(2, 'Hillmen', 'Riders of Rohan')] });
export default def;
