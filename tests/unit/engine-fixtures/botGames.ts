/**
 * Seeded bot games checked step by step: the runner the property tests share. Works for one
 * active player and for simultaneous turns (every deciding seat acts in turn, first-right order).
 */
import { expect } from 'vitest';
import { actors, applyInPlace, createGame } from '../../../src-shared/engine';
import { chooseAction } from '../../../src-shared/engine/bots/simple';
import { scoreSheet } from '../../../src-shared/engine/scoring';
import { allStacks } from '../../../src-shared/engine/simultaneous/lanes';
import { handSize } from '../../../src-shared/engine/state';
import type { GameSetup, GameState } from '../../../src-shared/engine/types';
import { invariantProblems, recountMp } from './fixtures';

function deckEmpty(s: GameState, seat: number): boolean {
  const z = s.sets[s.players[seat]?.alignment ?? 'wizard'];
  return !z || z.decks.play.length + z.discards.play.length === 0;
}

/** The active seats and their first hazard players of the turn now (one pair per lane). */
function turnPairs(s: GameState): { active: number; hazard: number }[] {
  const turns = [s.turn, ...(s.lanes?.list ?? []).map((l) => l.turn).filter((t) => t !== null)];
  return turns.filter((t) => t.number > 0).map((t) => ({ active: t.active, hazard: t.firstHazard }));
}

/**
 * Plays a game with the simple bots, checking at every step (or, `full` false, at the end) that
 * every card is in exactly one place and MP totals equal the cards counted; at every step that no
 * hazard limit is exceeded; when a turn begins, that the previous active players (and, one
 * active player at a time, his first hazard player) hold a full hand.
 */
export function runChecked(setup: GameSetup, full: boolean, onStep?: (s: GameState) => void) {
  const seed = String(setup.seed);
  const state = createGame(setup);
  let steps = 0;
  let prevKey = '';
  let prev: { active: number; hazard: number }[] = [];
  const returned = new Set<number>();
  while (!state.result) {
    const deciders = actors(state);
    expect(deciders.length, `seed ${seed}: nobody decides`).toBeGreaterThan(0);
    const seat = deciders[steps % deciders.length] as number;
    const action = chooseAction(state, seat);
    expect(action, `seed ${seed}: no action for seat ${seat}`).not.toBeNull();
    const r = applyInPlace(state, seat, action as NonNullable<typeof action>);
    if (!r.ok) throw new Error(`seed ${seed}: ${r.rejection.message}`);
    steps++;
    for (const e of r.events) {
      if (e.type === 'playCreature' || e.type === 'playHazardEvent') expect((e.played as number) <= (e.limit as number), `seed ${seed}: hazard limit`).toBe(true);
      // Cards that return to the hand after the reset (From the Pits of Angband's creatures at the end of the turn) leave it above its size until the next reset.
      if (e.type === 'effect' && typeof e.label === 'string' && /returns? to the hand/.test(e.label) && typeof e.seat === 'number') returned.add(e.seat);
    }
    for (const stack of allStacks(state)) {
      const top = stack[stack.length - 1];
      if (top?.kind === 'mhHazards') expect(top.played).toBeLessThanOrEqual(top.limit);
    }
    const key = `${state.lanes?.count ?? 0}:${state.turn.number}`;
    if (key !== prevKey) {
      const simultaneous = prev.length > 1;
      for (const pair of prev)
        for (const seatToCheck of simultaneous ? [pair.active] : [pair.active, pair.hazard]) {
          const p = state.players[seatToCheck];
          if (!p || p.out || deckEmpty(state, seatToCheck) || state.result) continue;
          if (returned.has(seatToCheck)) expect(p.hand.length, `seed ${seed}: hand of ${seatToCheck} at turn ${key}`).toBeGreaterThanOrEqual(handSize(state, seatToCheck));
          else expect(p.hand.length, `seed ${seed}: hand of ${seatToCheck} at turn ${key}`).toBe(handSize(state, seatToCheck));
        }
      returned.clear();
      prevKey = key;
      prev = turnPairs(state);
    }
    if (full || state.result) {
      expect(invariantProblems(state), `seed ${seed} step ${steps}`).toEqual([]);
      for (const p of state.players) expect(scoreSheet(state, p.seat).total).toBe(recountMp(state, p.seat));
    }
    onStep?.(state);
    if (steps > 50000) throw new Error(`seed ${seed}: no end after 50000 actions`);
  }
  expect(state.result.reason).not.toBe('round-cap');
  return { steps, state };
}
