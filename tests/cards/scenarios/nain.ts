import type { Scenario } from '../kit/scenario';
import { prowessAgainstElvesScenario } from '../helpers/prowessAgainst';

const scenarios: Scenario[] = [prowessAgainstElvesScenario("Náin", 1)];
export default scenarios;
