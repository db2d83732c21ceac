import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'a company moving through The Shire can do nothing in its site phase',
    run: (k) => {
      const { id, card } = movingWithHazard(k, 'Lost in Free-domains', ['Aragorn II', 'Bilbo'], { from: 'Bree', to: 'Bag End', regions: ['The Shire'] });
      k.play(1, card);
      k.equal(k.where(card), 'discard', 'Lost in Free-domains');
      k.expect(k.s.turn.siteDone.includes(id), 'the company has no site phase');
      k.phase('site');
      k.refused(0, { type: 'enterSite', companyId: id });
    },
  },
  {
    title: 'not playable on a company whose site path has no Free-domain',
    run: (k) => {
      const { card } = movingWithHazard(k, 'Lost in Free-domains', ['Aragorn II', 'Bilbo']);
      k.expect(!k.canPlay(1, card), 'Rhudaur and Arthedain are Wildernesses');
    },
  },
];
export default scenarios;
