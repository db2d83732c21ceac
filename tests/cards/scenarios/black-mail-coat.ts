import type { Scenario } from '../kit/scenario';
import { bodyAgainst, upTo } from '../helpers/gear';

const scenarios: Scenario[] = [
  bodyAgainst('Black-mail Coat', ['Dorelas', 'Eradan', 'Tarcil'], 'Dol Guldur', 'Orc-watch', true, (b) => b + 2, '(a warrior, body 7) has +2 body'),
  bodyAgainst('Black-mail Coat', ['Tarcil', 'Eradan', 'Dorelas'], 'Dol Guldur', 'Orc-watch', true, upTo(2, 9), '(a warrior, body 8) has body at most 9'),
  bodyAgainst('Black-mail Coat', ['Eradan', 'Tarcil', 'Dorelas'], 'Dol Guldur', 'Orc-watch', true, (b) => b, '(no warrior) gets no bonus'),
];
export default scenarios;
