/**
 * The want and trade list methods of the API contract: what an Arda set (or all of them, or
 * a playset of a card set) lacks, the owned copies no Arda set uses, and both as CSV or a
 * plain list. Spread into the one contract in contract.ts.
 */
import { empty, method } from './method';
import * as w from './schemasWantTrade';

export const wantTradeMethods = {
  'wantTrade.want': method(w.wantSourceSchema, w.wantListSchema),
  'wantTrade.trade': method(empty, w.tradeListSchema),
  'wantTrade.export': method(w.wantTradeExportInputSchema, w.wantTradeExportSchema),
} as const;
