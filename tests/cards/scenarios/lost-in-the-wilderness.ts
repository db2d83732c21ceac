import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { hazardLimit } from '../helpers/hazardShortEvents';

const scenarios: Scenario[] = [
  {
    title: 'a company moving from Rivendell to Bree (Rhudaur, Arthedain: two Wildernesses) has its hazard limit raised by two',
    run: (k) => {
      const { card } = movingWithHazard(k, 'Lost in the Wilderness', ['Aragorn II']);
      k.equal(hazardLimit(k), 2, 'the hazard limit before');
      k.play(1, card);
      k.equal(hazardLimit(k), 4, 'the hazard limit after');
      k.equal(k.where(card), 'discard', 'Lost in the Wilderness');
    },
  },
  {
    title: 'a company moving from Beorn’s House to Thranduil’s Halls (two Border-lands) keeps its hazard limit; not playable on a company that does not move',
    run: (k) => {
      const { card } = movingWithHazard(k, 'Lost in the Wilderness', ['Aragorn II'], { from: 'Beorn’s House', to: 'Thranduil’s Halls', regions: ['Woodland Realm'] });
      k.play(1, card);
      k.equal(hazardLimit(k), 2, 'no Wilderness in the site path');
      k.s.stack = [];
      const other = k.company(0, ['Bilbo'], 'Bree');
      const second = k.hand(1, 'Lost in the Wilderness');
      k.movement(other.id, null);
      k.expect(!k.canPlay(1, second), 'the company is not moving');
    },
  },
];
export default scenarios;
