import type { CardDef } from '../cardApi';
import { alignPalantir } from '../vocab/palantiri';

// "If the bearer of the Palantír is not a Ringwraith": a Ringwraith never uses an item he bears (coe-rules 6.1.R2), read by every use.
const def: CardDef = {
  name: 'Focus Palantír',
  alignment: ['Minion'],
  text: 'Sage only. Playable on a Palantír with a sage in the company. If the bearer of the Palantír is not a Ringwraith, he now has the ability to use the Palantír. Discard Focus Palantír if the Palantír’s company moves.',
  ...alignPalantir(false),
};
export default def;
