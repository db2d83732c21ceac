/**
 * The defender of a company vs. company attack plays resources in his opponent's turn (coe-rules 3.V: "the defending (hazard) player may
 * take resource/character actions even though it is not that player's turn, but only if the action has an effect that would cancel the
 * attack OR that would affect a strike during a strike sequence"; effects/query.ts defendsCompanyAttack).
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src-shared/engine';
import { ScenarioKit } from '../cards/kit/kit';
import { minionKit } from '../cards/kit/templates';
import { fixtures } from './engine-fixtures/fixtures';

const kit = () => minionKit(new ScenarioKit(fixtures().cards));

describe('company vs. company combat: the defender plays resources', () => {
  it("the attacked Wizard player's resource made for the attack window is offered to him before strikes are assigned, in the Ringwraith player's site phase", () => {
    const k = kit();
    const foe = k.company(0, ['Tarcil'], 'Moria');
    const heroes = k.company(1, ['Aragorn II'], 'Moria');
    const card = k.hand(1, 'Power Against the Shadow');
    k.phase('site');
    k.act(0, { type: 'attackCompany', companyId: foe.id, targetCompanyId: heroes.id, attackers: foe.chars });
    expect(k.s.turn.active).toBe(0);
    expect(legalActions(k.s, 1)).toContainEqual({ type: 'playCard', inst: card, target: null });
    k.play(1, card, null);
    expect(k.where(card)).toBe('discard');
  });

  it('outside such an attack, the non-active seat is not offered it', () => {
    const k = kit();
    k.company(0, ['Tarcil'], 'Moria');
    k.company(1, ['Aragorn II'], 'Moria');
    const card = k.hand(1, 'Power Against the Shadow');
    k.phase('site');
    expect(legalActions(k.s, 1).some((a) => a.type === 'playCard' && a.inst === card)).toBe(false);
  });
});
