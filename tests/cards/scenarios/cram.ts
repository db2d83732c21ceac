import type { Scenario } from '../kit/scenario';
import { rationsScenarios } from '../helpers/provisions';

const scenarios: Scenario[] = rationsScenarios('Cram', ['Bilbo'], ['Frodo'], 'Rivendell', false);
export default scenarios;
