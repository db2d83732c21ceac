/**
 * Property tests over many seeded bot games: invariants at every step (every card in exactly
 * one place, hand sizes at their checkpoints, hazard limits never exceeded, MP totals equal
 * to the cards counted) and every game ends by the rules, never by the safety cap.
 */
import { describe, expect, it } from 'vitest';
import { applyInPlace, createGame } from '../../src-shared/engine/api';
import { chooseAction } from '../../src-shared/engine/bots/simple';
import { actor } from '../../src-shared/engine/phases/flow';
import { scoreSheet } from '../../src-shared/engine/scoring';
import { handSize } from '../../src-shared/engine/state';
import type { Alignment, GameState } from '../../src-shared/engine/types';
import { invariantProblems, recountMp, setupFor } from './engine-fixtures/fixtures';

const TABLES: Alignment[][] = [
  ['wizard', 'wizard'],
  ['wizard', 'ringwraith'],
  ['ringwraith', 'ringwraith'],
  ['wizard', 'ringwraith', 'wizard'],
  ['ringwraith', 'wizard', 'ringwraith', 'wizard'],
];

function deckEmpty(s: GameState, seat: number): boolean {
  const z = s.sets[s.players[seat]?.alignment ?? 'wizard'];
  return !z || z.decks.play.length + z.discards.play.length === 0;
}

function runChecked(alignments: Alignment[], seed: string, full: boolean) {
  const state = createGame(setupFor(alignments, seed));
  let steps = 0;
  let prevTurn = 0;
  let prevActive = -1;
  let prevHazard = -1;
  while (!state.result) {
    const seat = actor(state);
    const action = chooseAction(state, seat);
    expect(action, `seed ${seed}: no action`).not.toBeNull();
    const r = applyInPlace(state, seat, action as NonNullable<typeof action>);
    if (!r.ok) throw new Error(`seed ${seed}: ${r.rejection.message}`);
    steps++;
    for (const e of r.events) {
      if (e.type === 'playCreature' || e.type === 'playHazardEvent') expect((e.played as number) <= (e.limit as number), `seed ${seed}: hazard limit`).toBe(true);
    }
    const top = state.stack[state.stack.length - 1];
    if (top?.kind === 'mhHazards') expect(top.played).toBeLessThanOrEqual(top.limit + 0);
    // Hand checkpoint: when a new turn begins, the previous active and first hazard player hold 8 (one more with Elrond at Rivendell and the like).
    if (state.turn.number !== prevTurn) {
      for (const seatToCheck of [prevActive, prevHazard]) {
        const p = state.players[seatToCheck];
        if (p && !p.out && !deckEmpty(state, seatToCheck)) expect(p.hand.length, `seed ${seed}: hand of ${seatToCheck} at turn ${state.turn.number}`).toBe(handSize(state, seatToCheck));
      }
      prevTurn = state.turn.number;
      prevActive = state.turn.active;
      prevHazard = state.turn.firstHazard;
    }
    if (full || state.result) {
      const problems = invariantProblems(state);
      expect(problems, `seed ${seed} step ${steps}`).toEqual([]);
      for (const p of state.players) expect(scoreSheet(state, p.seat).total).toBe(recountMp(state, p.seat));
    }
    if (steps > 50000) throw new Error(`seed ${seed}: no end after 50000 actions`);
  }
  expect(state.result.reason).not.toBe('round-cap');
  return { steps, state };
}

describe('seeded bot games keep the invariants', () => {
  it('checks every step of 150 games across 2–4 player tables', () => {
    for (let i = 0; i < 150; i++) runChecked(TABLES[i % TABLES.length] as Alignment[], `inv-${i}`, true);
  }, 180_000);

  it('plays 1,500 more games to their end, checking hazard limits, hands and MP', () => {
    let games = 0;
    const reasons = new Map<string, number>();
    for (let i = 0; i < 1500; i++) {
      const { state } = runChecked(TABLES[i % TABLES.length] as Alignment[], `bulk-${i}`, false);
      reasons.set(state.result?.reason ?? '', (reasons.get(state.result?.reason ?? '') ?? 0) + 1);
      games++;
    }
    expect(games).toBe(1500);
    expect(reasons.get('round-cap') ?? 0).toBe(0);
  }, 180_000);
});
