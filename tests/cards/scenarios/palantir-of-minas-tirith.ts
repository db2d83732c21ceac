import type { Scenario } from '../kit/scenario';
import { MINAS_TIRITH_CASE, palantirScenarios } from '../helpers/palantiri';

const scenarios: Scenario[] = [...palantirScenarios('Palantír of Minas Tirith', false, [MINAS_TIRITH_CASE]), ...palantirScenarios('Palantír of Minas Tirith', true, [MINAS_TIRITH_CASE])];
export default scenarios;
