import type { Scenario } from '../kit/scenario';
import { bonusScenario } from '../helpers/hazardAttacks';
import { staysInPlay } from '../helpers/staysInPlay';

const scenarios: Scenario[] = [
  staysInPlay('Minions Stir', 'Minions Stir cannot be duplicated'),
  bonusScenario('an Orc attack gets +1 strike and +1 prowess', 'Minions Stir', 'Orc-watch', 1, 1),
  bonusScenario('with Doors of Night in play, an Orc attack gets +2 strikes and +2 prowess', 'Minions Stir', 'Orc-watch', 2, 2, true),
  bonusScenario('a Wolf attack is not changed', 'Minions Stir', 'Wolves', 0, 0),
];
export default scenarios;
