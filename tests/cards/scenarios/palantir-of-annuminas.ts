import type { Scenario } from '../kit/scenario';
import { ANNUMINAS_CASE, palantirScenarios } from '../helpers/palantiri';

const scenarios: Scenario[] = [...palantirScenarios('Palantír of Annúminas', false, [ANNUMINAS_CASE]), ...palantirScenarios('Palantír of Annúminas', true, [ANNUMINAS_CASE])];
export default scenarios;
