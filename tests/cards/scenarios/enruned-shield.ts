import type { Scenario } from '../kit/scenario';
import { bodyWith, upTo } from '../helpers/gear';
import { warriorShieldUsed } from '../helpers/inPlay';

const scenarios: Scenario[] = [
  bodyWith('Enruned Shield', 'Gimli', upTo(3, 10), 'has +3 body to at most 10'),
  {
    title: 'Gimli (a warrior) taps it: the strike against him is ineffectual, he stays untapped; Bilbo (no warrior) cannot',
    run: (k) => {
      const { who, inst } = warriorShieldUsed(k, 'Enruned Shield');
      k.expect(k.allEvents.some((e) => e.type === 'strikeResolved' && e.target === who && e.outcome === 'cancelled'), 'the strike is ineffectual');
      k.equal(k.s.status[who] ?? 'untapped', 'untapped', 'Gimli');
      k.equal(k.s.status[inst], 'tapped', 'Enruned Shield');
    },
  },
];
export default scenarios;
