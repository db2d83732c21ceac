/**
 * An attack whose strikes the defender assigns all of (Attack.defenderAssignsAll; Motionless Among the Slain: "You assign all strikes of
 * the attack regardless of the attack’s normal capabilities and character status"): the defender may assign a strike to a tapped or
 * wounded character, where he otherwise assigns only to untapped ones (coe-rules §3.II: "the defending player assigns strikes to his
 * untapped characters"; combat.ts assignableTargets).
 */
import { describe, expect, it } from 'vitest';
import { applyInPlace } from '../../src-shared/engine/api';
import { currentCombat } from '../../src-shared/engine/cards/cardApi';
import { ScenarioKit } from '../cards/kit/kit';
import { minionAttackWindow } from '../cards/helpers/minionEvents';
import { fixtures } from './engine-fixtures/fixtures';

describe('the defender assigns all strikes', () => {
  it('a tapped and a wounded character take strikes from the defender when the attack says so, and not otherwise', () => {
    const k = new ScenarioKit(fixtures().cards);
    const { chars } = minionAttackWindow(k, { names: ['Shagrat', 'Mauhúr', 'Lugdush'], creature: 'Wolves', cards: [], prepare: (cs) => (k.setStatus(cs[1] as number, 'tapped'), k.setStatus(cs[2] as number, 'wounded')) });
    const [, mauhur, lugdush] = chars as [number, number, number];
    expect(applyInPlace(structuredClone(k.s), 1, { type: 'assignStrike', target: mauhur }).ok).toBe(false);
    const combat = currentCombat(k.s);
    if (combat) combat.attack.defenderAssignsAll = true;
    expect(applyInPlace(k.s, 1, { type: 'assignStrike', target: mauhur }).ok).toBe(true);
    expect(applyInPlace(k.s, 1, { type: 'assignStrike', target: lugdush }).ok).toBe(true);
  });
});
