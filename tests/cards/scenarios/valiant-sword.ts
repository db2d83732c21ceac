import type { Scenario } from '../kit/scenario';
import { bodyWith, strikeWith, upTo } from '../helpers/gear';

const scenarios: Scenario[] = [
  strikeWith('Valiant Sword', 'Ioreth', (b) => b + 2, '(no warrior) has "+2 to bearer’s prowess"'),
  strikeWith('Valiant Sword', 'Beorn', () => 9, '(prowess 7) reaches "a maximum of 9"'),
  bodyWith('Valiant Sword', 'Beregond', upTo(1, 9), '(a warrior, body 8) has "Warrior only: +1 to body to a maximum of 9"'),
  bodyWith('Valiant Sword', 'Ioreth', (b) => b, '(no warrior) gets no body'),
];
export default scenarios;
