import type { Scenario } from '../kit/scenario';
import { bodyAgainst, upTo } from '../helpers/gear';

const scenarios: Scenario[] = [
  bodyAgainst('Black-hide Shield', ['Eradan', 'Tarcil', 'Dorelas'], 'Dol Guldur', 'Orc-watch', true, (b) => b + 1, '(no warrior, body 8) has +1 body'),
  bodyAgainst('Black-hide Shield', ['Shagrat', 'Tarcil', 'Eradan'], 'Dol Guldur', 'Orc-watch', true, upTo(1, 9), '(body 9) stays at most 9'),
];
export default scenarios;
