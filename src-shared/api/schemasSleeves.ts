/**
 * Run-time schemas of the sleeve methods: each copy of a set's Marshalling Point deck
 * sleeved with an owned location (site) card where it can be played (Arda Revised §2).
 */
import { z } from 'zod';
import { historyStateSchema } from './schemas';
import { violationSchema } from './schemasArda';

const setIdSchema = z.number().int().min(1);
const cardId = z.string().min(1).max(40);
const copyIndexSchema = z.number().int().min(0).max(100000);

export const UNPAIRED_REASONS = ['no-valid-location', 'no-owned-copy', 'all-copies-in-sleeves'] as const;
export const unpairedReasonSchema = z.enum(UNPAIRED_REASONS);

/** One physical MP copy (a copy or a proxy) of the set's MP deck and its sleeve partner. */
export const sleeveCopySchema = z.object({
  /** `${cardId}#${copyIndex}` */
  mpKey: z.string(),
  cardId: z.string(),
  copyIndex: z.number().int(),
  name: z.string(),
  siteId: z.string().nullable(),
  siteName: z.string().nullable(),
  region: z.string().nullable(),
  /** The site's type symbol as the card database gives it: "{H}", "{R}", … */
  siteType: z.string().nullable(),
  /** Paired by hand (kept by auto-pair) rather than by auto-pair. */
  manual: z.boolean(),
  /** Paired with a location that can host the card (false when unpaired). */
  valid: z.boolean(),
  /** The site has more sleeves than free owned copies (PAIR_OVERUSED). */
  overused: z.boolean(),
  /** How many location cards can host the card. */
  locationsCount: z.number().int(),
  unpairedReason: unpairedReasonSchema.nullable(),
  /** Why the copy is unpaired, in words; null when paired. */
  message: z.string().nullable(),
});
export type SleeveCopy = z.infer<typeof sleeveCopySchema>;

export const sleeveCountsSchema = z.object({
  mpCopies: z.number().int(),
  paired: z.number().int(),
  unpaired: z.number().int(),
  manual: z.number().int(),
  invalid: z.number().int(),
  overused: z.number().int(),
});

export const sleeveListSchema = z.object({
  setId: setIdSchema,
  setName: z.string(),
  profileId: z.string(),
  /** The profile sleeves its MP deck (Arda Revised); when false MP_UNPAIRED is not raised. */
  required: z.boolean(),
  copies: z.array(sleeveCopySchema),
  counts: sleeveCountsSchema,
  /** The sleeve problems (MP_UNPAIRED, PAIR_INVALID, PAIR_OVERUSED), as in the set's validation. */
  violations: z.array(violationSchema),
  /** The set's undo state: pair, unpair and auto-pair are undoable set edits. */
  history: historyStateSchema,
});
export type SleeveList = z.infer<typeof sleeveListSchema>;

export const autoPairOutputSchema = sleeveListSchema.extend({
  auto: z.object({
    /** Pairs auto-pair made (earlier automatic pairs are redone from scratch). */
    made: z.number().int(),
    /** Pairs made by hand, kept as they were. */
    kept: z.number().int(),
    unpaired: z.array(
      z.object({ mpKey: z.string(), cardId: z.string(), name: z.string(), reason: unpairedReasonSchema, message: z.string() }),
    ),
  }),
});
export type AutoPairOutput = z.infer<typeof autoPairOutputSchema>;

export const sleeveSetRefSchema = z.object({ setId: setIdSchema });
export const pairInputSchema = z.object({
  setId: setIdSchema,
  mpCardId: cardId,
  /** Which copy; without it, the first unpaired copy (else the first automatically paired one). */
  copyIndex: copyIndexSchema.optional(),
  siteCardId: cardId,
});
export const unpairInputSchema = z.object({
  setId: setIdSchema,
  mpCardId: cardId,
  /** Which copy; without it, every copy of the card. */
  copyIndex: copyIndexSchema.optional(),
});
export const candidatesInputSchema = z.object({ setId: setIdSchema, mpCardId: cardId });

export const siteAvailabilitySchema = z.object({
  siteId: z.string(),
  name: z.string(),
  alignment: z.string(),
  siteType: z.string().nullable(),
  region: z.string().nullable(),
  haven: z.string().nullable(),
  owned: z.number().int(),
  /** Copies in the Site decks (any deck) of every Arda set, this one included. */
  inDecks: z.number().int(),
  inSleevesHere: z.number().int(),
  inSleevesElsewhere: z.number().int(),
  /** Copies left for one more sleeve of this set: owned − in decks − in sleeves anywhere, never below 0. */
  free: z.number().int(),
});
export type SiteAvailability = z.infer<typeof siteAvailabilitySchema>;

export const candidatesSchema = z.object({
  cardId: z.string(),
  name: z.string(),
  /** What the card's text says about where it is played. */
  rules: z.array(z.object({ kind: z.string(), detail: z.string() })),
  /** Why no location can host the card, or null. */
  reason: z.string().nullable(),
  /** Every location that can host the card (owned or not), most free copies first, then by name. */
  sites: z.array(siteAvailabilitySchema),
});
export type SleeveCandidates = z.infer<typeof candidatesSchema>;

// ---- the sleeve sheet (print model) ------------------------------------------------

export const sheetMpSchema = z.object({ cardId: z.string(), name: z.string(), set: z.string(), count: z.number().int(), proxies: z.number().int() });
export const sheetLocationSchema = z.object({
  siteId: z.string(),
  name: z.string(),
  set: z.string(),
  region: z.string().nullable(),
  /** Site type as words ("Ruins & Lairs"), or null. */
  siteType: z.string().nullable(),
  /** Sleeves holding this location. */
  sleeves: z.number().int(),
  mp: z.array(sheetMpSchema),
});
export const sleeveSheetSchema = z.object({
  title: z.string(),
  profileLabel: z.string(),
  date: z.string(),
  totals: z.object({ mpCopies: z.number().int(), paired: z.number().int(), unpaired: z.number().int(), locations: z.number().int() }),
  /** Every location in use, sorted by name. */
  byLocation: z.array(sheetLocationSchema),
  /** The same locations grouped by region (regions by name; locations without one last). */
  byRegion: z.array(z.object({ region: z.string(), sleeves: z.number().int(), locations: z.array(sheetLocationSchema) })),
  unpaired: z.array(z.object({ cardId: z.string(), name: z.string(), set: z.string(), count: z.number().int(), message: z.string() })),
  /** Sleeve problems, errors first. */
  problems: z.array(z.object({ severity: z.enum(['error', 'warning']), message: z.string() })),
});
export type SleeveSheet = z.infer<typeof sleeveSheetSchema>;
export type SheetLocation = z.infer<typeof sheetLocationSchema>;
