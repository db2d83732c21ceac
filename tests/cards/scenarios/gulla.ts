import type { Scenario } from '../kit/scenario';
import { prowessAgainstElvesScenario } from '../helpers/prowessAgainst';

const scenarios: Scenario[] = [prowessAgainstElvesScenario("Gulla", 1)];
export default scenarios;
