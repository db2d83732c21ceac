import { movingWithHazard } from '../kit/hazardSteps';
import type { Scenario } from '../kit/scenario';
import { staysInPlay } from '../helpers/staysInPlay';

const name = 'Monstrosity of Diverse Shape';

const scenarios: Scenario[] = [
  staysInPlay(name, '"Unique.": a second copy cannot be played'),
  {
    title: 'played by the hazard player only: not by the company\'s own player, nor outside the movement/hazard phase',
    run: (k) => {
      movingWithHazard(k, name);
      const own = k.hand(0, name);
      k.expect(!k.canPlay(0, own), 'not by the resource player');
      const card = k.hand(1, name);
      k.phase('organization');
      k.expect(!k.canPlay(1, card), 'not in the organization phase');
    },
  },
];
export default scenarios;
