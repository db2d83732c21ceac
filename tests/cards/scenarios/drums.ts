import type { Scenario } from '../kit/scenario';
import { autoBonusScenario, bonusScenario } from '../helpers/hazardAttacks';
import { staysInPlay } from '../helpers/staysInPlay';

const scenarios: Scenario[] = [
  staysInPlay('Drums', 'Drums cannot be duplicated'),
  autoBonusScenario('"All automatic-attacks at sites in … High Pass … have their number of strikes and prowess increased by one": Goblin-gate\'s Orcs', 'Drums', 'Goblin-gate', 1, 1),
  autoBonusScenario('"(by two if Doors of Night is in play)": Mount Gundabad\'s Orcs get +2 strikes and +2 prowess', 'Drums', 'Mount Gundabad', 2, 2, true),
  autoBonusScenario('with Doors of Night in play, an automatic-attack at Weathertop (Arthedain, not named) is not changed', 'Drums', 'Weathertop', 0, 0, true),
  bonusScenario('with Doors of Night in play, a creature attack is not changed (only automatic-attacks)', 'Drums', 'Orc-patrol', 0, 0, true),
];
export default scenarios;
