/**
 * Modifications whose card takes the first cancel instead of the attack (Attack.cancelFirst; Unabated in Malice: "The attack
 * receives +1 strike, +1 prowess, and -2 body. The first attempt to cancel this attack instead cancels the effects of this
 * card"): combat.ts cancelCombat undoes them and the attack goes on; a second attempt cancels the attack.
 */
import { describe, expect, it } from 'vitest';
import { ScenarioKit } from '../cards/kit/kit';
import { fixtures } from './engine-fixtures/fixtures';

const combat = (k: ScenarioKit) => {
  const c = k.s.stack.find((x) => x.kind === 'combat');
  return c?.kind === 'combat' ? c : null;
};

describe('the first attempt to cancel an attack', () => {
  it('cancels the effects of the card instead; the next attempt cancels the attack', () => {
    const k = new ScenarioKit(fixtures().cards);
    const { id, chars } = k.company(0, ['Bilbo', 'Frodo', 'Aragorn II'], 'Weathertop');
    const first = k.hand(0, 'Concealment');
    const second = k.hand(0, 'Concealment');
    k.enterSite(id);
    const attack = combat(k)?.attack;
    if (!attack) throw new Error('no attack');
    attack.prowess += 1;
    attack.cancelFirst = [{ by: 'Unabated in Malice', strikes: 0, prowess: 1, body: 0 }];
    k.play(0, first, chars[0] as number);
    expect(combat(k)?.attack.prowess).toBe(6);
    expect(k.events.some((e) => e.type === 'attackCancelled')).toBe(false);
    k.play(0, second, chars[1] as number);
    expect(combat(k)).toBe(null);
    expect(k.events.some((e) => e.type === 'attackCancelled')).toBe(true);
  });
});
