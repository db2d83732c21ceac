/** Bot-only games: the loop the CLI, the tests and the benchmark share. */
import { applyInPlace, createGame } from './api';
import { chooseBotAction } from './bots/planner';
import { actors } from './phases/flow';
import { scoreSheet } from './scoring';
import { mpByHand } from './byHand';
import type { GameSetup, GameState, ScoreSheet } from './types';

export interface SimResult {
  state: GameState;
  actions: number;
  winners: number[];
  reason: string;
  turns: number;
  rounds: number;
  mp: number[];
  /** Each seat's MP by category (scoring.ts); `total` equals `mp[seat]`. */
  scores: ScoreSheet[];
  /** Each seat's MP that came from cards played or moved by hand (byHand.ts): 0 between computer players, who never play by hand. */
  mpByHand: number[];
}

export function playBotGame(setup: GameSetup, opts: { maxActions?: number; onStep?: (s: GameState) => void } = {}): SimResult {
  const state = createGame(setup);
  const max = opts.maxActions ?? 200000;
  let actions = 0;
  while (!state.result && actions < max) {
    // Simultaneous turns: the deciding seats take turns, one action each, in first-right order (the log fixes the interleaving).
    const deciders = actors(state);
    const seat = deciders[actions % Math.max(1, deciders.length)] ?? -1;
    const action = chooseBotAction(state, seat, setup.players.find((p) => p.seat === seat)?.level);
    if (!action) throw new Error(`bot at seat ${seat} has no action in step ${state.stack[state.stack.length - 1]?.kind}`);
    const r = applyInPlace(state, seat, action);
    if (!r.ok) throw new Error(`bot action rejected: ${JSON.stringify(action)}: ${r.rejection.message}`);
    actions++;
    opts.onStep?.(state);
  }
  return {
    state,
    actions,
    winners: state.result?.winners ?? [],
    reason: state.result?.reason ?? 'unfinished',
    turns: state.turn.number,
    rounds: state.turn.round,
    mp: state.players.map((p) => scoreSheet(state, p.seat).total),
    scores: state.players.map((p) => scoreSheet(state, p.seat)),
    mpByHand: state.players.map((p) => mpByHand(state, p.seat)),
  };
}
