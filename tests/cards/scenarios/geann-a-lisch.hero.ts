import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

/** A hero company staying at `site`; `creature` (seat 1's hand) played on it. */
function staying(k: ScenarioKit, site: string, creature: string): number {
  const { id } = k.company(0, ['Aragorn II', 'Legolas', 'Gimli'], site);
  k.movement(id, null);
  return k.hand(1, creature);
}

const scenarios: Scenario[] = [
  {
    title: 'Geann a-Lisch: "Any Man hazard creature can be played at this site": Thief (keyed to Border-lands and Border-holds) attacks a company there',
    run: (k) => {
      k.act(1, { type: 'playCreature', inst: staying(k, 'Geann a-Lisch', 'Thief') });
      k.expect(k.events.some((e) => e.type === 'attack'), 'an attack starts');
    },
  },
  {
    title: 'Geann a-Lisch: not a creature of another race (Fell Turtle, Animals, keyed to Coastal Seas)',
    run: (k) => {
      k.refused(1, { type: 'playCreature', inst: staying(k, 'Geann a-Lisch', 'Fell Turtle') });
    },
  },
  {
    title: 'Thief is not playable at another Ruins & Lairs (Ettenmoors) with no such text',
    run: (k) => {
      k.refused(1, { type: 'playCreature', inst: staying(k, 'Ettenmoors', 'Thief') });
    },
  },
];
export default scenarios;
