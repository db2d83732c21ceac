import type { Scenario } from '../kit/scenario';
import { strikeAgainst, upTo } from '../helpers/gear';

const scenarios: Scenario[] = [
  strikeAgainst('Broad-headed Spear', ['Tarcil', 'Eradan', 'Dorelas'], 'Dol Guldur', { creature: 'Orc-watch' }, true, (b) => b + 2, '(a warrior, prowess 4) has +2 prowess'),
  strikeAgainst('Broad-headed Spear', ['Lieutenant of Dol Guldur', 'Tarcil', 'Eradan'], 'Dol Guldur', { creature: 'Orc-watch' }, true, upTo(2, 8), '(a warrior, prowess 7) has prowess at most 8'),
  strikeAgainst('Broad-headed Spear', ['Eradan', 'Tarcil', 'Dorelas'], 'Dol Guldur', { creature: 'Orc-watch' }, true, (b) => b, '(no warrior) gets no bonus'),
];
export default scenarios;
