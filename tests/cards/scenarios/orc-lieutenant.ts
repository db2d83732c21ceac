import type { Scenario } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';
import { alreadyFacedScenario } from '../helpers/creatures';

const scenarios: Scenario[] = [...creatureScenarios('Orc-lieutenant'), alreadyFacedScenario('Orc-lieutenant', 4, 'Orc-watch', true), alreadyFacedScenario('Orc-lieutenant', 4, 'Barrow-wight', false)];
export default scenarios;
