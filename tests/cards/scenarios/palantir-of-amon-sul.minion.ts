import type { Scenario } from '../kit/scenario';
import { AMON_SUL_LOOK_CASE, ANNUMINAS_CASE, ELOSTIRION_MINION_CASE, movesScenario, needing, palantirScenarios } from '../helpers/palantiri';
import { storedAt } from '../helpers/storing';

const name = 'Palantír of Amon Sûl';

const scenarios: Scenario[] = [
  ...palantirScenarios(name, true, [AMON_SUL_LOOK_CASE, needing('Palantír of Annúminas', ANNUMINAS_CASE), needing('Palantír of Elostirion', ELOSTIRION_MINION_CASE)]),
  movesScenario(name, true, '"If the bearer’s company is ever below 2 characters and it moves, discard this item": kept moving with 2, discarded moving alone', [
    { names: ['Orc Veteran', 'Hendolen'], moves: true, kept: true },
    { names: ['Orc Veteran'], moves: true, kept: false },
  ]),
  storedAt(name, { minion: true, title: '"5 marshalling points if stored at Barad-dûr": stored at Barad-dûr for 5; not at Dol Amroth', who: 'Orc Veteran', at: 'Barad-dûr', mp: 5, notAt: 'Dol Amroth' }),
];
export default scenarios;
