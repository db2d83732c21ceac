import type { Scenario } from '../kit/scenario';
import { strikeWith } from '../helpers/gear';

const scenarios: Scenario[] = [
  strikeWith('Dwarven Axe', 'Ori', (b) => b + 3, '(a Dwarf warrior) has "+3 prowess if held by a Dwarf"'),
  strikeWith('Dwarven Axe', 'Gimli', () => 8, '(a Dwarf warrior of prowess 5) reaches "a maximum of 8"'),
  strikeWith('Dwarven Axe', 'Beregond', (b) => b + 2, '(a warrior, no Dwarf) has "+2 prowess"'),
  strikeWith('Dwarven Axe', 'Faramir', () => 7, '(a warrior of prowess 5, no Dwarf) reaches "a maximum of 7"'),
  strikeWith('Dwarven Axe', 'Ioreth', (b) => b, '(no warrior) gets nothing: "Warrior only"'),
];
export default scenarios;
