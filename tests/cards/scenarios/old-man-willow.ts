import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';
import { creatureScenarios } from '../kit/templates';
import { prowessVsScenarios } from '../helpers/creatures';

const NAME = 'Old Man Willow';

/** A hero company staying at `site`: Old Man Willow played on it. */
function staying(k: ScenarioKit, site: string): number {
  const { id } = k.company(0, ['Aragorn II', 'Bilbo'], site);
  k.movement(id, null);
  return k.hand(1, NAME);
}

const scenarios: Scenario[] = [
  ...creatureScenarios(NAME),
  // "15 prowess against Hobbits": Bilbo, not Aragorn II.
  ...prowessVsScenarios(NAME, 2, 'Bilbo', 'Aragorn II', false),
  ...['Old Forest', 'Drúadan Forest'].map((site): Scenario => ({
    title: `${NAME}: "Also playable at Old Forest and Drúadan Forest": at ${site}, a company not moving`,
    run: (k) => {
      k.act(1, { type: 'playCreature', inst: staying(k, site) });
      k.expect(k.events.some((e) => e.type === 'attack'), 'an attack starts');
    },
  })),
  {
    title: `${NAME}: not playable at Bree (a company not moving)`,
    run: (k) => {
      k.refused(1, { type: 'playCreature', inst: staying(k, 'Bree') });
    },
  },
];
export default scenarios;
