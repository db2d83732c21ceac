/**
 * Seeded bot games checked step by step: the runner the property tests share. Works for one
 * active player and for simultaneous turns (every deciding seat acts in turn, first-right order).
 */
import { expect } from 'vitest';
import { actors, applyInPlace, createGame } from '../../../src-shared/engine';
import { chooseAction } from '../../../src-shared/engine/bots/simple';
import { scoreSheet } from '../../../src-shared/engine/scoring';
import { allStacks } from '../../../src-shared/engine/simultaneous/lanes';
import type { GameSetup, GameState } from '../../../src-shared/engine/types';
import { HandWatch } from '../../fuzz/invariants';
import { invariantProblems, recountMp } from './fixtures';

/**
 * Plays a game with the simple bots, checking at every step (or, `full` false, at the end) that
 * every card is in exactly one place and MP totals equal the cards counted; at every step that no
 * hazard limit is exceeded and that hands are full at the end of each turn (tests/fuzz HandWatch).
 */
export function runChecked(setup: GameSetup, full: boolean, onStep?: (s: GameState) => void, allowCap = false) {
  const seed = String(setup.seed);
  const state = createGame(setup);
  let steps = 0;
  const hands = new HandWatch();
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
    }
    for (const stack of allStacks(state)) {
      const top = stack[stack.length - 1];
      if (top?.kind === 'mhHazards') expect(top.played).toBeLessThanOrEqual(top.limit);
    }
    expect(hands.observe(state, r.events), `seed ${seed} step ${steps}`).toEqual([]);
    if (full || state.result) {
      expect(invariantProblems(state), `seed ${seed} step ${steps}`).toEqual([]);
      for (const p of state.players) expect(scoreSheet(state, p.seat).total).toBe(recountMp(state, p.seat));
    }
    onStep?.(state);
    if (steps > 50000) throw new Error(`seed ${seed}: no end after 50000 actions`);
  }
  if (!allowCap) expect(state.result.reason, `seed ${seed}`).not.toBe('round-cap');
  return { steps, state };
}
