import type { Scenario } from '../kit/scenario';
import { strikeWith } from '../helpers/gear';

const scenarios: Scenario[] = [
  strikeWith('Sting', 'Bilbo', (b) => b + 2, '(a Hobbit) has "+2 to a Hobbit’s prowess"'),
  strikeWith('Sting', 'Ioreth', (b) => b + 1, '(no Hobbit) has "+1 to prowess"'),
  strikeWith('Sting', 'Beorn', () => 8, '(prowess 7) reaches "a maximum of 8"'),
];
export default scenarios;
