import type { Scenario } from '../kit/scenario';
import { limitedItems } from '../helpers/sites';

const scenarios: Scenario[] = limitedItems("Bag End", true, 'greater', 'hero item only', 'Narsil', 'Black Mace');
export default scenarios;
