/** Draughts in scenarios (Potion of Prowess, Orc-draughts): +N prowess to every character of the bearer's company until the end of the turn. */
import { prowessOf } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { minionKit } from '../kit/templates';
import { withCard } from './inPlay';

/**
 * `names[0]` bears the draught in a company of `names` at `site`; `other` is in another company there. Discarded, it gives
 * each character of the company +`delta` prowess (not `other`), gone at the end of the turn; the opponent cannot use it.
 */
export function prowessDraughtScenarios(name: string, names: string[], other: string, site: string, delta: number, minion: boolean): Scenario[] {
  return [
    {
      title: `discarded: +${delta} prowess to each character of the bearer's company until the end of the turn, none to another company`,
      run: (k0) => {
        const k = minion ? minionKit(k0) : k0;
        const { chars, inst } = withCard(k, names, site, name);
        const elsewhere = k.company(0, [other], site).chars[0] as number;
        const before = [...chars, elsewhere].map((ch) => prowessOf(k.s, ch));
        k.use(0, inst, 0);
        k.equal(k.where(inst), 'discard', name);
        chars.forEach((ch, i) => k.equal(prowessOf(k.s, ch), (before[i] as number) + delta, `${names[i]}'s prowess`));
        k.equal(prowessOf(k.s, elsewhere), before[chars.length], `${other}'s prowess (another company)`);
        k.toNextTurn(1);
        chars.forEach((ch, i) => k.equal(prowessOf(k.s, ch), before[i], `${names[i]}'s prowess next turn`));
      },
    },
    {
      title: 'the hazard player cannot use it',
      run: (k0) => {
        const k = minion ? minionKit(k0) : k0;
        const { inst } = withCard(k, names, site, name);
        k.expect(!k.canUse(1, inst, 0), 'refused to the opponent');
        k.expect(k.canUse(0, inst, 0), 'its player may use it');
      },
    },
  ];
}
