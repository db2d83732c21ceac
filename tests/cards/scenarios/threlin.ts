import type { Scenario } from '../kit/scenario';
import { prowessAgainstElvesScenario } from '../helpers/prowessAgainst';

const scenarios: Scenario[] = [prowessAgainstElvesScenario("Threlin", 1)];
export default scenarios;
