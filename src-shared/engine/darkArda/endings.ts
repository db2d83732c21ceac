/**
 * How a Dark Arda game ends ("Winning the Game"): "There are three ways to win an Arda game.
 * · All Ringwraiths but your own are eliminated. · You move The One Ring to Barad-dur. · The
 * Audience with Sauron is called and you have the most Marshalling Points." The Audience "is
 * never called automatically … any player with 25 or more MP may call the Audience with Sauron.
 * Every other player gets one final turn". Every player holds a virtual Sudden Call ("Sudden
 * Call Rule"), so calling needs no card.
 */
import { finalScores, type RawSheet } from './scoring';

export const AUDIENCE_MP = 25;

export type DarkArdaEndReason = 'audience' | 'avatars-eliminated' | 'one-ring';

export interface DarkArdaSeatState {
  /** Marshalling points as counted during play (no doubling, no cap) — what calling needs. */
  mp: number;
  /** The seat's own Ringwraith has been eliminated. */
  ringwraithEliminated: boolean;
  /** A company of this seat carrying The One Ring is at Barad-dûr. */
  oneRingAtBaradDur: boolean;
  /** Raw score sheet for the final count. */
  sheet: RawSheet;
}

export interface DarkArdaEndState {
  seats: DarkArdaSeatState[];
  /** Who called the Audience, or null. */
  audienceCalledBy: number | null;
  /** Seats that have finished their final turn since the call. */
  finalTurnsTaken: number[];
}

export interface DarkArdaEnding {
  reason: DarkArdaEndReason;
  winners: number[];
}

/** "any player with 25 or more MP may call the Audience with Sauron" — once, by anyone still in. */
export function canCallAudience(state: DarkArdaEndState, seat: number): boolean {
  const s = state.seats[seat];
  return state.audienceCalledBy === null && s !== undefined && !s.ringwraithEliminated && s.mp >= AUDIENCE_MP;
}

/** "All Ringwraiths but your own are eliminated": the one seat left, when there is exactly one. */
export function lastRingwraithStanding(state: DarkArdaEndState): number | null {
  const alive = state.seats.flatMap((s, seat) => (s.ringwraithEliminated ? [] : [seat]));
  return alive.length === 1 && state.seats.length > 1 ? (alive[0] as number) : null;
}

/** "You move The One Ring to Barad-dur". */
export function oneRingBearer(state: DarkArdaEndState): number | null {
  const seat = state.seats.findIndex((s) => s.oneRingAtBaradDur);
  return seat < 0 ? null : seat;
}

/** "Every other player gets one final turn": true once each other seat still in has taken it. */
export function audienceComplete(state: DarkArdaEndState): boolean {
  const caller = state.audienceCalledBy;
  if (caller === null) return false;
  return state.seats.every((s, seat) => seat === caller || s.ringwraithEliminated || state.finalTurnsTaken.includes(seat));
}

/** The ending reached in this state, or null while the game goes on. Instant wins come before the count. */
export function darkArdaEnding(state: DarkArdaEndState): DarkArdaEnding | null {
  const ring = oneRingBearer(state);
  if (ring !== null) return { reason: 'one-ring', winners: [ring] };
  const last = lastRingwraithStanding(state);
  if (last !== null) return { reason: 'avatars-eliminated', winners: [last] };
  if (audienceComplete(state)) return { reason: 'audience', winners: audienceCount(state) };
  return null;
}

/** The count after the Audience: the highest final total among seats whose Ringwraith is still in play. */
export function audienceCount(state: DarkArdaEndState): number[] {
  const totals = finalScores(state.seats.map((s) => s.sheet)).map((f) => f.total);
  const inPlay = state.seats.flatMap((s, seat) => (s.ringwraithEliminated ? [] : [seat]));
  const best = Math.max(...inPlay.map((seat) => totals[seat] as number));
  return inPlay.filter((seat) => totals[seat] === best);
}
