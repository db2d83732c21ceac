/**
 * Simultaneous turns (Arda Revised appendix "The Simultaneous Active Turn Sequence"; Dark Arda
 * "Simultaneous Turns Rule"): two or three active seats each play their own turn at once.
 *
 * The engine's steps and handlers read one turn record and one step stack (`GameState.turn`,
 * `stack`). Each active seat gets a lane holding its own; the lane being acted in is swapped into
 * `turn` / `stack`, so every handler works unchanged, and the rest of the state (cards,
 * companies, hands) is shared. Determinism: one seat, one action, applied in log order; a seat
 * deciding in several lanes decides in the first by first-right order; between actions lane 0
 * is swapped in, so a state's JSON never depends on what was read from it.
 */
import type { GameState, Lane } from '../types';

/** Whether the game has simultaneous turns running. */
export function hasLanes(s: Pick<GameState, 'lanes'>): boolean {
  return Boolean(s.lanes && s.lanes.list.length > 1);
}

/** Puts lane `i`'s turn record and steps into `turn` / `stack`, saving the current lane's. */
export function swapLane(s: GameState, i: number): void {
  const lanes = s.lanes;
  if (!lanes || lanes.current === i) return;
  const from = lanes.list[lanes.current] as Lane;
  const to = lanes.list[i];
  if (!to || !to.turn || !to.stack) throw new Error(`no lane ${i}`);
  from.turn = s.turn;
  from.stack = s.stack;
  s.turn = to.turn;
  s.stack = to.stack;
  to.turn = null;
  to.stack = null;
  lanes.current = i;
}

/** Runs `fn` with lane `i` swapped in, then swaps the previous lane back (a read leaves no trace). */
export function withLane<T>(s: GameState, i: number, fn: () => T): T {
  const before = s.lanes?.current;
  if (before === undefined || before === i || i < 0) return fn();
  swapLane(s, i);
  try {
    return fn();
  } finally {
    swapLane(s, before);
  }
}

/** The active seat of each lane (the active player alone without lanes). */
export function activeSeatsNow(s: GameState): number[] {
  return s.lanes ? s.lanes.list.map((l) => l.seat) : [s.turn.active];
}

/**
 * "Each player will have a Sphere corresponding to him and his two adjacent players": `seat` and
 * the players beside it still in the game, in `s.order` (clockwise). Every seat when turns are
 * not simultaneous.
 */
export function sphereOf(s: Pick<GameState, 'order' | 'players' | 'lanes'>, seat: number): number[] {
  if (!hasLanes(s)) return [...s.order];
  const around = s.order.filter((x) => x === seat || !s.players[x]?.out);
  const n = around.length;
  const i = around.indexOf(seat);
  if (i < 0) return [seat];
  return [...new Set([around[(i + n - 1) % n] as number, seat, around[(i + 1) % n] as number])];
}

/** Whether a card `owner` played that "would normally affect all players at the table" reaches `seat`. */
export function reaches(s: GameState, owner: number, seat: number): boolean {
  return !hasLanes(s) || sphereOf(s, owner).includes(seat);
}

/** Every lane's steps (the one step stack without lanes): where creatures in combat and cards in chains are. */
export function allStacks(s: GameState): GameState['stack'][] {
  const out = [s.stack];
  for (const lane of s.lanes?.list ?? []) if (lane.stack) out.push(lane.stack);
  return out;
}

/**
 * The cards in play areas (permanent and long events, factions) whose Sphere reaches the active
 * player of the lane being read: "global" cards as they affect this turn (every play area when
 * turns are not simultaneous).
 */
export function playAreasReaching(s: GameState): number[] {
  const out: number[] = [];
  for (const p of s.players) if (reaches(s, p.seat, s.turn.active)) for (const inst of p.playArea) out.push(inst);
  return out;
}

/** Whether a card with one of these keys (facts.ts nameKey) is in a play area reaching the lane being read: Doors of Night, Gates of Morning. */
export function inPlayReaching(s: GameState, keys: readonly string[]): boolean {
  return playAreasReaching(s).some((inst) => keys.includes(s.catalog.cards[s.cardOf[inst] as string]?.key ?? ''));
}
