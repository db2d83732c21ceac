import type { Scenario } from '../kit/scenario';
import { gollumScenarios } from '../helpers/gollum';

const scenarios: Scenario[] = gollumScenarios('Stinker', 2, true);
export default scenarios;
