import type { Scenario } from '../kit/scenario';
import { creatureScenarios, minionTurn } from '../kit/templates';
import { startMH } from '../helpers/creatures';

const scenarios: Scenario[] = [
  ...creatureScenarios('Olog Warlords'),
  {
    title: 'Olog Warlords: cannot be played against a minion company',
    run: (k) => {
      minionTurn(k);
      const { id } = k.company(1, ['Luitprand', 'Ostisen', 'Eradan'], 'Minas Morgul');
      k.keyTo(id, 'Olog Warlords', 0);
      startMH(k, id);
      k.refused(0, { type: 'playCreature', inst: k.hand(0, 'Olog Warlords') });
    },
  },
];
export default scenarios;
