import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';

const scenarios: Scenario[] = [
  {
    title: 'a company moving from Grey Havens to Himring (Elven Shores, a Coastal Sea) can do nothing in its site phase',
    run: (k) => {
      const { id, card } = movingWithHazard(k, 'Lost at Sea', ['Aragorn II'], { from: 'Grey Havens', to: 'Himring', regions: ['Elven Shores'] });
      k.play(1, card);
      k.equal(k.where(card), 'discard', 'Lost at Sea');
      k.expect(k.s.turn.siteDone.includes(id), 'the company has no site phase');
      k.phase('site');
      k.refused(0, { type: 'enterSite', companyId: id });
    },
  },
  {
    title: 'a company moving from Rivendell to Bree (no Coastal Sea) keeps its site phase; not playable on a company that does not move',
    run: (k) => {
      const { id, card } = movingWithHazard(k, 'Lost at Sea', ['Aragorn II']);
      k.play(1, card);
      k.expect(!k.s.turn.siteDone.includes(id), 'the company still has its site phase');
      k.s.stack = [];
      const other = k.company(0, ['Bilbo'], 'Himring');
      const second = k.hand(1, 'Lost at Sea');
      k.movement(other.id, null);
      k.expect(!k.canPlay(1, second), 'the company is not moving');
    },
  },
];
export default scenarios;
