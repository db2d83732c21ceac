import type { Scenario } from '../kit/scenario';
import { itemGivesMore } from '../helpers/corruption';

const scenarios: Scenario[] = [
  {
    title: '"each major item gives an additional corruption point": Glamdring (major), not Orcrist (greater)',
    run: (k) => itemGivesMore(k, 'Scorba at Home', 'Glamdring', 'Orcrist'),
  },
];
export default scenarios;
