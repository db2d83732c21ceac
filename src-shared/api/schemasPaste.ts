/**
 * Request and answer of "Paste a list": the pasted text goes in, each card line comes back
 * resolved (one card), ambiguous (the printings to choose from) or unresolved (the closest
 * names). Card rows are sent once in `cards` and named by id in the lines.
 */
import { z } from 'zod';
import { cardRowSchema, languageSchema, problemCodeFields } from './schemas';

export const PASTE_LIMITS = {
  /** Characters of pasted text (about 5,000 lines of a deck list). */
  chars: 300_000,
  /** Lines of pasted text, blank ones included. */
  lines: 5000,
  /** Characters of a line sent back for display. */
  lineText: 200,
  /** Distinct unresolved names given suggestions (each one costs a pass over every name). */
  suggestedNames: 200,
} as const;

export const PASTE_STATUSES = ['ok', 'ambiguous', 'unresolved', 'ignored'] as const;
export type PasteStatus = (typeof PASTE_STATUSES)[number];

export const previewListInputSchema = z.object({
  text: z
    .string()
    .max(PASTE_LIMITS.chars, { message: `the pasted text is longer than ${PASTE_LIMITS.chars.toLocaleString('en')} characters; paste the list in parts` }),
  lang: languageSchema.default('en'),
});

export const pasteLineSchema = z.object({
  /** 1-based line number in the pasted text. */
  lineNo: z.number().int(),
  /** The line as written (cut to PASTE_LIMITS.lineText characters). */
  text: z.string(),
  count: z.number().int(),
  /** The written count was 0 or past the limit, and `count` is the nearest allowed. */
  countClamped: z.boolean(),
  status: z.enum(PASTE_STATUSES),
  /** The card an ok line names. */
  cardId: z.string().nullable(),
  /** An ambiguous line's printings, in catalogue order. */
  candidates: z.array(z.string()),
  /** An unresolved line's closest cards. */
  suggestions: z.array(z.string()),
  /** Why a line is not ok, in words (English). */
  reason: z.string().nullable(),
  /** The reason's code and params, for the UI language (absent: show `reason`). */
  ...problemCodeFields,
});
export type PasteLine = z.infer<typeof pasteLineSchema>;

export const previewListSchema = z.object({
  lines: z.array(pasteLineSchema),
  /** Every card named by a line (its card, candidates and suggestions), once each. */
  cards: z.array(cardRowSchema),
});
export type PreviewList = z.infer<typeof previewListSchema>;
