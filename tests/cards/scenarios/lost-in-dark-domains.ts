import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { hazardLimit } from '../helpers/hazardShortEvents';

const scenarios: Scenario[] = [
  {
    title: 'a company of three moving from Rivendell to Mount Gundabad (Gundabad is a Dark-domain) has its hazard limit doubled',
    run: (k) => {
      const { card } = movingWithHazard(k, 'Lost in Dark-domains', ['Aragorn II', 'Gimli', 'Legolas'], { to: 'Mount Gundabad', regions: ['Angmar', 'Gundabad'] });
      k.equal(hazardLimit(k), 3, 'the hazard limit before');
      k.play(1, card);
      k.equal(hazardLimit(k), 6, 'the hazard limit after');
    },
  },
  {
    title: 'a company moving from Rivendell to Bree (no Dark-domain) keeps its hazard limit; not playable on a company that does not move',
    run: (k) => {
      const { card } = movingWithHazard(k, 'Lost in Dark-domains', ['Aragorn II', 'Gimli', 'Legolas']);
      k.play(1, card);
      k.equal(hazardLimit(k), 3, 'no Dark-domain in the site path');
      k.s.stack = [];
      const other = k.company(0, ['Bilbo'], 'Mount Gundabad');
      const second = k.hand(1, 'Lost in Dark-domains');
      k.movement(other.id, null);
      k.expect(!k.canPlay(1, second), 'the company is not moving');
    },
  },
];
export default scenarios;
