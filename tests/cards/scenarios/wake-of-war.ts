import type { Scenario } from '../kit/scenario';
import { bonusScenario } from '../helpers/hazardAttacks';
import { staysInPlay } from '../helpers/staysInPlay';

const scenarios: Scenario[] = [
  staysInPlay('Wake of War', 'Wake of War cannot be duplicated'),
  bonusScenario('a Wolf attack gets +1 strike and +1 prowess, +2 each with Doors of Night', 'Wake of War', 'Wolves', 1, 1),
  bonusScenario('with Doors of Night in play, a Wolf attack gets +2 strikes and +2 prowess', 'Wake of War', 'Wolves', 2, 2, true),
  bonusScenario('an Orc attack is not changed', 'Wake of War', 'Orc-watch', 0, 0),
];
export default scenarios;
