import type { Scenario } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';
import { doorsOfNightScenario, startMH } from '../helpers/creatures';

const scenarios: Scenario[] = [
  ...creatureScenarios('True Fire-drake'),
  doorsOfNightScenario('True Fire-drake', 'keyed to two Wildernesses', (k, id) => {
    k.keyTo(id, 'Hobgoblins'); // Hobgoblins key to two Wildernesses [{w}{w}]: a site path with exactly two
    startMH(k, id);
  }),
];
export default scenarios;
