import type { Scenario } from '../kit/scenario';
import { autoBonusScenario, bonusScenario } from '../helpers/hazardAttacks';
import { staysInPlay } from '../helpers/staysInPlay';

const scenarios: Scenario[] = [
  staysInPlay('Clouds', 'Clouds cannot be duplicated'),
  bonusScenario('"If Doors of Night is in play, the prowess of each hazard creature is modified by +2": Orc-patrol', 'Clouds', 'Orc-patrol', 0, 2, true),
  bonusScenario('without Doors of Night, a hazard creature is not changed', 'Clouds', 'Orc-patrol', 0, 0),
  autoBonusScenario('with Doors of Night, an automatic-attack (Goblin-gate\'s Orcs: not a hazard creature) is not changed', 'Clouds', 'Goblin-gate', 0, 0, true),
];
export default scenarios;
