import type { Scenario } from '../kit/scenario';
import { AMON_SUL_LOOK_CASE, ANNUMINAS_CASE, ELOSTIRION_HERO_CASE, MINAS_TIRITH_CASE, movesScenario, needing, ORTHANC_CASE, OSGILIATH_DISCARD_CASE, palantirScenarios } from '../helpers/palantiri';
import { storedAt } from '../helpers/storing';

const name = 'Palantír of Osgiliath';

const scenarios: Scenario[] = [
  ...palantirScenarios(name, false, [
    OSGILIATH_DISCARD_CASE,
    needing('Palantír of Amon Sûl', AMON_SUL_LOOK_CASE),
    needing('Palantír of Annúminas', ANNUMINAS_CASE),
    needing('Palantír of Elostirion', ELOSTIRION_HERO_CASE),
    needing('Palantír of Minas Tirith', MINAS_TIRITH_CASE),
    needing('Palantír of Orthanc', ORTHANC_CASE),
  ]),
  movesScenario(name, false, '"If the bearer’s company is ever below 4 characters and the company moves, discard": kept moving with 4, discarded moving with 3', [
    { names: ['Aragorn II', 'Arinmîr', 'Legolas', 'Gimli'], moves: true, kept: true },
    { names: ['Aragorn II', 'Arinmîr', 'Legolas'], moves: true, kept: false },
  ]),
  storedAt(name, { title: '"5 marshalling pts. if stored in a Haven": stored at Rivendell for 5; not at Bree', who: 'Aragorn II', at: 'Rivendell', mp: 5, notAt: 'Bree' }),
];
export default scenarios;
