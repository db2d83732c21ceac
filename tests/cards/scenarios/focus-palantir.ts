import type { Scenario } from '../kit/scenario';
import { alignOn, alignScenarios } from '../helpers/palantiri';
import { minionKit } from '../kit/templates';

const scenarios: Scenario[] = [
  ...alignScenarios('Focus Palantír', true),
  {
    title: '"If the bearer of the Palantír is not a Ringwraith, he now has the ability to use the Palantír": not the Witch-king; discarded when the Palantír is stored',
    run: (k0) => {
      const k = minionKit(k0);
      k.phase('organization');
      const { chars } = k.company(0, ['The Witch-king', 'Hendolen'], 'Minas Morgul');
      const [wk, sage] = chars as [number, number];
      const palantir = k.item(wk, 'Palantír of Minas Tirith');
      const focus = alignOn(k, palantir, true);
      k.expect(!k.canUse(0, palantir, 0), 'the Witch-king may not use it');
      k.s.chars[wk]!.items = [];
      k.s.chars[sage]!.items.push(palantir);
      k.expect(k.canUse(0, palantir, 0), 'Hendolen may');
      k.rig([6, 6]);
      k.act(0, { type: 'storeItem', item: palantir });
      k.equal(k.where(palantir), 'mpPile', 'the Palantír stored');
      k.equal(k.events.some((e) => e.type === 'discard' && e.inst === focus), true, 'Focus Palantír discarded');
    },
  },
];
export default scenarios;
