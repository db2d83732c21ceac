import type { Scenario } from '../kit/scenario';
import { creatureScenarios, woundedDiscardScenarios } from '../kit/templates';

const scenarios: Scenario[] = [...creatureScenarios('Giant Spiders'), ...woundedDiscardScenarios('Giant Spiders', true)];
export default scenarios;
