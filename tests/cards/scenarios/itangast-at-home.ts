import type { Scenario } from '../kit/scenario';
import { itemGivesMore } from '../helpers/corruption';

const scenarios: Scenario[] = [
  {
    title: '"each greater item gives an additional corruption point": Orcrist (greater), not Glamdring (major)',
    run: (k) => itemGivesMore(k, 'Itangast at Home', 'Orcrist', 'Glamdring'),
  },
];
export default scenarios;
