import type { Scenario } from '../kit/scenario';
import { minionGoldRingScenarios } from '../helpers/goldRings';

const scenarios: Scenario[] = minionGoldRingScenarios('Bright Gold Ring', ['Rivendell', 'Edoras'], ['Bree', 'Goblin-gate', 'Gladden Fields'], {
  5: ['magic', 'lesser'],
  7: ['lesser'],
  8: ['spirit', 'lesser'],
  9: ['spirit', 'dwarven', 'lesser'],
});
export default scenarios;
