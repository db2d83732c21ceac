import type { Scenario } from '../kit/scenario';
import { bodyAgainst, strikeAgainst, upTo } from '../helpers/gear';
import { diScenario } from '../helpers/itemInfluence';

const scenarios: Scenario[] = [
  strikeAgainst('High Helm', ['Tarcil', 'Eradan', 'Dorelas'], 'Dol Guldur', { creature: 'Orc-watch' }, true, upTo(1, 8), '(a warrior) has +1 prowess to at most 8'),
  strikeAgainst('High Helm', ['Bolg', 'Eradan', 'Dorelas'], 'Dol Guldur', { creature: 'Orc-watch' }, true, () => 8, '(Bolg, a warrior of prowess 7) reaches the maximum of 8'),
  strikeAgainst('High Helm', ['Eradan', 'Tarcil', 'Dorelas'], 'Dol Guldur', { creature: 'Orc-watch' }, true, (b) => b, '(no warrior) gets no prowess'),
  bodyAgainst('High Helm', ['Eradan', 'Tarcil', 'Dorelas'], 'Dol Guldur', 'Orc-watch', true, upTo(1, 9), 'has +1 body to at most 9 (warrior or not)'),
  diScenario('High Helm', 'Tarcil', 'Goblin-gate', 'Goblins of Goblin-gate', 2, true),
];
export default scenarios;
