/** Gandalf: tap to test a gold ring in his company. */
import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { figuresScenarios } from '../kit/templates';

const scenarios: Scenario[] = [
  ...figuresScenarios('Gandalf', { corruptionCheck: 1 }),
  {
    title: 'Gandalf at Bree taps to test the gold ring Bilbo bears: the ring test is rolled, the gold ring leaves play',
    run: (k) => {
      const { chars } = k.company(0, ['Gandalf', 'Bilbo'], 'Bree');
      const [gandalf, bilbo] = chars as [number, number];
      const ring = k.item(bilbo, 'Precious Gold Ring');
      k.phase('organization');
      k.expect(!k.legal(0).some((a) => a.type === 'testRing'), 'no ring test away from Rivendell without him');
      k.use(0, gandalf, 0, bilbo);
      k.equal(k.s.status[gandalf], 'tapped', 'Gandalf taps');
      k.expect(k.events.some((e): e is RollEvent => e.type === 'roll' && e.purpose === 'ringTest'), 'the ring test is rolled');
      k.expect(!(k.s.chars[bilbo]?.items.includes(ring) ?? true), 'the gold ring is no longer borne');
    },
  },
  {
    title: 'Gandalf cannot test a gold ring in another company, nor when tapped',
    run: (k) => {
      const gandalf = k.company(0, ['Gandalf', 'Frodo'], 'Bree').chars[0] as number;
      const bilbo = k.company(0, ['Bilbo'], 'Bag End').chars[0] as number;
      k.item(bilbo, 'Precious Gold Ring');
      k.phase('organization');
      k.expect(!k.canUse(0, gandalf, 0), 'not offered for another company');
      k.refused(0, { type: 'useCard', inst: gandalf, ability: 0, target: bilbo });
      const frodo = k.companyOf(gandalf)?.chars[1] as number;
      k.item(frodo, 'Fair Gold Ring');
      k.setStatus(gandalf, 'tapped');
      k.expect(!k.canUse(0, gandalf, 0), 'not offered when he is tapped');
    },
  },
];
export default scenarios;
