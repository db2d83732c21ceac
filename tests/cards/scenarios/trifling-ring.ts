import { itemInfluence } from '../../../src-shared/engine/effects/statics';
import type { Scenario } from '../kit/scenario';
import { testedRingScenarios } from '../helpers/ringItems';

const scenarios: Scenario[] = testedRingScenarios('Trifling Ring', 'lesser', 'Minor Ring', '"+3 to direct influence against characters" (Luitprand), not against a faction (Goblins of Goblin-gate)', (k, who) => {
  k.equal(itemInfluence(k.s, who, k.spawn('Luitprand', 1)).reduce((n, m) => n + m.value, 0), 3, 'against Luitprand');
  k.equal(itemInfluence(k.s, who, k.spawn('Goblins of Goblin-gate', 0)).length, 0, 'against Goblins of Goblin-gate');
});
export default scenarios;
