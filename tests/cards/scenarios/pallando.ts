/** Pallando: one more card in hand; the opponent's discards are seen face-up. */
import { viewFor } from '../../../src-shared/engine/api';
import type { Scenario } from '../kit/scenario';
import { figuresScenarios } from '../kit/templates';

const scenarios: Scenario[] = [
  ...figuresScenarios('Pallando'),
  {
    title: 'Pallando in play (at Bree): his player keeps nine cards; the opponent\'s discard is seen face-up',
    run: (k) => {
      k.company(0, ['Pallando'], 'Bree');
      const hand = Array.from({ length: 9 }, () => k.hand(0, 'Twilight'));
      k.s.stack.push({ kind: 'discardExcess', seat: 0 });
      k.refused(0, { type: 'discard', inst: hand[0] as number });
      k.s.stack.pop();
      const theirs = Array.from({ length: 9 }, () => k.hand(1, 'Twilight'));
      k.s.stack.push({ kind: 'discardExcess', seat: 1 });
      k.act(1, { type: 'discard', inst: theirs[0] as number });
      const view = viewFor(k.s, 0);
      k.equal(view.cardOf[theirs[0] as number], k.s.cardOf[theirs[0] as number], 'the opponent\'s discarded card, as Pallando\'s player sees it');
    },
  },
  {
    title: 'without Pallando (Gandalf instead) the hand size is eight',
    run: (k) => {
      k.company(0, ['Gandalf'], 'Bree');
      const hand = Array.from({ length: 9 }, () => k.hand(0, 'Twilight'));
      k.s.stack.push({ kind: 'discardExcess', seat: 0 });
      k.act(0, { type: 'discard', inst: hand[0] as number });
      k.equal(k.s.players[0]?.hand.length, 8, 'cards in hand');
    },
  },
];
export default scenarios;
