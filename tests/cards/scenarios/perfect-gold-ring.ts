import type { Scenario } from '../kit/scenario';
import { minionGoldRingScenarios } from '../helpers/goldRings';

const scenarios: Scenario[] = minionGoldRingScenarios('Perfect Gold Ring', ['Gold Hill', 'Gondmaeglom'], ['Gladden Fields', 'Moria'], {
  7: ['magic', 'lesser'],
  8: ['spirit', 'lesser'],
  12: ['spirit', 'lesser'],
});
export default scenarios;
