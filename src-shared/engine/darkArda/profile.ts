/** Whether a game is played by "Compiled Arda Rules — Minion" (Dark Arda); absent profile = Arda Revised. */
import type { GameState } from '../types';

export function isDarkArda(s: Pick<GameState, 'profile'>): boolean {
  return s.profile === 'dark-arda';
}
