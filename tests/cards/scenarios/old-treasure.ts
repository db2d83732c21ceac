import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { diScenario } from '../helpers/itemInfluence';
import { withCard } from '../helpers/inPlay';

const scenarios: Scenario[] = [
  diScenario('Old Treasure', 'Tarcil', 'Goblin-gate', 'Goblins of Goblin-gate', 1, true),
  {
    title: '"Discard this item to give +4 direct influence to bearer until the end of the turn": +4 once it is discarded, gone at the next turn; the opponent cannot use it',
    run: (k0) => {
      const k = minionKit(k0);
      const { who, inst } = withCard(k, ['Tarcil'], 'Minas Morgul', 'Old Treasure');
      const base = k.card('Tarcil').di;
      k.equal(k.unusedDI(who), base + 1, "Tarcil's direct influence with Old Treasure");
      k.expect(!k.canUse(1, inst, 0), 'not by the other player');
      k.use(0, inst, 0);
      k.equal(k.where(inst), 'discard', 'Old Treasure');
      k.equal(k.unusedDI(who), base + 4, "Tarcil's direct influence this turn");
      k.toNextTurn(0);
      k.equal(k.unusedDI(who), base, "Tarcil's direct influence the next turn");
    },
  },
];
export default scenarios;
