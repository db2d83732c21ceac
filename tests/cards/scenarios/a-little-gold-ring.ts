import type { Scenario } from '../kit/scenario';
import { minionGoldRingScenarios } from '../helpers/goldRings';

const scenarios: Scenario[] = minionGoldRingScenarios('A Little Gold Ring', ['Gladden Fields', 'Bag End'], ['Barrow-downs', 'Goblin-gate'], {
  6: ['magic', 'lesser'],
  7: ['lesser'],
  9: ['dwarven', 'lesser'],
  11: ['one', 'dwarven', 'lesser'],
});
export default scenarios;
