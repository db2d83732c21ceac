/**
 * The engine under a malicious table (tests/fuzz): random, mixed and bot players, with moves the
 * table does not offer, over every profile, seat count, set (pool and deck lists) and player,
 * every action checked (tests/fuzz/invariants.ts) and every finished game replayed. The long
 * runs are `npm run soak`; a failing key here plays again alone with `npm run soak -- --only KEY`.
 */
import { describe, expect, it } from 'vitest';
import { createGame } from '../../src-shared/engine';
import { fuzzGame, fuzzSetupOf, keyOf, parseKey, type FuzzConfig, type FuzzResult } from '../fuzz/fuzzGame';
import { baselineOf, finishedGameProblems, stateProblems } from '../fuzz/invariants';
import { configOf, matrix, type Cell } from '../fuzz/matrix';
import { soaking } from '../helpers/soak';

/**
 * The game numbers the runs start from (any start must pass: the first-round run from 100 met the command-card defect,
 * arda-revised/ringwraith/6/pool/random/r1/178, until an ability whose card left its place fizzled).
 */
const FIRST_ROUND_GAMES = 1000;
const WHOLE_GAMES = 1200;

/** Cells per profile, sides and seat count: the sets (pool, deck lists) times the players (random, mixed, bot). */
const VARIANTS = 6;

/**
 * In the suite, each profile, sides and seat count once, its set and player taken in turn (a sixth of the matrix); the soak
 * (ARDA_SOAK=1) plays every cell.
 */
function suiteCells(cells: Cell[]): Cell[] {
  return soaking() ? cells : cells.filter((_c, i) => i % VARIANTS === Math.floor(i / VARIANTS) % VARIANTS);
}

/** Plays one game per cell; every game must end with no problem. */
function playAll(cells: Cell[], rounds: number, first: number): FuzzResult[] {
  const results = cells.map((cell, i) => fuzzGame(configOf(cell, first + i, rounds)));
  for (const r of results) {
    const problems = r.problems.map((p) => `${p.kind}: ${p.message}${p.step === undefined ? '' : ` (action ${p.step}, ${p.at}, ${JSON.stringify(p.action)})`}`);
    expect(problems, r.seed).toEqual([]);
    expect(r.ok, r.seed).toBe(true);
  }
  return results;
}

describe('the engine under a malicious table', () => {
  it('plays the first round of every profile, seat count, set and player, every action checked', () => {
    const cells = suiteCells(matrix({}));
    const results = playAll(cells, 1, FIRST_ROUND_GAMES);
    // Arda Revised 2–7 seats × three sides, Dark Arda 2–9; pool and deck lists, random / mixed / bot all met.
    expect(new Set(results.map((r) => `${r.config.profile}/${r.config.sides}/${r.config.seats}`)).size).toBe(6 * 3 + 8);
    expect(new Set(cells.map((c) => `${c.sets}/${c.player}`)).size).toBe(VARIANTS);
    expect(new Set(results.map((r) => r.reason))).toContain('round-cap');
    const malice = results.reduce((n, r) => n + r.malice.sent, 0);
    expect(malice).toBeGreaterThan(0);
    // Every move the table did not offer was refused with a typed rejection or taken with the invariants holding.
    expect(results.reduce((n, r) => n + r.malice.rejected + r.malice.accepted, 0)).toBe(malice);
    // About 85 s of one core; the bound leaves room for the other test worker on 2 cores.
  }, 300_000);

  it('plays whole games at two seats, to an ending by the rules', () => {
    const results = playAll(matrix({ seats: [2] }), 120, WHOLE_GAMES);
    expect(results).toHaveLength((3 + 1) * 2 * 3);
    for (const r of results) expect(['council', 'elimination', 'one-ring', 'audience', 'avatars-eliminated', 'no-players', 'round-cap'], r.seed).toContain(r.reason);
    expect(results.filter((r) => r.reason !== 'round-cap').length).toBeGreaterThan(results.length / 2);
  }, 120_000);

  it('plays a game again from its key, the same to the byte', () => {
    const config: FuzzConfig = { profile: 'arda-revised', sides: 'mixed', seats: 3, sets: 'B+G', player: 'random', maxRounds: 3, n: 7 };
    expect(parseKey(keyOf(config))).toEqual(config);
    const a = fuzzGame(config);
    const b = fuzzGame(parseKey(a.seed));
    expect(b.actions).toBe(a.actions);
    expect(JSON.stringify(b.state?.log)).toBe(JSON.stringify(a.state?.log));
    expect(() => parseKey('arda-revised/mixed/8/pool/random/r3/7')).toThrow(/seats 8/);
    expect(() => parseKey('dark-arda/ringwraith/3/A/random/r3/7')).toThrow(/sets A/);
  });

  it('reports a card in two places, a created instance and a log that does not replay', () => {
    // The checks themselves: each planted fault is found.
    const config: FuzzConfig = { profile: 'arda-revised', sides: 'wizard', seats: 2, sets: 'pool', player: 'bot', maxRounds: 2, n: 1 };
    const setup = fuzzSetupOf(config);
    const s = createGame(setup);
    const base = baselineOf(s);
    expect(stateProblems(s, base)).toEqual([]);
    const p0 = s.players[0];
    const card = p0?.hand[0] as number;
    p0?.mpPile.push(card);
    expect(stateProblems(s, base).join()).toMatch(new RegExp(`instance ${card} in p0.hand and p0.mpPile`));
    p0?.mpPile.pop();
    s.cardOf.push(s.cardOf[card] as string);
    expect(stateProblems(s, base).join()).toMatch(/instances: \d+ .* started with/);
    s.cardOf.pop();
    const game = fuzzGame(config);
    const done = game.state as NonNullable<typeof game.state>;
    expect(finishedGameProblems(setup, done)).toEqual([]);
    done.players[0]?.mpPile.push(...(done.players[0]?.hand.splice(0, 1) ?? []));
    expect(finishedGameProblems(setup, done).join()).toMatch(/replay differs|scored/);
  });
});
