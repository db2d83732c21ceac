import type { Scenario } from '../kit/scenario';
import { strikeAgainst } from '../helpers/gear';

const scenarios: Scenario[] = [
  strikeAgainst('Glamdring', ['Bilbo', 'Ioreth', 'Aragorn II'], 'Rivendell', { creature: 'Orc-watch' }, false, (b) => b + 3, 'has the full +3 below the maximum'),
  strikeAgainst('Glamdring', ['Bilbo', 'Ioreth', 'Aragorn II'], 'Rivendell', { creature: 'Wolves' }, false, (b) => b + 3, 'has the full +3 against Wolves (not Orcs)'),
  strikeAgainst('Glamdring', ['Aragorn II', 'Ioreth', 'Bilbo'], 'Rivendell', { creature: 'Wolves' }, false, () => 8, '(Aragorn, prowess 6) is held to 8 against Wolves'),
  strikeAgainst('Glamdring', ['Aragorn II', 'Ioreth', 'Bilbo'], 'Rivendell', { creature: 'Orc-watch' }, false, () => 9, '(Aragorn, prowess 6) reaches 9 against Orcs'),
];
export default scenarios;
