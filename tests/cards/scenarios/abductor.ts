import type { Scenario } from '../kit/scenario';
import { creatureScenarios, woundedDiscardScenarios } from '../kit/templates';

const scenarios: Scenario[] = [...creatureScenarios('Abductor'), ...woundedDiscardScenarios('Abductor', false)];
export default scenarios;
