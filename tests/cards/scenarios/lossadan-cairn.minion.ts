import type { Scenario } from '../kit/scenario';
import { limitedItems } from '../helpers/sites';

const scenarios: Scenario[] = limitedItems("Lossadan Cairn", true, 'greater', 'Palantíri only', 'Palantír of Osgiliath', 'Scroll of Isildur');
export default scenarios;
