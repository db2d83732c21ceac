import { itemPerWoundScenarios } from '../helpers/itemLoss';
import type { Scenario } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';

const scenarios: Scenario[] = [...creatureScenarios('Brigands'), ...itemPerWoundScenarios('Brigands', { by: 'defender', once: true, strikes: 2 })];
export default scenarios;
