/**
 * An automatic-attack that "cannot be canceled" (Arouse Defenders: "This turn, the prowess of one automatic-attack (your choice)
 * at target site is increased by 2 and cannot be canceled"): `turn.autoAttackMods[].uncancelable` marks the attack
 * (`Attack.uncancelable`), and combat.ts cancelCombat leaves it under way.
 */
import { describe, expect, it } from 'vitest';
import { ScenarioKit } from '../cards/kit/kit';
import { fixtures } from './engine-fixtures/fixtures';

/** Bilbo and Aragorn II enter Raider-hold (its Men automatic-attack modified as given); Bilbo taps for Concealment. */
function concealed(uncancelable: boolean): ScenarioKit {
  const k = new ScenarioKit(fixtures().cards);
  const { id, chars } = k.company(0, ['Bilbo', 'Aragorn II'], 'Raider-hold');
  k.s.turn.autoAttackMods = [{ site: k.siteId('Raider-hold'), index: 0, prowess: 0, ...(uncancelable ? { uncancelable: true } : {}) }];
  const conceal = k.hand(0, 'Concealment');
  k.enterSite(id);
  k.play(0, conceal, chars[0] as number);
  return k;
}

describe('automatic-attacks that cannot be canceled', () => {
  it('"cannot be canceled": Concealment leaves the attack under way', () => {
    const k = concealed(true);
    expect(k.s.stack.some((x) => x.kind === 'combat')).toBe(true);
    expect(k.events.some((e) => e.type === 'attackCancelled')).toBe(false);
  });
  it('without the mark Concealment cancels it', () => {
    const k = concealed(false);
    expect(k.s.stack.some((x) => x.kind === 'combat')).toBe(false);
    expect(k.events.some((e) => e.type === 'attackCancelled')).toBe(true);
  });
});
