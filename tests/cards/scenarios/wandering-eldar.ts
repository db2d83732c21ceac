import type { Scenario } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';
import { detainmentScenarios } from '../helpers/creatures';

const scenarios: Scenario[] = [...creatureScenarios('Wandering Eldar'), ...detainmentScenarios('Wandering Eldar', true)];
export default scenarios;
