import type { Scenario } from '../kit/scenario';
import { prowessScenario } from '../helpers/hazardAttacks';
import { staysInPlay } from '../helpers/staysInPlay';

const scenarios: Scenario[] = [
  staysInPlay('The Sun Shone Fiercely', 'The Sun Shone Fiercely cannot be duplicated'),
  prowessScenario('"-1 prowess to all Orc, Troll, Dwarf, and Ringwraith characters … This modification is -2 if Doors of Night is not in play": Gimli and Shagrat -2, Aragorn II unchanged', 'The Sun Shone Fiercely', [['Gimli', -2], ['Shagrat', -2, 1], ['Troll-chief', -2, 1], ['Aragorn II', 0]]),
  prowessScenario('with Doors of Night in play, -1: Gimli and Shagrat -1, Aragorn II unchanged', 'The Sun Shone Fiercely', [['Gimli', -1], ['Shagrat', -1, 1], ['Aragorn II', 0]], true),
];
export default scenarios;
