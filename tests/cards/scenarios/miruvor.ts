import type { Scenario } from '../kit/scenario';
import { cordialScenarios } from '../helpers/provisions';

const scenarios: Scenario[] = cordialScenarios('Miruvor', 'Faramir', false);
export default scenarios;
