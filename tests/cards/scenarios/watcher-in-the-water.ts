import type { Scenario } from '../kit/scenario';
import { creatureScenarios, oneStrikeEachScenarios } from '../kit/templates';

const scenarios: Scenario[] = [...creatureScenarios('Watcher in the Water'), ...oneStrikeEachScenarios('Watcher in the Water')];
export default scenarios;
