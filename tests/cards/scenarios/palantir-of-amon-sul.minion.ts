import type { Scenario } from '../kit/scenario';
import { amonSulScenarios } from '../helpers/palantiri';

const scenarios: Scenario[] = amonSulScenarios(true, 'If the bearer’s company is ever below 2 characters and it moves, discard this item');
export default scenarios;
