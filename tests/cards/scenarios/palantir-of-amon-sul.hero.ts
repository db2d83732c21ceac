import type { Scenario } from '../kit/scenario';
import { AMON_SUL_LOOK_CASE, ANNUMINAS_CASE, ELOSTIRION_HERO_CASE, movesScenario, needing, palantirScenarios } from '../helpers/palantiri';
import { storedAt } from '../helpers/storing';

const name = 'Palantír of Amon Sûl';

const scenarios: Scenario[] = [
  ...palantirScenarios(name, false, [AMON_SUL_LOOK_CASE, needing('Palantír of Annúminas', ANNUMINAS_CASE), needing('Palantír of Elostirion', ELOSTIRION_HERO_CASE)]),
  movesScenario(name, false, '"If the bearer’s company is ever below 2 characters and the company moves, discard the Palantír": kept moving with 2, discarded moving alone', [
    { names: ['Aragorn II', 'Arinmîr'], moves: true, kept: true },
    { names: ['Aragorn II'], moves: true, kept: false },
  ]),
  storedAt(name, { title: '"5 marshalling points if stored in a Haven": stored at Rivendell for 5; not at Bree', who: 'Aragorn II', at: 'Rivendell', mp: 5, notAt: 'Bree' }),
];
export default scenarios;
