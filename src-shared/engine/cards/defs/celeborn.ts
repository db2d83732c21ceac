import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Celeborn', 'Unique. +5 direct influence that is only usable against Galadriel.', {
  followers: [{ delta: 5, names: ['galadriel'], label: '+5 direct influence only usable against Galadriel', test: 'Galadriel', other: 'Legolas' }],
});
export default def;
