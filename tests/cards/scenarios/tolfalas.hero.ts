import type { Scenario } from '../kit/scenario';
import { limitedItems } from '../helpers/sites';

const scenarios: Scenario[] = limitedItems("Tolfalas", false, 'greater', 'Scroll of Isildur only', 'Scroll of Isildur', 'Narsil');
export default scenarios;
