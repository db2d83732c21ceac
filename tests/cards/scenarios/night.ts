import type { Scenario } from '../kit/scenario';
import { bonusScenario, prowessScenario } from '../helpers/hazardAttacks';
import { staysInPlay } from '../helpers/staysInPlay';

const scenarios: Scenario[] = [
  staysInPlay('Night', 'Night cannot be duplicated'),
  prowessScenario('"The prowess of each non-ranger Dúnadan is modified by -1": Beregond -1; Aragorn II (a ranger), Éomer (a Man) and Gimli unchanged', 'Night', [['Beregond', -1], ['Aragorn II', 0], ['Éomer', 0], ['Gimli', 0]]),
  prowessScenario('"if Doors of Night is in play … the prowess of each Man and Dúnadan is modified by -1": Beregond -2, Aragorn II -1, Éomer -1, Gimli unchanged', 'Night', [['Beregond', -2], ['Aragorn II', -1], ['Éomer', -1], ['Gimli', 0]], true),
  bonusScenario('"if Doors of Night is in play, the prowesses of all attacks are modified by +1": Orc-patrol', 'Night', 'Orc-patrol', 0, 1, true),
  bonusScenario('without Doors of Night, attacks are not changed', 'Night', 'Orc-patrol', 0, 0),
];
export default scenarios;
