/**
 * The Play screen's keys and drag formats, as small pure helpers the decision components
 * share (and tests can call without a DOM of cards).
 */
import type { CardMenuRequest } from '@renderer/stores/game';
import type { ActionType } from '@shared/engine/types';

/** The drag format of a strike chip; the board's characters accept it and call dropStrike. */
export const STRIKE_MIME = 'application/x-arda-strike';

/** What Enter takes when no button has the focus: passing or ending the step, in this order. */
export const DEFAULT_ACTION_TYPES: readonly ActionType[] = ['passHazards', 'endPhase', 'leaveSite'];

/** 1–9 (main row or keypad) as a number, else null. */
export function numberKey(event: KeyboardEvent): number | null {
  if (event.shiftKey) return null;
  return /^[1-9]$/.test(event.key) ? Number(event.key) : null;
}

/**
 * Shift+F10 or the ContextMenu key on a focused card (an element with data-inst): the card
 * menu request placed at the card, else null.
 */
export function cardMenuKey(event: KeyboardEvent, active: Element | null): CardMenuRequest | null {
  const gesture = (event.key === 'F10' && event.shiftKey) || event.key === 'ContextMenu';
  if (!gesture || !(active instanceof HTMLElement)) return null;
  const card = active.closest<HTMLElement>('[data-inst]');
  const inst = Number(card?.dataset.inst);
  if (!card || !Number.isInteger(inst) || inst < 0) return null;
  const rect = card.getBoundingClientRect();
  return { inst, x: rect.left + window.scrollX + rect.width / 2, y: rect.top + window.scrollY + rect.height / 2 };
}
