import { attackWindow, cancelScenario, hazardLimit, refusalScenario } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  cancelScenario("a ranger's company cancels a Wolf attack", { names: ['Aragorn II', 'Gimli'], creature: 'Wolves', cards: 'Many Turns and Doublings' }),
  {
    title: 'with Gates of Morning in play, the hazard limit against the company drops by one (an Orc attack goes on)',
    run: (k) => {
      const { card } = attackWindow(k, { names: ['Aragorn II', 'Gimli'], creature: 'Orc-watch', cards: 'Many Turns and Doublings' });
      k.expect(!k.canPlay(0, card), 'no Gates of Morning: not on Orcs');
      k.inPlay(0, 'Gates of Morning');
      const limit = hazardLimit(k);
      k.play(0, card, null);
      k.expect(k.top()?.kind === 'combat', 'the attack goes on');
      k.equal(hazardLimit(k), limit - 1, 'hazard limit');
    },
  },
  refusalScenario('not without a ranger in the company', { names: ['Gimli', 'Bilbo'], creature: 'Wolves', cards: 'Many Turns and Doublings', why: 'no ranger' }),
];
export default scenarios;
