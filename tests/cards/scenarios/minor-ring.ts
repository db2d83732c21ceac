import type { Scenario } from '../kit/scenario';
import { testedRingScenarios } from '../helpers/ringItems';

const scenarios: Scenario[] = testedRingScenarios('Minor Ring', 'lesser', 'Trifling Ring', '"+2 to direct influence" (2 → 4)', (k, who) => k.equal(k.unusedDI(who), 4, "Tarcil's direct influence"));
export default scenarios;
