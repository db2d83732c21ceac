import type { Scenario } from '../kit/scenario';
import { attacksNormallyHere } from '../helpers/sites';

const scenarios: Scenario[] = [attacksNormallyHere('Dead Marshes', 'Gondorian Rangers')];
export default scenarios;
