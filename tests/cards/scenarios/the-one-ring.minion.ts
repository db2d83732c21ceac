import type { Scenario } from '../kit/scenario';
import { oneRingScenarios, oneRingTested } from '../helpers/ringItems';

const scenarios: Scenario[] = [...oneRingScenarios(true), oneRingTested(true)];
export default scenarios;
