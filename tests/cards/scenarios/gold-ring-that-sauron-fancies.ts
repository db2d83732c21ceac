import type { Scenario } from '../kit/scenario';
import { minionGoldRingScenarios } from '../helpers/goldRings';

const scenarios: Scenario[] = minionGoldRingScenarios('Gold Ring that Sauron Fancies', ['Gladden Fields', 'Bag End'], ['Barrow-downs', 'Goblin-gate'], {
  5: ['magic', 'lesser'],
  7: ['lesser'],
  8: ['dwarven', 'lesser'],
  11: ['one', 'dwarven', 'lesser'],
});
export default scenarios;
