import type { Scenario } from '../kit/scenario';
import { goldRingScenarios } from '../helpers/goldRings';

const scenarios: Scenario[] = goldRingScenarios('Fair Gold Ring', {
  6: ['magic', 'lesser'],
  7: ['lesser'],
  9: ['dwarven', 'lesser'],
  11: ['one', 'dwarven', 'lesser'],
});
export default scenarios;
