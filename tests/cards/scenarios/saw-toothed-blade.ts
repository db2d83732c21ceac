import type { Scenario } from '../kit/scenario';
import { strikeAgainst, upTo } from '../helpers/gear';

const scenarios: Scenario[] = [
  strikeAgainst('Saw-toothed Blade', ['Eradan', 'Tarcil', 'Dorelas'], 'Dol Guldur', { creature: 'Orc-watch' }, true, (b) => b + 1, '(no warrior, prowess 4) has +1 prowess'),
  strikeAgainst('Saw-toothed Blade', ['Bolg', 'Tarcil', 'Eradan'], 'Dol Guldur', { creature: 'Orc-watch' }, true, upTo(1, 8), '(prowess 7) reaches the maximum of 8'),
  strikeAgainst('Saw-toothed Blade', ['Lieutenant of Morgul', 'Tarcil', 'Eradan'], 'Dol Guldur', { creature: 'Orc-watch' }, true, upTo(1, 8), '(prowess 8) stays at most 8'),
];
export default scenarios;
