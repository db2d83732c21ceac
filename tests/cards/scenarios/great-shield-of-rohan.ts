import type { Scenario } from '../kit/scenario';
import { resolveStrike } from '../kit/combatSteps';
import { bodyWith, upTo } from '../helpers/gear';
import { warriorShieldUsed } from '../helpers/inPlay';

const scenarios: Scenario[] = [
  bodyWith('Great-shield of Rohan', 'Gimli', upTo(2, 9), 'has +2 body to at most 9'),
  {
    title: 'Gimli (a warrior) taps it and stays untapped after defeating the strike; Bilbo (no warrior) cannot',
    run: (k) => {
      const { who, inst } = warriorShieldUsed(k, 'Great-shield of Rohan');
      k.equal(k.s.status[inst], 'tapped', 'the shield');
      const roll = resolveStrike(k, who, [6, 6]);
      k.equal(roll?.prowess, k.card('Gimli').prowess ?? 0, 'no -3 for staying untapped');
      k.equal(k.s.status[who] ?? 'untapped', 'untapped', 'Gimli');
    },
  },
];
export default scenarios;
