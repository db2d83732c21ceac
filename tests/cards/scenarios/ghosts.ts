import type { Scenario } from '../kit/scenario';
import { creatureScenarios, woundedCorruptionScenario } from '../kit/templates';

const scenarios: Scenario[] = [...creatureScenarios('Ghosts'), woundedCorruptionScenario('Ghosts', -1)];
export default scenarios;
