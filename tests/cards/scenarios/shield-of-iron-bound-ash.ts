import type { Scenario } from '../kit/scenario';
import { assignEach, resolveStrike } from '../kit/combatSteps';
import { bodyWith, upTo } from '../helpers/gear';
import { attackedWith } from '../helpers/inPlay';

const scenarios: Scenario[] = [
  bodyWith('Shield of Iron-bound Ash', 'Damrod', (b) => b + 1, 'has +1 body below the cap (7 → 8)'),
  bodyWith('Shield of Iron-bound Ash', 'Bilbo', upTo(1, 8), 'has +1 body to at most 8'),
  bodyWith('Shield of Iron-bound Ash', 'Gimli', upTo(1, 8), 'stays at most 8 body'),
  {
    title: 'tapped: +1 prowess against the strike; not for another character',
    run: (k) => {
      const { chars, who, inst } = attackedWith(k, ['Aragorn II', 'Bilbo', 'Frodo'], 'Shield of Iron-bound Ash', 'Orc-watch');
      assignEach(k, chars);
      k.expect(!k.canUse(0, inst, 0, chars[1] as number), 'not for Bilbo');
      k.use(0, inst, 0, who);
      k.equal(k.s.status[inst], 'tapped', 'the shield');
      const roll = resolveStrike(k, who, [1, 1, 1, 1]);
      k.equal(roll?.prowess, (k.card('Aragorn II').prowess ?? 0) + 1, "Aragorn's prowess");
    },
  },
];
export default scenarios;
