import { attackWindow, hazardLimit } from '../kit/combatSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'a tapped moving character untaps, the hazard limit rises by one',
    run: (k) => {
      const { id, chars, card } = attackWindow(k, { names: ['Aragorn II', 'Gimli'], creature: 'Wolves', cards: 'Hundreds of Butterflies', prepare: (cs) => k.setStatus(cs[0] as number, 'tapped') });
      const aragorn = chars[0] as number;
      k.expect(k.companyById(id).dest !== null, 'the company moves');
      const limit = hazardLimit(k);
      k.play(0, card, aragorn);
      k.equal(k.s.status[aragorn], undefined, 'Aragorn untaps');
      k.equal(hazardLimit(k), limit + 1, 'hazard limit');
    },
  },
  {
    title: 'not on a company that is not moving',
    run: (k) => {
      const { id, chars, card } = attackWindow(k, { names: ['Aragorn II', 'Gimli'], creature: 'Orc-guard', cards: 'Hundreds of Butterflies' });
      k.expect(k.companyById(id).dest === null, 'the company stays');
      k.expect(!k.canPlay(0, card, chars[0] as number), 'not moving');
    },
  },
];
export default scenarios;
