import { itemInsteadOfHarmScenarios } from '../helpers/itemLoss';
import type { Scenario } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';

const scenarios: Scenario[] = [...creatureScenarios('Pick-pocket'), ...itemInsteadOfHarmScenarios('Pick-pocket', 'character')];
export default scenarios;
