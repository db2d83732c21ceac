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
