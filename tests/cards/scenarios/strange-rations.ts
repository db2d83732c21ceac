import type { Scenario } from '../kit/scenario';
import { rationsScenarios } from '../helpers/provisions';

const scenarios: Scenario[] = rationsScenarios('Strange Rations', ['Tarcil'], ['Eradan'], 'Minas Morgul', true);
export default scenarios;
