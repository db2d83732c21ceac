import type { Scenario } from '../kit/scenario';
import { cloakScenarios } from '../helpers/cloaks';

const scenarios: Scenario[] = cloakScenarios('Shadow-cloak', true, ['Eradan', 'Tarcil', 'Dorelas'], 'Orc-watch', 'Thunder’s Companion');
export default scenarios;
