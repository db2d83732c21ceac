import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

/** Frodo bearing The One Ring, with Aragorn II and Gimli, moving to Bree; The Precious in the hazard player's hand. */
function withTheRing(k: ScenarioKit): { frodo: number; aragorn: number; ring: number; card: number } {
  const { id, chars } = k.company(0, ['Frodo', 'Aragorn II', 'Gimli'], 'Rivendell');
  const [frodo, aragorn] = chars as [number, number];
  const ring = k.item(frodo, 'The One Ring');
  const card = k.hand(1, 'The Precious');
  k.movement(id, 'Bree', ['Arthedain']);
  return { frodo, aragorn, ring, card };
}

const scenarios: Scenario[] = [
  {
    title: '"must make a corruption check modified by -2. If he fails, discard The One Ring along with the target character": Aragorn II fails on 3 - 2 (1 corruption point from the Ring)',
    run: (k) => {
      const { aragorn, ring, card } = withTheRing(k);
      k.rig([2, 1]);
      k.play(1, card, aragorn);
      k.equal(k.where(aragorn), 'discard', 'Aragorn II');
      k.equal(k.where(ring), 'discard', 'The One Ring');
    },
  },
  {
    title: 'Aragorn II passes on 4 - 2: he and The One Ring stay',
    run: (k) => {
      const { aragorn, ring, card } = withTheRing(k);
      k.rig([2, 2]);
      k.play(1, card, aragorn);
      k.equal(k.where(aragorn), 'inPlay', 'Aragorn II');
      k.equal(k.where(ring), 'character', 'The One Ring');
    },
  },
  {
    title: '"not the bearer himself": Frodo is no target; nor is a character of a company without The One Ring',
    run: (k) => {
      const { frodo, card } = withTheRing(k);
      k.expect(!k.canPlay(1, card, frodo), 'Frodo bears The One Ring');
      k.s.stack = [];
      const other = k.company(0, ['Legolas', 'Gimli'], 'Rivendell');
      const next = k.hand(1, 'The Precious');
      k.movement(other.id, 'Bree', ['Arthedain']);
      k.expect(!k.canPlay(1, next), 'no One Ring in the company');
    },
  },
];
export default scenarios;
