import type { Scenario } from '../kit/scenario';
import { strikeAgainst, upTo } from '../helpers/gear';

const scenarios: Scenario[] = [
  strikeAgainst('Black Mace', ['Shagrat', 'Tarcil', 'Eradan', 'Dorelas'], 'Rivendell', { auto: true }, true, upTo(4, 10), "(a warrior) has +4 prowess to at most 10 against Elves (Rivendell's automatic-attack)"),
  strikeAgainst('Black Mace', ['Tarcil', 'Shagrat', 'Eradan', 'Dorelas'], 'Rivendell', { auto: true }, true, (b) => b + 4, '(a warrior) has the full +4 against Elves below the maximum'),
  strikeAgainst('Black Mace', ['Tarcil', 'Eradan', 'Dorelas'], 'Dol Guldur', { creature: 'Orc-watch' }, true, (b) => b + 3, '(a warrior) has +3 prowess against Orcs (Orc-watch)'),
  strikeAgainst('Black Mace', ['Bolg', 'Eradan', 'Dorelas'], 'Dol Guldur', { creature: 'Orc-watch' }, true, (b) => b + 3, '(Bolg, a warrior of prowess 7) reaches the maximum of 10 against Orcs'),
  strikeAgainst('Black Mace', ['Eradan', 'Shagrat', 'Tarcil', 'Dorelas'], 'Rivendell', { auto: true }, true, (b) => b, '(no warrior) gets no bonus'),
];
export default scenarios;
