import type { Scenario } from '../kit/scenario';
import { minionGoldRingScenarios } from '../helpers/goldRings';

const scenarios: Scenario[] = minionGoldRingScenarios('Gleaming Gold Ring', ['Bree', 'Dale'], ['Rivendell', 'Goblin-gate'], {
  6: ['magic', 'lesser'],
  7: ['lesser'],
  9: ['dwarven', 'lesser'],
  10: ['spirit', 'dwarven', 'lesser'],
});
export default scenarios;
