import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { ringTest } from '../helpers/ringTests';

const scenarios: Scenario[] = [
  {
    title: 'its bearer makes a corruption check at the end of his untap phase (the other company’s characters do not)',
    run: (k0) => {
      const k = minionKit(k0);
      const { chars } = k.company(0, ['Tarcil', 'Eradan'], 'Minas Morgul');
      k.item(chars[0] as number, 'The Least of Gold Rings');
      k.rig([1, 1, 1, 1, 1, 1]);
      const events = k.toNextTurn(1);
      const checks = events.filter((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption');
      k.equal(checks.length, 1, 'corruption checks');
      k.equal(checks[0]?.inst, chars[0], 'Tarcil checks');
    },
  },
  {
    title: 'tested at Minas Morgul on 7: a Magic Ring or a Lesser Ring; the ring is discarded',
    run: (k0) => {
      const k = minionKit(k0);
      const { chars } = k.company(0, ['The Witch-king', 'Tarcil'], 'Minas Morgul');
      const gold = k.item(chars[1] as number, 'The Least of Gold Rings');
      const roll = ringTest(k, chars[0] as number, gold, [3, 4]);
      k.equal(((roll?.kinds ?? []) as string[]).slice().sort().join(','), 'lesser,magic', 'ring kinds on 7');
      k.equal(k.where(gold), 'discard', 'The Least of Gold Rings');
    },
  },
];
export default scenarios;
