import type { Scenario } from '../kit/scenario';
import { oneRingScenarios, oneRingTested } from '../helpers/ringItems';

const scenarios: Scenario[] = [...oneRingScenarios(false), oneRingTested(false)];
export default scenarios;
