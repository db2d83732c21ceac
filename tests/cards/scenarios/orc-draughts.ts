import type { Scenario } from '../kit/scenario';
import { prowessDraughtScenarios } from '../helpers/potions';

const scenarios: Scenario[] = prowessDraughtScenarios('Orc-draughts', ['Eradan', 'Tarcil'], 'Dorelas', 'Dol Guldur', 1, true);
export default scenarios;
