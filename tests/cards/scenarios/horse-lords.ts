import type { Scenario } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';
import { detainmentScenarios, refusedOnCompany } from '../helpers/creatures';

const scenarios: Scenario[] = [
  ...creatureScenarios('Horse-lords'),
  ...detainmentScenarios('Horse-lords', true),
  refusedOnCompany('Horse-lords', ['Aragorn II', 'Théoden'], 'may not be played against a company containing a character with Edoras as a home site'),
];
export default scenarios;
