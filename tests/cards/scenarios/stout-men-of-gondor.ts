import type { Scenario } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';
import { covertDetainmentScenarios, faceEach, rollsOf, SIX_HEROES } from '../helpers/creatures';

const scenarios: Scenario[] = [
  ...creatureScenarios('Stout Men of Gondor'),
  {
    title: 'Stout Men of Gondor: detainment against a hero company: failed strikes tap, no body checks; defeated, it is discarded without marshalling points',
    run: (k) => {
      const { chars, inst } = faceEach(k, 0, 1, 'Stout Men of Gondor', SIX_HEROES, 'Rivendell', [1, 1]);
      k.equal(chars.map((c) => k.s.status[c]).join(','), chars.map(() => 'tapped').join(','), 'every character after his strike');
      k.equal(rollsOf(k, 'bodyCheck').length, 0, 'body checks');
      k.equal(k.where(inst), 'discard', 'Stout Men of Gondor after the attack');
    },
  },
  {
    title: 'Stout Men of Gondor: all six strikes defeated by a hero company: discarded, worth no marshalling points',
    run: (k) => {
      const { inst } = faceEach(k, 0, 1, 'Stout Men of Gondor', SIX_HEROES, 'Rivendell', [6, 6]);
      k.expect(k.allEvents.some((e) => e.type === 'attackDefeated'), 'the attack is defeated');
      k.equal(k.where(inst), 'discard', 'Stout Men of Gondor after the attack');
    },
  },
  ...covertDetainmentScenarios('Stout Men of Gondor', 6),
];
export default scenarios;
