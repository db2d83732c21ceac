import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { attemptAt, MINION } from '../helpers/factions';

const name = 'Old Prejudice';

const scenarios: Scenario[] = [
  {
    title: '"Triple all standard modifications for influence checks against factions": Orcs of Mirkwood with Orcs of Gorgoroth in play get +6, not +2',
    run: (k0) => {
      const k = minionKit(k0);
      k.inPlay(0, name);
      // Greater than 8: a total of 10 with +6 (it would be 6 with +2).
      const { card, got } = attemptAt(k, 'Orcs of Mirkwood', MINION, 'Sarn Goriwing', 'Orcs of Gorgoroth', 10, 6);
      k.equal(got, 6, 'standard modifications');
      k.equal(k.where(card), 'playArea', 'Orcs of Mirkwood');
    },
  },
  {
    title: 'a negative one is tripled too: with Orcs of the Red Eye in play, -6',
    run: (k0) => {
      const k = minionKit(k0);
      k.inPlay(0, name);
      const { card, got } = attemptAt(k, 'Orcs of Mirkwood', MINION, 'Sarn Goriwing', 'Orcs of the Red Eye', 8, -6);
      k.equal(got, -6, 'standard modifications');
      k.equal(k.where(card), 'discard', 'Orcs of Mirkwood');
    },
  },
  {
    title: 'played in the long-event phase and stays in play; not in the organization phase',
    run: (k0) => {
      const k = minionKit(k0);
      k.company(0, [MINION], 'Minas Morgul');
      k.phase('organization');
      const card = k.hand(0, name);
      k.expect(!k.canPlay(0, card), 'not in the organization phase');
      k.phase('longEvent');
      k.play(0, card);
      k.equal(k.where(card), 'playArea', name);
    },
  },
];
export default scenarios;
