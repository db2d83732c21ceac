import type { Scenario } from '../kit/scenario';
import { strikeWith } from '../helpers/gear';
import { diScenario } from '../helpers/itemInfluence';

const scenarios: Scenario[] = [
  strikeWith('Narsil', 'Aragorn II', (b) => b + 1, 'has +1 prowess'),
  diScenario('Narsil', 'Aragorn II', 'Dol Amroth', 'Knights of Dol Amroth', 1, false),
];
export default scenarios;
