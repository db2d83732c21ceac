import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { Scenario } from '../kit/scenario';
import { kitFor } from '../helpers/sites';

const scenarios: Scenario[] = [
  {
    title: 'at Mount Doom a sage (Ciryaher) taps to test a gold ring in his company, the roll modified by -3; a company without a sage cannot',
    run: (k0) => {
      const k = kitFor(k0, true);
      const { chars } = k.company(0, ['Ciryaher', 'Orc Captain'], 'Mount Doom');
      const [sage, captain] = chars as [number, number];
      const ring = k.item(captain, 'Gleaming Gold Ring');
      const other = k.company(0, ['Orc Veteran', 'Eradan'], 'Mount Doom').chars;
      const ring2 = k.item(other[0] as number, 'A Little Gold Ring');
      k.phase('organization');
      k.expect(!k.legal(0).some((a) => a.type === 'testRing' && a.ring === ring2), 'no sage in the other company');
      k.refused(0, { type: 'testRing', tester: other[0] as number, ring: ring2 });
      k.expect(k.legal(0).some((a) => a.type === 'testRing' && a.tester === sage && a.ring === ring), 'the sage may test');
      k.rig([5, 4]);
      k.act(0, { type: 'testRing', tester: sage, ring });
      const test = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'ringTest') as { total?: number } | undefined;
      k.equal(test?.total, 6, 'the ring test (5 + 4 - 3)');
      k.equal(k.s.status[sage], 'tapped', 'Ciryaher taps');
    },
  },
  {
    title: '"Any sage": a character made a sage by a card (Gift of Comprehension: "Gives the bearer sage skill") may tap to test a ring there',
    run: (k0) => {
      const k = kitFor(k0, true);
      const { chars } = k.company(0, ['Orc Veteran', 'Orc Captain'], 'Mount Doom');
      const [veteran, captain] = chars as [number, number];
      const ring = k.item(captain, 'Gleaming Gold Ring');
      k.phase('organization');
      k.expect(!k.legal(0).some((a) => a.type === 'testRing' && a.tester === veteran), 'the Orc Veteran is no sage');
      k.item(veteran, 'Gift of Comprehension');
      k.expect(k.legal(0).some((a) => a.type === 'testRing' && a.tester === veteran && a.ring === ring), 'the Orc Veteran, a sage by the ring, may test');
    },
  },
];
export default scenarios;
