/**
 * Dark Arda setup (phases/darkSetup.ts) over many seeds and table sizes: replay from the log is
 * byte-identical, and the bots always finish the setup with every rule of "Game Setup" holding.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { actionSchema } from '../../src-shared/api/schemasGames';
import { createGame, legalActions, replay, SetupError } from '../../src-shared/engine';
import { actor, actors } from '../../src-shared/engine/phases/flow';
import { cardOf } from '../../src-shared/engine/state';
import type { GameState } from '../../src-shared/engine/types';
import { darkArdaSet, darkSetup } from './engine-fixtures/darkArdaFixtures';
import { drive, topKind } from './engine-fixtures/darkArdaDrive';
import { runChecked } from './engine-fixtures/botGames';
import { invariantProblems } from './engine-fixtures/fixtures';

const json = (s: GameState) => JSON.stringify({ ...s, catalog: null });

/** Every rule of the setup that must hold once the first turn has begun; the problems found. */
function setupProblems(s: GameState): string[] {
  const out = [...invariantProblems(s)];
  const z = s.sets.ringwraith;
  if (!z) return ['no ringwraith zones'];
  const n = s.players.length;
  if (new Set(s.players.map((p) => s.cardOf[p.avatarInPlay ?? -1])).size !== n) out.push('two seats play one Ringwraith');
  for (const p of s.players) {
    const mine = s.companies.filter((c) => c.owner === p.seat);
    const wraiths = mine.flatMap((c) => c.chars).filter((i) => cardOf(s, i).race === 'Ringwraith');
    const others = mine.flatMap((c) => c.chars).filter((i) => cardOf(s, i).race !== 'Ringwraith');
    if (others.length > 6) out.push(`seat ${p.seat} starts with ${others.length} characters`);
    const mind = others.reduce((k, i) => k + (cardOf(s, i).mind ?? 0), 0);
    if (mind > 20) out.push(`seat ${p.seat} starts with ${mind} mind`);
    if (p.hand.length !== 8 - (wraiths.length - 1)) out.push(`seat ${p.seat} Play hand ${p.hand.length} with ${wraiths.length - 1} followers`);
    const ring = p.mpHand.filter((i) => s.deckOf[i] === 'ring').length;
    const whispers = p.playArea.some((i) => cardOf(s, i).name === 'Whispers of Rings');
    if (p.mpHand.length !== 5 || ring !== (whispers ? 2 : 0)) out.push(`seat ${p.seat} Treasure hand ${p.mpHand.length} with ${ring} rings`);
    if ((p.modeCards ?? []).length !== 3) out.push(`seat ${p.seat} has ${(p.modeCards ?? []).length} mode cards`);
    if (p.pool.length > 0) out.push(`seat ${p.seat} keeps a pool`);
    const items = others.flatMap((c) => s.chars[c]?.items ?? []).length + p.playArea.length;
    if (items > 2) out.push(`seat ${p.seat} drafted ${items} starting items`);
  }
  if (z.faceUp.character.length !== Math.min(4, z.faceUp.character.length + z.decks.character.length)) out.push('face-up characters not refilled');
  if (s.turn.number !== 1 || s.turn.active !== s.order[0] || topKind(s) !== 'organization') out.push('the first player does not start');
  return out;
}

describe('Dark Arda setup: replay and properties', () => {
  it.each([2, 5, 7, 9])('%i players: replay(setup, log) equals the live state byte for byte after setup', (n) => {
    const setup = darkSetup(n, `replay-${n}`);
    const live = drive(createGame(setup), undefined, undefined, 'planner');
    expect(live.log.length).toBeGreaterThan(n * 2);
    expect(json(replay(setup, live.log))).toBe(json(live));
    // The setup actions cross IPC: each logged one passes the action schema unchanged.
    for (const e of live.log) expect(actionSchema.parse(e.action)).toEqual(e.action);
  });

  it('for any seed and 2–9 players the bots finish the setup and every rule holds (pools of twelve or fewer, companies ≤ 6 characters and ≤ 20 mind, hand sizes, each instance in one place)', () => {
    fc.assert(
      fc.property(fc.integer(), fc.integer({ min: 2, max: 9 }), fc.boolean(), fc.option(fc.integer({ min: 1, max: 91 })), (seed, n, planner, entries) => {
        // Sometimes a Character deck cut short (its first `entries` cards), so the pile runs out before twelve each.
        const full = darkArdaSet();
        const set = entries === null ? full : { ...full, decks: { ...full.decks, character: full.decks.character.slice(0, entries) } };
        const characters = set.decks.character.reduce((k, e) => k + e.copies + e.proxies, 0);
        if (characters < n) {
          expect(() => createGame(darkSetup(n, seed, set))).toThrow(SetupError);
          return;
        }
        const s = createGame(darkSetup(n, seed, set));
        let dealt = false;
        drive(
          s,
          (state, seat, legal) => {
            // Every listed choice is the seat's, while it is the seat's decision.
            expect(actor(state)).toBe(seat);
            expect(legal.length).toBeGreaterThan(0);
            if (!dealt && topKind(state) === 'darkCompany') {
              dealt = true;
              const pools = state.players.map((p) => p.pool.length);
              expect(new Set(pools).size).toBe(1);
              expect(pools[0]).toBe(Math.min(12, Math.floor(characters / n)));
              expect(invariantProblems(state)).toEqual([]);
            }
            return undefined;
          },
          undefined,
          planner ? 'planner' : 'simple',
        );
        expect(dealt).toBe(true);
        expect(setupProblems(s)).toEqual([]);
        // The first player decides (with 5+ seats so do the other active seats, "going first simultaneously"); nobody else has a decision.
        const deciding = actors(s);
        expect(deciding[0]).toBe(s.order[0]);
        expect(deciding).toHaveLength(n >= 8 ? 3 : n >= 5 ? 2 : 1);
        // Out of turn: trades, and a real Prone to Violence, "even if it is not their turn" (darkArda/prone.ts).
        for (const p of s.players) if (!deciding.includes(p.seat)) expect(legalActions(s, p.seat).filter((a) => a.type !== 'offerTrade' && a.type !== 'playProneToViolence')).toEqual([]);
      }),
      { numRuns: 200 },
    );
  });

  it.each([2, 5, 7, 9])('%i players: the game the setup starts plays on to its end with the bots, every card in one place at every step', (n) => {
    // The rules during play are still Arda Revised's where Dark Arda's are not wired (README); the setup's state must carry them.
    // The table agrees an Audience at 15 MP, as in engine-properties-dark-arda.test.ts: computer players play no card without a
    // definition (issue 22), and two of them may not reach 25 MP from the rest before the safety stop (onward-2 did not).
    const { state, steps } = runChecked({ ...darkSetup(n, `onward-${n}`), options: { councilMp: 15 } }, true);
    expect(steps).toBeGreaterThan(n * 4);
    expect(state.result?.reason).toBeDefined();
  });
});
