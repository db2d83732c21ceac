/**
 * Per-copy details of the collection. A lot is some copies of one card that share their
 * details (where they are kept, condition, language, printing, a note); a card's lots
 * describe at most the copies owned, and the rest simply have no details yet.
 */
import { z } from 'zod';
import { LANGUAGES } from '../cards/model';
import { LIMITS } from './limits';

/** Card conditions, best first (the usual grading words of card shops). */
export const LOT_CONDITIONS = ['mint', 'near-mint', 'excellent', 'good', 'played', 'poor'] as const;
export type LotCondition = (typeof LOT_CONDITIONS)[number];

/**
 * The printing of a copy. The set is the card's own (its id names it: TW-156 is The Wizards');
 * this says which print run or art: The Wizards came as Limited (black border) and
 * Unlimited (blue border); promos and alternate art; the Council of Rivendell remaster
 * (printed at home). Empty when unknown.
 */
export const LOT_PRINTINGS = ['limited', 'unlimited', 'alternate-art', 'promo', 'remaster'] as const;
export type LotPrinting = (typeof LOT_PRINTINGS)[number];

export const LOT_LIMITS = {
  /** Lots of one card: far more than anyone sorts one card into. */
  lotsPerCard: 50,
  placeLength: 100,
  noteLength: 500,
} as const;

export const lotSchema = z.object({
  count: z.number().int().min(1).max(LIMITS.collectionCopiesPerCard),
  place: z.string().max(LOT_LIMITS.placeLength).default(''),
  condition: z.enum(['', ...LOT_CONDITIONS]).default(''),
  language: z.enum(['', ...LANGUAGES]).default(''),
  printing: z.enum(['', ...LOT_PRINTINGS]).default(''),
  note: z.string().max(LOT_LIMITS.noteLength).default(''),
});
export type Lot = z.output<typeof lotSchema>;
export type LotInput = z.input<typeof lotSchema>;

const cardId = z.string().min(1).max(40);

export const cardLotsSchema = z.object({
  cardId: z.string(),
  /** Copies owned. */
  count: z.number().int(),
  lots: z.array(lotSchema),
  /** Copies no lot describes. */
  undescribed: z.number().int(),
  /** The card's own place: copies in no lot, and lots without a place, are kept there. */
  storage: z.string(),
});
export type CardLots = z.infer<typeof cardLotsSchema>;

export const setLotsInputSchema = z.object({
  cardId,
  lots: z.array(lotSchema).max(LOT_LIMITS.lotsPerCard),
});

/** Copies in one place, across cards. */
export const placeSummarySchema = z.object({ place: z.string(), copies: z.number().int(), cards: z.number().int() });
export type PlaceSummary = z.infer<typeof placeSummarySchema>;

export const placeCardSchema = z.object({ cardId: z.string(), set: z.string(), name: z.string(), copies: z.number().int() });
export type PlaceCard = z.infer<typeof placeCardSchema>;

/** A card's places and note as the collection table shows them. */
export const cardPlacesSchema = z.object({
  cardId: z.string(),
  places: z.array(z.object({ place: z.string(), copies: z.number().int() })),
  note: z.string(),
});
export type CardPlaces = z.infer<typeof cardPlacesSchema>;
