import type { Scenario } from '../kit/scenario';
import { bodyAgainst, upTo } from '../helpers/gear';

const scenarios: Scenario[] = [
  bodyAgainst('The Mithril-coat', ['Dorelas', 'Eradan', 'Tarcil'], 'Dol Guldur', 'Orc-watch', true, (b) => b + 3, '(body 7) has +3 body'),
  bodyAgainst('The Mithril-coat', ['Eradan', 'Tarcil', 'Dorelas'], 'Dol Guldur', 'Orc-watch', true, upTo(3, 10), '(no warrior, body 8) has body at most 10'),
];
export default scenarios;
