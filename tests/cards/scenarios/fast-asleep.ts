import { attackWindow, autoAttackWindow } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';
import { attackNow } from '../helpers/inPlay';

const scenarios: Scenario[] = [
  {
    title: 'Moria’s automatic-attack (Orcs, 7 prowess): "-2 to the prowess of one automatic-attack": 5',
    run: (k) => {
      const { card } = autoAttackWindow(k, ['Aragorn II', 'Gimli'], 'Moria', 'Fast Asleep');
      const before = attackNow(k)?.prowess ?? NaN;
      k.play(0, card, null);
      k.equal(attackNow(k)?.prowess, before - 2, "the automatic-attack's prowess");
      k.equal(k.where(card), 'discard', 'Fast Asleep');
    },
  },
  {
    title: 'Fast Asleep: not on a hazard creature’s attack (Orc-watch)',
    run: (k) => {
      const { card } = attackWindow(k, { names: ['Aragorn II'], creature: 'Orc-watch', cards: 'Fast Asleep' });
      k.expect(!k.canPlay(0, card, null), 'not an automatic-attack');
    },
  },
];
export default scenarios;
