import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { hazardLimit } from '../helpers/hazardShortEvents';

const scenarios: Scenario[] = [
  {
    title: 'a company moving from Rivendell to Mount Gundabad (Rhudaur, Angmar, Gundabad: one Shadow-land) has its hazard limit raised by one',
    run: (k) => {
      const { card } = movingWithHazard(k, 'Lost in Shadow-lands', ['Aragorn II'], { to: 'Mount Gundabad', regions: ['Angmar', 'Gundabad'] });
      k.equal(hazardLimit(k), 2, 'the hazard limit before');
      k.play(1, card);
      k.equal(hazardLimit(k), 3, 'the hazard limit after');
    },
  },
  {
    title: 'a company moving from Rivendell to Bree (two Wildernesses) keeps its hazard limit; not playable on a company that does not move',
    run: (k) => {
      const { card } = movingWithHazard(k, 'Lost in Shadow-lands', ['Aragorn II']);
      k.play(1, card);
      k.equal(hazardLimit(k), 2, 'no Shadow-land in the site path');
      k.s.stack = [];
      const other = k.company(0, ['Bilbo'], 'Mount Gram');
      const second = k.hand(1, 'Lost in Shadow-lands');
      k.movement(other.id, null);
      k.expect(!k.canPlay(1, second), 'the company is not moving');
    },
  },
];
export default scenarios;
