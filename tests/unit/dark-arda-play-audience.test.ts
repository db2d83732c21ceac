/**
 * Dark Arda "Sudden Call Rule" and "Winning the Game": "each player is considered to have a copy of Sudden Call in their hand …
 * the card Sudden Call is no longer required to call the Audience with Sauron." "any player with 25 or more MP may call the
 * Audience with Sauron. Every other player gets one final turn, and then each player's MP are totaled as per the standard rules
 * (including double MP for sources that no other player has, and restricting any one source to providing no more than half the
 * player's total MP). Once the totals are counted, whichever player has the highest amount of MP wins the game."
 * The standard rules' count begins with corruption checks (coe-rules 10.3.i: "each player makes a corruption check for each of
 * their non-Ringwraith, non-Balrog characters").
 */
import { describe, expect, it } from 'vitest';
import { legalActions, viewFor } from '../../src-shared/engine';
import { actor } from '../../src-shared/engine/phases/flow';
import { scoreSheet, totalMp } from '../../src-shared/engine/scoring';
import { PROFILES, type GameEvent } from '../../src-shared/engine/types';
import { describeAction, describeEvent } from '../../src-shared/play/describe';

import { darkKit } from './engine-fixtures/darkArdaPlay';
import { cardByName } from './engine-fixtures/fixtures';
import type { RollEvent } from '../../src-shared/engine/events';

/** Seat 0 with stored items (MP pile) and a faction worth at least `mp`; seat 1 with a faction only. */
function position(mp: number) {
  const k = darkKit();
  const { chars } = k.company(0, ['Gorbag', 'Shagrat'], 'Minas Morgul');
  const wraith = k.spawn('The Witch-king', 0);
  k.s.companies[0]!.chars.push(wraith);
  k.s.chars[wraith] = { owner: 0, company: k.s.companies[0]!.id, followerOf: null, items: [], allies: [], hazards: [] };
  k.s.players[0]!.avatarInPlay = wraith;
  k.company(1, ['Ufthak'], 'Dol Guldur');
  k.inPlay(0, 'Black Trolls');
  k.inPlay(1, 'Orcs of Gorgoroth');
  while (totalMp(k.s, 0) < mp) k.s.players[0]!.mpPile.push(k.spawn('Black Mace', 0));
  return { k, chars, wraith };
}

/** Ends the active seat's turn (every seat passing) until the next turn begins or the game ends. */
function endTurnOf(k: ReturnType<typeof darkKit>, active: number): GameEvent[] {
  Object.assign(k.s.turn, { active, firstHazard: 1 - active });
  k.s.stack = [{ kind: 'endTurn', stage: 'active' }];
  const events: GameEvent[] = [];
  for (let guard = 0; guard < 12 && !k.s.result && !events.some((e) => e.type === 'turn'); guard++) {
    const who = actor(k.s);
    const legal = k.legal(who);
    const a = legal.find((x) => x.type === 'endPhase') ?? legal.find((x) => x.type === 'discard') ?? legal[0];
    if (!a) throw new Error(`seat ${who} has nothing to do`);
    events.push(...k.act(who, a));
  }
  return events;
}

