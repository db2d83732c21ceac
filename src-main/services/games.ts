/**
 * Saved local games (placeholder until the games service lands): every method refuses.
 */
import type { Database } from 'better-sqlite3';
import { ApiError } from '../../src-shared/api/errors';
import type { ApiHandlers } from '../../src-shared/api/contract';

type GameHandlers = Pick<ApiHandlers, Extract<keyof ApiHandlers, `games.${string}`>>;

export function createGameServices(_deps: { db: Database; requireCards: () => void }): { handlers: GameHandlers } {
  const notYet = (): never => {
    throw new ApiError('INTERNAL', 'Games are not available yet.');
  };
  return {
    handlers: {
      'games.list': notYet,
      'games.create': notYet,
      'games.catalog': notYet,
      'games.open': notYet,
      'games.act': notYet,
      'games.bots': notYet,
      'games.log': notYet,
      'games.replayAt': notYet,
      'games.delete': notYet,
      'games.export': notYet,
      'games.import': notYet,
    },
  };
}
