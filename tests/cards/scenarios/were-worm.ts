import { itemPerWoundScenarios } from '../helpers/itemLoss';
import type { Scenario } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';

const scenarios: Scenario[] = [...creatureScenarios('Were-worm'), ...itemPerWoundScenarios('Were-worm', { by: 'attacker', once: false, strikes: 1 })];
export default scenarios;
