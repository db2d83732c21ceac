/**
 * Removing a corruption card from one's character (action removeHazard, phases/removal.ts):
 * "During his organization phase, the character may tap to attempt to remove this card. Make a
 * roll—if the result is greater than 4, discard this card" (Lure of Nature). The card-by-card
 * scenarios are in engine-cards.test.ts; these test the action itself: what is offered, the roll
 * event, the words for it, the API schema, the bot, and the "Discard this card if …" state checks.
 */
import { describe, expect, it } from 'vitest';
import { actionSchema } from '../../src-shared/api/schemasGames';
import { applyAction, legalActions, viewFor } from '../../src-shared/engine';
import { chooseAction } from '../../src-shared/engine/bots/simple';
import { chanceAbove } from '../../src-shared/engine/phases/removal';
import { ScenarioKit } from '../cards/kit/kit';
import type { GameEvent } from '../../src-shared/engine/types';
import { groupActions } from '../../src-shared/play/decision';
import { describeAction, describeEvent, diceLine } from '../../src-shared/play/describe';
import { fixtures } from './engine-fixtures/fixtures';
import type { RollEvent } from '../../src-shared/engine/events';

const kit = () => new ScenarioKit(fixtures().cards);

function withLure(k: ScenarioKit) {
  const { id, chars } = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
  const [aragorn, legolas] = chars as [number, number];
  const lure = k.attach(aragorn, 'Lure of Nature');
  k.phase('organization');
  return { id, aragorn, legolas, lure };
}

const removalRoll = (events: GameEvent[]) => events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'removal');

describe('removeHazard', () => {
  it('is offered to the active player for his untapped bearer of a card with removal terms, and to no one else', () => {
    const k = kit();
    const { aragorn, legolas, lure } = withLure(k);
    expect(legalActions(k.s, 0).filter((a) => a.type === 'removeHazard')).toEqual([{ type: 'removeHazard', inst: lure, bearer: aragorn }]);
    expect(legalActions(k.s, 1)).toEqual([]);
    // Not on the wrong character, not for a card that is not on him.
    expect(k.refused(0, { type: 'removeHazard', inst: lure, bearer: legolas }).code).toBe('NOT_ON_BEARER');
    k.setStatus(aragorn, 'wounded');
    expect(legalActions(k.s, 0).some((a) => a.type === 'removeHazard')).toBe(false);
    expect(k.refused(0, { type: 'removeHazard', inst: lure, bearer: aragorn }).code).toBe('TAPPED');
  });

  it('a card without removal terms cannot be rolled away', () => {
    const k = kit();
    const { chars } = k.company(0, ['Aragorn II'], 'Rivendell');
    const other = k.attach(chars[0] as number, 'Dragon-sickness');
    k.phase('organization');
    expect(k.refused(0, { type: 'removeHazard', inst: other, bearer: chars[0] as number }).code).toBe('NO_REMOVAL');
  });

  it('the roll event: 2D6 against the number, the bearer taps; the input state is untouched (applyAction)', () => {
    const k = kit();
    const { aragorn, lure } = withLure(k);
    k.rig([2, 2]);
    const before = JSON.stringify({ ...k.s, catalog: null });
    const r = applyAction(k.s, 0, { type: 'removeHazard', inst: lure, bearer: aragorn });
    expect(JSON.stringify({ ...k.s, catalog: null })).toBe(before);
    if (!r.ok) throw new Error(r.rejection.message);
    const roll = removalRoll(r.events);
    expect(roll).toMatchObject({ dice: [2, 2], total: 4, against: 4, need: 5, result: 'stays', inst: aragorn, target: lure });
    expect(r.state.status[aragorn]).toBe('tapped');
    expect(r.state.chars[aragorn]?.hazards).toContain(lure);
    const ctx = { view: viewFor(r.state, 0) };
    expect(diceLine(ctx, roll as GameEvent)?.text).toBe('2D6 4 = 4 vs to remove Lure of Nature 4: stays');
  });

  it('a success discards the card and says so', () => {
    const k = kit();
    const { aragorn, lure } = withLure(k);
    k.rig([4, 3]);
    const events = k.act(0, { type: 'removeHazard', inst: lure, bearer: aragorn });
    expect(removalRoll(events)?.result).toBe('removed');
    expect(k.where(lure)).toBe('discard');
    const ctx = { view: viewFor(k.s, 0) };
    const removed = events.find((e) => e.type === 'hazardRemoved') as GameEvent;
    expect(describeEvent(ctx, removed)).toMatch(/Lure of Nature is removed from Aragorn II/);
  });

  it('words, decision group and API schema', () => {
    const k = kit();
    const { aragorn, lure } = withLure(k);
    const action = { type: 'removeHazard' as const, inst: lure, bearer: aragorn };
    const view = viewFor(k.s, 0);
    expect(describeAction({ view }, 0, action)).toBe('Aragorn II: try to remove Lure of Nature (taps)');
    const groups = groupActions(view, 0, legalActions(k.s, 0));
    expect(groups.find((g) => g.choices.some((c) => c.action.type === 'removeHazard'))?.key).toBe('characters');
    expect(actionSchema.parse(action)).toEqual(action);
    expect(actionSchema.safeParse({ type: 'removeHazard', inst: lure }).success).toBe(false);
  });

  it('a removal without tapping (Rebel-talk) is not described as tapping, and is refused a second time in the turn', () => {
    const k = kit();
    const { chars } = k.company(0, ['Bilbo'], 'Rivendell');
    const bilbo = chars[0] as number;
    const card = k.attach(bilbo, 'Rebel-talk');
    k.phase('organization');
    const action = { type: 'removeHazard' as const, inst: card, bearer: bilbo };
    expect(describeAction({ view: viewFor(k.s, 0) }, 0, action)).toBe('Bilbo: try to remove Rebel-talk');
    k.rig([1, 1]);
    k.act(0, action);
    expect(k.refused(0, action).code).toBe('ONCE');
    // Greater than 7 succeeds 15 times in 36: the bot does not try.
    k.s.turn.removalTried = [];
    expect(chooseAction(k.s, 0)).not.toEqual(action);
  });

  it('the simple bot tries when the odds are at least one half', () => {
    expect(chanceAbove(4)).toBeCloseTo(30 / 36);
    expect(chanceAbove(6)).toBeCloseTo(21 / 36);
    expect(chanceAbove(7)).toBeCloseTo(15 / 36);
    const k = kit();
    const { aragorn, lure } = withLure(k);
    expect(chooseAction(k.s, 0)).toEqual({ type: 'removeHazard', inst: lure, bearer: aragorn });
  });

  it('"Discard this card if his company has 4 or more characters" is checked after every action', () => {
    const k = kit();
    const a = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell');
    const b = k.company(0, ['Gimli', 'Bilbo'], 'Rivendell');
    const card = k.attach(a.chars[0] as number, 'Alone and Unadvised');
    k.phase('organization');
    k.act(0, { type: 'joinCompany', companyId: b.id, intoCompanyId: a.id });
    expect(k.where(card)).toBe('discard');
    const ev = k.events.find((e) => e.type === 'hazardDiscarded') as GameEvent;
    expect(describeEvent({ view: viewFor(k.s, 0) }, ev)).toMatch(/Alone and Unadvised on Aragorn II is discarded \(his company has 4 or more characters\)/);
  });
});
