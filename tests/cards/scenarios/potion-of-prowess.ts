import type { Scenario } from '../kit/scenario';
import { prowessDraughtScenarios } from '../helpers/potions';

const scenarios: Scenario[] = prowessDraughtScenarios('Potion of Prowess', ['Bilbo', 'Faramir'], 'Ioreth', 'Bree', 1, false);
export default scenarios;
