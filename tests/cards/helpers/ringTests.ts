/** Ring tests in scenarios. */
import type { RollEvent } from '../../../src-shared/engine/cards/cardApi';
import type { ScenarioKit } from '../kit/kit';

/** A gold ring test: `tester` (at Rivendell / Minas Morgul) tests `ring`; the ring test roll. */
export function ringTest(k: ScenarioKit, tester: number, ring: number, dice: [number, number]): RollEvent | undefined {
  k.phase('organization');
  k.rig(dice);
  k.act(0, { type: 'testRing', tester, ring });
  return k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'ringTest');
}
