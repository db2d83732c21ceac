/** An item's `strikeBody` static learns whether its bearer tapped to face the strike (combat.ts resolveStrike). */
import { describe, expect, it } from 'vitest';
import type { RollEvent } from '../../src-shared/engine/events';
import { ScenarioKit } from '../cards/kit/kit';
import { minionKit } from '../cards/kit/templates';
import { attackedWith } from '../cards/helpers/inPlay';
import { fixtures } from './engine-fixtures/fixtures';

function body(stayUntapped: boolean): number | undefined {
  const k = minionKit(new ScenarioKit(fixtures().cards));
  const w = attackedWith(k, ['Tarcil', 'Dorelas'], 'Mechanical Bow', 'Umagaur the Pale');
  k.act(0, { type: 'assignStrike', target: w.who });
  k.passAll();
  k.rig([6, 6, 1, 1]);
  k.act(0, { type: 'resolveStrike', target: w.who, stayUntapped });
  return k.allEvents.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'strikeBodyCheck')?.body as number | undefined;
}

describe('strikeBody statics and tapping to face a strike', () => {
  it('a bearer who taps to face the strike: tapped; one staying untapped: not', () => {
    expect(body(false)).toBe(7);
    expect(body(true)).toBe(8);
  });
});

describe('modifyStrike with a body change', () => {
  it("changes the one strike's prowess and body, and names the card on the strike (Poison)", () => {
    const k = minionKit(new ScenarioKit(fixtures().cards));
    const w = attackedWith(k, ['Tarcil', 'Dorelas'], 'Poison', 'Umagaur the Pale');
    k.act(0, { type: 'assignStrike', target: w.who });
    k.passAll();
    k.use(0, w.inst, 0, w.who);
    const combat = k.s.stack.find((x) => x.kind === 'combat');
    const slot = combat?.kind === 'combat' ? combat.slots.find((x) => x.target === w.who) : undefined;
    expect([slot?.mod, slot?.bodyMod, slot?.by]).toEqual([-1, -2, ['poison']]);
    k.rig([6, 6, 1, 1]);
    k.act(0, { type: 'resolveStrike', target: w.who, stayUntapped: false });
    expect(k.allEvents.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'strikeBodyCheck')?.body).toBe(6);
  });
});
