import type { Scenario } from '../kit/scenario';
import { amonSulScenarios } from '../helpers/palantiri';

const scenarios: Scenario[] = amonSulScenarios(false, 'If the bearer’s company is ever below 2 characters and the company moves, discard the Palantír');
export default scenarios;
