import type { RollEvent } from '../../../src-shared/engine/types';
import type { Scenario } from '../kit/scenario';
import { sageEnchantmentFromMpHand, sageEnchantmentFromPlayHand } from '../helpers/sages';

const name = 'When I Know Anything';

const corruptionRolls = (events: { type: string }[]) => events.filter((e): e is RollEvent => e.type === 'roll' && (e as RollEvent).purpose === 'corruption');

const scenarios: Scenario[] = [
  sageEnchantmentFromMpHand(name),
  sageEnchantmentFromPlayHand(name),
  {
    // "Tap sage to modify one corruption check by a character in his company by +3. Sage makes a corruption check."
    title: 'Aragorn II transfers Habergeon of Silver: Bilbo taps for +3 to that check (2+3 beats 2), then makes his own; not for Legolas of another company, nor once tapped',
    run: (k) => {
      k.phase('organization');
      const { chars } = k.company(0, ['Bilbo', 'Aragorn II'], 'Rivendell');
      const [bilbo, aragorn] = chars as [number, number];
      const legolas = k.company(0, ['Legolas', 'Gimli'], 'Rivendell').chars as [number, number];
      const card = k.attach(bilbo, name, 0);
      const item = k.item(aragorn, 'Habergeon of Silver');
      const other = k.item(legolas[0], 'Habergeon of Silver');
      k.rig([6, 6]);
      k.act(0, { type: 'transferItem', item: other, to: legolas[1] });
      k.expect(!k.canUse(0, card, 0), 'Legolas is not in his company');
      k.passAll();
      k.expect((k.s.chars[legolas[1]]?.items ?? []).includes(other), "Legolas's check is made");
      k.act(0, { type: 'transferItem', item, to: bilbo });
      k.expect(corruptionRolls(k.events).length === 0, 'the check waits for its window');
      k.expect(!k.canUse(0, card, 0, bilbo), 'only the character making the check');
      k.rig([1, 1, 1, 1]);
      k.use(0, card, 0, aragorn);
      k.equal(k.s.status[bilbo], 'tapped', 'Bilbo taps');
      const rolls = corruptionRolls(k.allEvents.slice(-40));
      const sage = rolls.find((r) => r.inst === bilbo);
      const his = rolls.find((r) => r.inst === aragorn);
      k.expect(sage !== undefined, 'the sage makes a corruption check');
      k.equal((his?.mods ?? []).find((m) => m.label === name)?.value, 3, 'the +3');
      k.equal(his?.result, 'pass', "Aragorn II's check");
      k.expect((k.s.chars[bilbo]?.items ?? []).includes(item), 'the item changes hands');
      k.setStatus(bilbo, 'untapped');
      k.setStatus(aragorn, 'untapped');
      k.setStatus(bilbo, 'tapped');
      const third = k.item(aragorn, 'Habergeon of Silver');
      k.act(0, { type: 'transferItem', item: third, to: bilbo });
      k.expect(!k.canUse(0, card, 0), 'Bilbo is tapped');
    },
  },
];
export default scenarios;
