/**
 * Run-time schemas of the want and trade lists (src-shared/collection/wantTrade.ts): what
 * an Arda set, all of them, or a playset of a card set lacks, and the owned copies no set uses.
 */
import { z } from 'zod';
import { DEFAULT_PLAYSET, MAX_PLAYSET } from '../collection/wantTrade';

const setIdSchema = z.number().int().min(1);
const cardSetCodeSchema = z.string().trim().min(1).max(12);
export const playsetSchema = z.number().int().min(1).max(MAX_PLAYSET).default(DEFAULT_PLAYSET);

/** Which want list: one Arda set, every Arda set together, or a playset of one card set. */
export const wantSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('set'), setId: setIdSchema }),
  z.object({ kind: z.literal('sets') }),
  z.object({ kind: z.literal('cardSet'), cardSet: cardSetCodeSchema, playset: playsetSchema }),
]);
export type WantSource = z.input<typeof wantSourceSchema>;

const lineBase = { cardId: z.string(), name: z.string(), set: z.string(), count: z.number().int(), owned: z.number().int() };
export const wantLineSchema = z.object({ ...lineBase, needed: z.number().int() });
export const tradeLineSchema = z.object({ ...lineBase, used: z.number().int() });

export const wantListSchema = z.object({
  /** What the list is of, in words ("Arda set Fellowship", "a playset of The Wizards (TW)"). */
  title: z.string(),
  lines: z.array(wantLineSchema),
  copies: z.number().int(),
  /** For a card set: its cards, and how many of them are not owned in any printing. */
  cardSet: z.object({ total: z.number().int(), notOwned: z.number().int() }).nullable(),
});
export type WantList = z.infer<typeof wantListSchema>;

export const tradeListSchema = z.object({ lines: z.array(tradeLineSchema), copies: z.number().int(), sets: z.number().int() });
export type TradeListOutput = z.infer<typeof tradeListSchema>;

export const WANT_TRADE_FORMATS = ['csv', 'text'] as const;
export const wantTradeExportInputSchema = z.discriminatedUnion('list', [
  z.object({ list: z.literal('want'), source: wantSourceSchema, format: z.enum(WANT_TRADE_FORMATS) }),
  z.object({ list: z.literal('trade'), format: z.enum(WANT_TRADE_FORMATS) }),
]);
export const wantTradeExportSchema = z.object({ fileName: z.string(), content: z.string(), lines: z.number().int() });
