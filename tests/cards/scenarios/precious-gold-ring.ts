import type { Scenario } from '../kit/scenario';
import { goldRingScenarios } from '../helpers/goldRings';

const scenarios: Scenario[] = goldRingScenarios('Precious Gold Ring', {
  5: ['magic', 'lesser'],
  6: ['lesser'],
  8: ['dwarven', 'lesser'],
  10: ['one', 'dwarven', 'lesser'],
});
export default scenarios;
