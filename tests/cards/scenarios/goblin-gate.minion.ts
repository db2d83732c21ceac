import type { Scenario } from '../kit/scenario';
import { attacksNormallyHere } from '../helpers/sites';

const scenarios: Scenario[] = [attacksNormallyHere('Goblin-gate', 'Beorning Toll')];
export default scenarios;
