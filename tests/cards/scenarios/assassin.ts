import type { Scenario } from '../kit/scenario';
import { severalAttacksScenarios } from '../helpers/creatures';

const scenarios: Scenario[] = severalAttacksScenarios('Assassin', 3, 2, true);
export default scenarios;
