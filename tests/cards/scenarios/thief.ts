import { itemInsteadOfHarmScenarios } from '../helpers/itemLoss';
import type { Scenario } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';

const scenarios: Scenario[] = [...creatureScenarios('Thief'), ...itemInsteadOfHarmScenarios('Thief', 'company')];
export default scenarios;
