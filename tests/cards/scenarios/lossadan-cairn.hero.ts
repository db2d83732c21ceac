import type { Scenario } from '../kit/scenario';
import { limitedItems } from '../helpers/sites';

const scenarios: Scenario[] = limitedItems("Lossadan Cairn", false, 'greater', 'Palantíri only', 'Palantír of Osgiliath', 'Narsil');
export default scenarios;
