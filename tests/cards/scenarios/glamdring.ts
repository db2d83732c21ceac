import type { Scenario } from '../kit/scenario';
import { strikeAgainst } from '../helpers/gear';

const scenarios: Scenario[] = [
  strikeAgainst('Glamdring', ['Bilbo', 'Ioreth', 'Aragorn II'], 'Rivendell', { creature: 'Orc-watch' }, false, (b) => b + 3, 'has the full +3 below the maximum'),
];
export default scenarios;
