import type { Scenario } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';
import { detainmentScenarios, prowessVsScenarios } from '../helpers/creatures';

const NAME = 'Elf-lord Revealed in Wrath';

// "One strike (detainment against hero companies). +4 prowess versus Ringwraiths": Khamûl, not Luitprand (a Man), of a Ringwraith player's company.
const scenarios: Scenario[] = [...creatureScenarios(NAME), ...detainmentScenarios(NAME), ...prowessVsScenarios(NAME, 4, 'Khamûl the Ringwraith', 'Luitprand', true)];
export default scenarios;
