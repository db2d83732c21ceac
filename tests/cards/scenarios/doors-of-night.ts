import type { Scenario } from '../kit/scenario';
import { playedToStay } from '../helpers/staysInPlay';

const scenarios: Scenario[] = [
  {
    title: 'Doors of Night discards Gates of Morning and stays in play; a second copy cannot be played',
    run: (k) => {
      let gates = -1;
      playedToStay(k, 'Doors of Night', 'Doors of Night cannot be duplicated', { names: ['Aragorn II', 'Bilbo'], before: () => (gates = k.inPlay(0, 'Gates of Morning')) });
      k.equal(k.where(gates), 'discard', 'Gates of Morning');
    },
  },
];
export default scenarios;
