import type { CardDef } from '../cardApi';
import { character } from '../vocab/characters';

const def: CardDef = character('Arwen', 'Unique. +7 direct influence only usable against Aragorn II.', {
  followers: [{ delta: 7, names: ['aragorn ii'], label: '+7 direct influence only usable against Aragorn II', test: 'Aragorn II', other: 'Legolas' }],
});
export default def;
