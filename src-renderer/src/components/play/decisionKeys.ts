/**
 * The Play screen's keys and drag formats, as small pure helpers the decision components
 * share (and tests can call without a DOM of cards).
 */
import type { ActionType } from '@shared/engine/types';

/** The drag format of a strike chip; the board's characters accept it and call dropStrike. */
export const STRIKE_MIME = 'application/x-arda-strike';

/** What Enter takes when no button has the focus: passing or ending the step, in this order. */
export const DEFAULT_ACTION_TYPES: readonly ActionType[] = ['passChain', 'passHazards', 'endPhase', 'leaveSite'];

/** 1–9 (main row or keypad) as a number, else null. */
export function numberKey(event: KeyboardEvent): number | null {
  if (event.shiftKey) return null;
  return /^[1-9]$/.test(event.key) ? Number(event.key) : null;
}
