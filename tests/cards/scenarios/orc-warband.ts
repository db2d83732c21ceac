import type { Scenario } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';
import { alreadyFacedScenario } from '../helpers/creatures';

const scenarios: Scenario[] = [...creatureScenarios('Orc-warband'), alreadyFacedScenario('Orc-warband', 3, 'Orc-watch', true), alreadyFacedScenario('Orc-warband', 3, 'Barrow-wight', false)];
export default scenarios;
