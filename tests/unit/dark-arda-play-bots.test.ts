/**
 * Dark Arda played by the bots from the first turn (the Dark Arda setup is not wired yet: an Arda Revised setup of Ringwraith
 * seats, then the 'dark-arda' profile): every game ends by a Dark Arda ending ("There are three ways to win an Arda game"), the
 * Audience's scores are the standard final count, the bots call "the Audience with Sauron" only when ahead by that count, and
 * Prone to Violence's company-vs-company attacks between Ringwraith players happen.
 */
import { describe, expect, it } from 'vitest';
import { actors, applyInPlace, createGame, legalActions } from '../../src-shared/engine';
import { chooseBotAction } from '../../src-shared/engine/bots/planner';
import { finalSheets } from '../../src-shared/engine/darkArda/result';
import { actor } from '../../src-shared/engine/phases/flow';
import { totalMp } from '../../src-shared/engine/scoring';
import type { GameEvent } from '../../src-shared/engine/types';
import { darkGame } from './engine-fixtures/darkArdaPlay';
import { darkSetup } from './engine-fixtures/darkArdaFixtures';
import { invariantProblems, setupFor } from './engine-fixtures/fixtures';

let legalAttacks = 0;
const DARK_ENDINGS = ['audience', 'avatars-eliminated', 'one-ring', 'round-cap', 'no-players'];

function play(seed: string, seats: number, level: 'simple' | 'planner') {
  const s = darkGame(seed, seats);
  const events: GameEvent[] = [];
  let calledAhead: boolean | null = null;
  for (let steps = 0; !s.result; steps++) {
    if (steps > 60_000) throw new Error(`seed ${seed}: too long`);
    const seat = actor(s);
    const a = chooseBotAction(s, seat, level);
    if (legalActions(s, seat).some((x) => x.type === 'attackCompany')) legalAttacks++;
    if (!a) throw new Error(`seed ${seed}: seat ${seat} has no action`);
    if (a.type === 'callCouncil') {
      // Ahead by the Audience's own count (the final sheets), not the running totals.
      const finals = finalSheets(s);
      calledAhead = (finals[seat]?.total ?? 0) > Math.max(...s.players.filter((p) => p.seat !== seat && !p.out).map((p) => finals[p.seat]?.total ?? 0));
    }
    const r = applyInPlace(s, seat, a);
    if (!r.ok) throw new Error(`seed ${seed}: ${a.type} rejected: ${r.rejection.message}`);
    events.push(...r.events);
    if (steps % 50 === 0 || s.result) expect(invariantProblems(s), `seed ${seed} step ${steps}`).toEqual([]);
  }
  return { s, events, calledAhead };
}

describe('Dark Arda bot games', () => {
  it('20 games of 2–4 Ringwraith players end by Dark Arda endings, scored by the final count', () => {
    const reasons = new Map<string, number>();
    let sameSideAttacks = 0;
    let modes = 0;
    for (let g = 0; g < 20; g++) {
      const seats = 2 + (g % 3);
      const { s, events, calledAhead } = play(`dark-${g}`, seats, g % 2 === 0 ? 'simple' : 'planner');
      const result = s.result!;
      reasons.set(result.reason, (reasons.get(result.reason) ?? 0) + 1);
      expect(DARK_ENDINGS).toContain(result.reason);
      if (result.reason === 'audience' || result.reason === 'round-cap') expect(result.scores).toEqual(finalSheets(s));
      if (result.reason === 'audience' && calledAhead !== null && s.turn.round < 30) expect(calledAhead).toBe(true);
      sameSideAttacks += events.filter((e) => e.type === 'attack' && /^company /.test(String(e.label))).length;
      modes += events.filter((e) => e.type === 'assumeMode').length;
    }
    console.log('dark arda bot games', Object.fromEntries(reasons), { sameSideAttacks, modes, legalAttacks });
    expect(reasons.get('audience') ?? 0).toBeGreaterThan(0);
    // Prone to Violence: attacks between Ringwraith players' companies; the bots take modes to move their Ringwraiths.
    expect(sameSideAttacks).toBeGreaterThan(0);
    expect(modes).toBeGreaterThan(0);
  }, 300_000);

  it('simultaneous turns (5–7 Ringwraith seats, lanes): 6 games end by Dark Arda endings with the invariants kept', () => {
    const reasons: string[] = [];
    for (let g = 0; g < 6; g++) {
      const seats = 5 + (g % 3);
      const s = createGame(setupFor(Array.from({ length: seats }, () => 'ringwraith' as const), `dark-sim-${g}`));
      let switched = false;
      for (let steps = 0; !s.result; steps++) {
        if (steps > 80_000) throw new Error(`dark-sim-${g}: too long`);
        // Dark Arda rules from the first turn on (the setup is Arda Revised's until the Dark Arda setup is wired).
        if (!switched && s.turn.number >= 1) {
          s.profile = 'dark-arda';
          s.options.councilMp = 25;
          switched = true;
        }
        const deciders = actors(s);
        const seat = deciders[steps % deciders.length]!;
        const a = chooseBotAction(s, seat, 'simple');
        if (!a) throw new Error(`dark-sim-${g}: seat ${seat} has no action`);
        const r = applyInPlace(s, seat, a);
        if (!r.ok) throw new Error(`dark-sim-${g}: ${a.type} rejected: ${r.rejection.message}`);
        if (steps % 100 === 0) expect(invariantProblems(s), `dark-sim-${g} step ${steps}`).toEqual([]);
      }
      expect(invariantProblems(s)).toEqual([]);
      expect(DARK_ENDINGS).toContain(s.result!.reason);
      if (s.result!.reason === 'audience') expect(s.result!.scores).toEqual(finalSheets(s));
      reasons.push(s.result!.reason);
    }
    console.log('dark arda simultaneous games', reasons);
  }, 300_000);

  it('games started by the Dark Arda setup (2, 3, 5 and 7 players) end by Dark Arda endings, the Audience at 25 MP or more', () => {
    const out: string[] = [];
    for (const [g, seats] of [2, 3, 5, 7].entries()) {
      const s = createGame(darkSetup(seats, `dark-full-${g}`));
      let calledWith: number | null = null;
      for (let steps = 0; !s.result; steps++) {
        if (steps > 80_000) throw new Error(`dark-full-${g}: too long`);
        const deciders = actors(s);
        const seat = deciders[steps % deciders.length]!;
        const a = chooseBotAction(s, seat, g % 2 === 0 ? 'simple' : 'planner');
        if (!a) throw new Error(`dark-full-${g}: seat ${seat} has no action`);
        if (a.type === 'callCouncil') calledWith = totalMp(s, seat);
        const r = applyInPlace(s, seat, a);
        if (!r.ok) throw new Error(`dark-full-${g}: ${a.type} rejected: ${r.rejection.message}`);
        if (steps % 100 === 0) expect(invariantProblems(s), `dark-full-${g} step ${steps}`).toEqual([]);
      }
      expect(invariantProblems(s)).toEqual([]);
      expect(DARK_ENDINGS).toContain(s.result!.reason);
      if (s.result!.reason === 'audience') {
        expect(calledWith).toBeGreaterThanOrEqual(25);
        expect(s.result!.scores).toEqual(finalSheets(s));
      }
      out.push(`${seats}: ${s.result!.reason}`);
    }
    console.log('dark arda setup games', out);
  }, 300_000);
});
