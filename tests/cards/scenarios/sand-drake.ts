import type { Scenario } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';
import { doorsOfNightScenario } from '../helpers/creatures';

const scenarios: Scenario[] = [
  ...creatureScenarios('Sand-drake'),
  doorsOfNightScenario('Sand-drake', 'keyed to Ithilien', (k, id) => {
    k.companyById(id).site = k.siteId('Henneth Annûn');
    k.movement(id, 'Minas Tirith', []);
  }),
];
export default scenarios;
