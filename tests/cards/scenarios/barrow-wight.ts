import type { Scenario } from '../kit/scenario';
import { creatureScenarios, woundedCorruptionScenario } from '../kit/templates';

const scenarios: Scenario[] = [...creatureScenarios('Barrow-wight'), woundedCorruptionScenario('Barrow-wight', -2)];
export default scenarios;
