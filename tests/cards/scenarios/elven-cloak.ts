import type { Scenario } from '../kit/scenario';
import { cloakScenarios } from '../helpers/cloaks';

const scenarios: Scenario[] = cloakScenarios('Elven Cloak', false, ['Bilbo', 'Gimli', 'Frodo'], 'Thunder’s Companion', 'Orc-watch');
export default scenarios;
