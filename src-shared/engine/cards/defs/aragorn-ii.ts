import type { CardDef } from '../cardApi';
import { character, named } from '../vocab/characters';

const def: CardDef = character('Aragorn II', 'Unique. +2 direct influence against the Rangers of the North faction. -3 marshalling points if eliminated.', { eliminatedMp: 3, influence: [named(2, 'Rangers of the North', 'Riders of Rohan')] });
export default def;
