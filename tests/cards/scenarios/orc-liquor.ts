import type { Scenario } from '../kit/scenario';
import { cordialScenarios } from '../helpers/provisions';

const scenarios: Scenario[] = cordialScenarios('Orc-liquor', 'Tarcil', true);
export default scenarios;
