import type { Scenario } from '../kit/scenario';
import { minionTurn } from '../kit/templates';

const scenarios: Scenario[] = [
  {
    title: 'on The Witch-king: +5 direct influence this turn, gone next turn; a second copy is refused this turn; not on Belegorn',
    run: (k) => {
      minionTurn(k);
      k.phase('organization');
      const [wk, belegorn] = k.company(1, ['The Witch-king', 'Belegorn'], 'Minas Morgul').chars as [number, number];
      const [card, again] = [k.hand(1, 'The Witch-king Unleashed'), k.hand(1, 'The Witch-king Unleashed')] as [number, number];
      k.expect(!k.canPlay(1, card, belegorn), 'Belegorn is not The Witch-king');
      const before = k.unusedDI(wk);
      k.play(1, card, wk);
      k.equal(k.unusedDI(wk), before + 5, "the Witch-king's unused direct influence");
      k.equal(k.where(card), 'discard', 'The Witch-king Unleashed');
      k.expect(!k.canPlay(1, again, wk), 'not twice in a turn');
      k.toNextTurn(1);
      k.equal(k.unusedDI(wk), before, 'the next turn');
    },
  },
];
export default scenarios;
