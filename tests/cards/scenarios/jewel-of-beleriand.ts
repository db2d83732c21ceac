import type { Scenario } from '../kit/scenario';
import { withCard } from '../helpers/inPlay';
import { duplicateRefused } from '../helpers/minorItems';

const scenarios: Scenario[] = [
  {
    title: '"Tap this item and make a roll — if the result is greater than 6, the bearer untaps if tapped": 7 untaps him, 6 does not',
    run: (k) => {
      const { who, inst } = withCard(k, ['Bilbo'], 'Bree', 'Jewel of Beleriand');
      k.setStatus(who, 'tapped');
      k.rig([3, 3]);
      k.use(0, inst, 0);
      k.equal(k.s.status[who], 'tapped', 'Bilbo on a 6');
      k.equal(k.s.status[inst], 'tapped', 'the Jewel');
      k.expect(!k.canUse(0, inst, 0), 'a tapped Jewel cannot be used again');
      k.setStatus(inst, 'untapped');
      k.rig([4, 3]);
      k.use(0, inst, 0);
      k.equal(k.s.status[who] ?? 'untapped', 'untapped', 'Bilbo on a 7');
    },
  },
  duplicateRefused('Jewel of Beleriand', ['Bilbo', 'Frodo'], false),
];
export default scenarios;
