/**
 * The actions a computer player may choose from: the legal ones, but never one that plays a card without a definition
 * (byHand.ts: its text would go unchecked; a human plays such a card by hand).
 */
import { legalActions } from '../api';
import { playsByHand } from '../byHand';
import type { Action, GameState } from '../types';

export function botActions(s: GameState, seat: number): Action[] {
  return legalActions(s, seat).filter((a) => !playsByHand(s, a));
}