describe('Dark Arda: the Audience with Sauron', () => {
  it('"any player with 25 or more MP may call": below 25 the call is not offered and is refused quoting the rule', () => {
    const { k } = position(1);
    k.s.players[0]!.mpPile = [];
    expect(totalMp(k.s, 0)).toBeLessThan(25);
    expect(k.legal(0).some((a) => a.type === 'callCouncil')).toBe(false);
    const r = k.refused(0, { type: 'callCouncil' });
    expect(r.code).toBe('NOT_ENOUGH_MP');
    expect(r.message).toContain('any player with 25 or more MP may call the Audience with Sauron');
    expect(r.rule).toContain('Winning the Game');
  });

  it('at 25 MP the virtual Sudden Call is offered (no card in hand), and the decision reads "Audience with Sauron"', () => {
    const { k } = position(25);
    expect(totalMp(k.s, 0)).toBeGreaterThanOrEqual(25);
    expect(k.s.players[0]!.hand.some((i) => k.s.catalog.cards[k.s.cardOf[i] as string]?.name === 'Sudden Call')).toBe(false);
    const call = legalActions(k.s, 0).find((a) => a.type === 'callCouncil');
    expect(call).toBeDefined();
    expect(describeAction({ view: viewFor(k.s, 0) }, 0, call!)).toContain('Audience with Sauron');
  });

  it('"Every other player gets one final turn", then the count: reason audience, scores are the final sheets', () => {
    const { k, chars } = position(25);
    k.act(0, { type: 'callCouncil' });
    const raw = [scoreSheet(k.s, 0), scoreSheet(k.s, 1)];
    const seat1Turn = endTurnOf(k, 0);
    expect(seat1Turn.some((e) => e.type === 'turn' && e.seat === 1)).toBe(true);
    expect(k.s.result).toBeNull();
    k.rig(Array.from({ length: 2 * (chars.length + 1) }, () => 6));
    const end = endTurnOf(k, 1);
    const result = k.s.result!;
    expect(result.reason).toBe('audience');
    // No further turn for the caller: the game ends after seat 1's.
    expect(end.some((e) => e.type === 'turn')).toBe(false);
    // coe-rules 10.3.i: a check for each non-Ringwraith character; the Witch-king makes none.
    const checks = end.filter((e): e is RollEvent => e.type === 'roll' && e.purpose === 'corruption').map((e) => e.inst);
    expect(new Set(checks)).toEqual(new Set([...chars, ...k.s.companies.filter((c) => c.owner === 1).flatMap((c) => c.chars)]));
    // Items: seat 0 alone has item points ("double MP for sources that no other player has"); both have faction points.
    const item = 2 * raw[0]!.item;
    const faction = raw[0]!.faction;
    const expectedItem = Math.min(item, faction + raw[0]!.character + raw[0]!.ally + raw[0]!.kill + raw[0]!.misc);
    expect(raw[1]!.item).toBe(0);
    expect(raw[1]!.faction).toBeGreaterThan(0);
    expect(result.scores[0]!.faction).toBe(faction);
    expect(result.scores[0]!.item).toBe(expectedItem);
    expect(result.scores[0]!.total).toBe(expectedItem + faction + raw[0]!.character + raw[0]!.ally + raw[0]!.kill + raw[0]!.misc - raw[0]!.negative);
    // The log reads the Audience's name.
    const words = end.map((e) => describeEvent({ view: viewFor(k.s, 0) }, e)).filter((x): x is string => x !== null);
    expect(words).toContain('The Audience with Sauron: final corruption checks');
    expect(words.some((w) => w.startsWith('Game over (the Audience with Sauron)'))).toBe(true);
    // "whichever player has the highest amount of MP wins".
    const best = Math.max(result.scores[0]!.total, result.scores[1]!.total);
    expect(result.winners).toEqual([0, 1].filter((seat) => result.scores[seat]!.total === best));
  });

  it('the same position under Arda Revised ends by the Council with the raw sheets (profile-keyed)', () => {
    const { k } = position(25);
    delete k.s.profile;
    k.act(0, { type: 'callCouncil' });
    const raw0 = scoreSheet(k.s, 0);
    endTurnOf(k, 0);
    k.rig(Array.from({ length: 6 }, () => 6));
    endTurnOf(k, 1);
    expect(k.s.result?.reason).toBe('council');
    expect(k.s.result?.scores[0]?.item).toBe(raw0.item);
  });

  it('the Audience is called once: a second call is refused', () => {
    const { k } = position(25);
    k.act(0, { type: 'callCouncil' });
    expect(k.refused(0, { type: 'callCouncil' }).message).toContain('Audience with Sauron has been called');
    expect(cardByName('Sudden Call').text).toContain('Audience of Sauron');
  });

  it('"any player with 25 or more MP may call the Audience": 25 unless the group agreed on another figure in the game options', () => {
    const { k } = position(13);
    while (totalMp(k.s, 0) >= 25) k.s.players[0]!.mpPile.pop();
    expect(totalMp(k.s, 0)).toBeGreaterThanOrEqual(12);
    // A Dark Arda game started without a figure calls at 25 (PROFILES' callMp, createGame's default for the profile).
    expect(PROFILES['dark-arda'].callMp).toBe(25);
    expect(k.legal(0).some((a) => a.type === 'callCouncil')).toBe(false);
    const refusal = k.refused(0, { type: 'callCouncil' });
    expect(refusal.message).toMatch(/"any player with 25 or more MP may call the Audience with Sauron": you have \d+ MP/);
    // A figure the group agreed on holds, and the refusal says so beside the text's.
    k.s.options.councilMp = 30;
    expect(k.refused(0, { type: 'callCouncil' }).message).toMatch(/\(this game calls it at 30 MP\)/);
    k.s.options.councilMp = 12;
    expect(k.legal(0).some((a) => a.type === 'callCouncil')).toBe(true);
  });
});
