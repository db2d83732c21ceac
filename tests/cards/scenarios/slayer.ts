import type { Scenario } from '../kit/scenario';
import { severalAttacksScenarios } from '../helpers/creatures';

const scenarios: Scenario[] = severalAttacksScenarios('Slayer', 2, 1, false);
export default scenarios;
