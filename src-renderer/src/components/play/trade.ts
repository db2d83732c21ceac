/** The trade actions among a seat's legal actions (Arda Revised §10; engine phases/trade.ts), by kind. */
import type { Action } from '@shared/engine/types';

type Of<T extends Action['type']> = Extract<Action, { type: T }>;

export const TRADE_TYPES: ReadonlySet<Action['type']> = new Set<Action['type']>(['offerTrade', 'answerTrade', 'withdrawTrade']);

export function isTradeAction(a: Action): boolean {
  return TRADE_TYPES.has(a.type);
}

export function tradeActionsOf(legal: readonly Action[]): { all: Action[]; offers: Of<'offerTrade'>[]; answers: Of<'answerTrade'>[] } {
  const all = legal.filter(isTradeAction);
  return {
    all,
    offers: all.filter((a): a is Of<'offerTrade'> => a.type === 'offerTrade'),
    answers: all.filter((a): a is Of<'answerTrade'> => a.type === 'answerTrade'),
  };
}
