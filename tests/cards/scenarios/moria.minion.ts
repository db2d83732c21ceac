import type { Scenario } from '../kit/scenario';
import { attacksNormallyHere } from '../helpers/sites';

const scenarios: Scenario[] = [attacksNormallyHere('Moria', 'Beorning Toll')];
export default scenarios;
