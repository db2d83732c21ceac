import type { Scenario } from '../kit/scenario';
import { limitedItems } from '../helpers/sites';

const scenarios: Scenario[] = limitedItems("Gobel Mírlond", true, 'major', 'weapon, armor, shield, or helmet only', 'Sable Shield', 'Torque of Hues');
export default scenarios;
