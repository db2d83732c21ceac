/**
 * Seats and turns at big tables, for 2–9 players. Seats are numbered clockwise; "left" is the
 * next seat clockwise (multiplayer.txt: "the player to your left is your first hazard player …
 * the first player clockwise around the table").
 *
 * Arda Revised appendix "The Simultaneous Active Turn Sequence": "There should at any time be one
 * (5 players) or two (6-7 players) hazard players between two active resource players. Thus …
 * count out two (5 players) or 3 people (6-7 players) clockwise to designate the second active
 * resource player. … Give a token … to the first active resource player (who won the toss), and
 * pass on this token clockwise each turn." Dark Arda adds: "If there are 8 to 9 players, thee
 * player simultaneously move first"; its spacing is not given, so the three are spread as evenly
 * as the table allows (2, 2 and 1 or 2 hazard players between them).
 */

export const MIN_SEATS = 2;
export const MAX_SEATS = 9;

function checkSeats(n: number): void {
  if (!Number.isInteger(n) || n < MIN_SEATS || n > MAX_SEATS) throw new Error(`a table has 2 to 9 seats, not ${n}`);
}

const mod = (a: number, n: number) => ((a % n) + n) % n;

/** How many resource players are active at once: 1 up to 4 seats, 2 for 5–7, 3 for 8–9. */
export function activeCount(n: number): number {
  checkSeats(n);
  return n <= 4 ? 1 : n <= 7 ? 2 : 3;
}

/** True when turns are simultaneous at this table. */
export function isSimultaneous(n: number): boolean {
  return activeCount(n) > 1;
}

/** Seats counted clockwise from the first-right seat to each further active seat. */
export function activeOffsets(n: number): number[] {
  const k = activeCount(n);
  if (k === 1) return [0];
  if (k === 2) return [0, n === 5 ? 2 : 3];
  return [0, 3, 6];
}

/** The token holder in turn `turn` (0-based): the first player, passed clockwise each turn. */
export function firstRightSeat(n: number, firstPlayer: number, turn: number): number {
  checkSeats(n);
  return mod(firstPlayer + turn, n);
}

/** The active resource players of a turn, the first-right seat first (the order conflicts resolve in). */
export function activeSeats(n: number, firstPlayer: number, turn: number): number[] {
  const first = firstRightSeat(n, firstPlayer, turn);
  return activeOffsets(n).map((o) => mod(first + o, n));
}

/** "a Sphere corresponding to him and his two adjacent players": the seat, its right and its left. */
export function sphere(n: number, seat: number): number[] {
  checkSeats(n);
  return [...new Set([mod(seat - 1, n), seat, mod(seat + 1, n)])].sort((a, b) => a - b);
}

/** Whether an effect `seat` plays that "would normally affect all players" reaches `other`. */
export function inSphere(n: number, seat: number, other: number): boolean {
  return !isSimultaneous(n) || sphere(n, seat).includes(other);
}

/**
 * Hazard players against `active` in the order hazard play passes. Simultaneous: "Hazard play
 * may not be passed clockwise anymore … But, hazard play may be passed counter clockwise,
 * skipping the resource player, to the hazard player sitting to his left. Thus, the hazards
 * played remain always in the resource player's Sphere." So the seat to the active player's left
 * plays first and passes, skipping him, to his right-hand neighbour. Other active players (never
 * adjacent) are not hazard players. Otherwise multiplayer.txt: the first hazard player starts at
 * the left and rotates clockwise each of the player's turns, and play passes to the left.
 * `ownTurn` counts the active player's own turns from 0.
 */
export function hazardOrder(n: number, active: number, ownTurn: number): number[] {
  checkSeats(n);
  if (isSimultaneous(n)) return [mod(active + 1, n), mod(active - 1, n)];
  const first = mod(active + 1 + mod(ownTurn, n - 1), n);
  const order: number[] = [];
  for (let step = 0; order.length < n - 1; step++) {
    const seat = mod(first + step, n);
    if (seat !== active) order.push(seat);
  }
  return order;
}

/** Hazard players strictly between consecutive active seats, clockwise from each active seat. */
export function gapsBetweenActives(n: number): number[] {
  const offsets = activeOffsets(n);
  return offsets.map((o, i) => (i + 1 < offsets.length ? (offsets[i + 1] as number) : n) - o - 1);
}

/**
 * Avatar placement (Arda Revised setup): "In 2-5 player games, respect the uniqueness of the
 * wizards; if playing with 6-7 players, don't play two same wizards if you're sitting next to
 * each other." Returns each offending pair of seats (lower seat first).
 */
export function avatarConflicts(avatarOf: readonly (string | null)[]): [number, number][] {
  const n = avatarOf.length;
  checkSeats(n);
  const pairs: [number, number][] = [];
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++) {
      const same = avatarOf[a] !== null && avatarOf[a] === avatarOf[b];
      const neighbours = b === a + 1 || (a === 0 && b === n - 1);
      if (same && (n <= 5 || neighbours)) pairs.push([a, b]);
    }
  return pairs;
}

/**
 * The first-right token orders the active seats when their actions conflict ("the player who has
 * first right should timing issues arise"): sorts claims by seat distance clockwise from the
 * token, so the holder's claim comes first and ties never depend on arrival order.
 */
export function byFirstRight<T extends { seat: number }>(n: number, tokenSeat: number, claims: readonly T[]): T[] {
  return [...claims].sort((x, y) => mod(x.seat - tokenSeat, n) - mod(y.seat - tokenSeat, n));
}
