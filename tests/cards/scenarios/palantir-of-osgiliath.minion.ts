import type { Scenario } from '../kit/scenario';
import { AMON_SUL_LOOK_CASE, ANNUMINAS_CASE, ELOSTIRION_MINION_CASE, MINAS_TIRITH_CASE, movesScenario, needing, ORTHANC_CASE, OSGILIATH_DISCARD_CASE, palantirScenarios } from '../helpers/palantiri';
import { storedAt } from '../helpers/storing';

const name = 'Palantír of Osgiliath';

const scenarios: Scenario[] = [
  ...palantirScenarios(name, true, [
    OSGILIATH_DISCARD_CASE,
    needing('Palantír of Amon Sûl', AMON_SUL_LOOK_CASE),
    needing('Palantír of Annúminas', ANNUMINAS_CASE),
    needing('Palantír of Elostirion', ELOSTIRION_MINION_CASE),
    needing('Palantír of Minas Tirith', MINAS_TIRITH_CASE),
    needing('Palantír of Orthanc', ORTHANC_CASE),
  ]),
  movesScenario(name, true, '"If the bearer’s company is ever below 4 characters and it moves, discard this item": kept moving with 4, discarded moving with 3', [
    { names: ['Orc Veteran', 'Hendolen', 'Layos', 'Ciryaher'], moves: true, kept: true },
    { names: ['Orc Veteran', 'Hendolen', 'Layos'], moves: true, kept: false },
  ]),
  storedAt(name, { minion: true, title: '"5 marshalling points if stored at Barad-dûr": stored at Barad-dûr for 5; not at Dol Amroth', who: 'Orc Veteran', at: 'Barad-dûr', mp: 5, notAt: 'Dol Amroth' }),
];
export default scenarios;
