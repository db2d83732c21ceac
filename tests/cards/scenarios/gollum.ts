import type { Scenario } from '../kit/scenario';
import { gollumScenarios } from '../helpers/gollum';

const scenarios: Scenario[] = gollumScenarios('Gollum', 2, false);
export default scenarios;
