import type { Scenario } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';
import { heroDetainmentScenarios } from '../helpers/creatures';

const scenarios: Scenario[] = [...creatureScenarios('Durin’s Folk').slice(1), ...heroDetainmentScenarios('Durin’s Folk', 5)];
export default scenarios;
