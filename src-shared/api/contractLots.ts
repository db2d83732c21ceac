/**
 * Per-copy details of the collection (lots), storage places and browsing by place.
 * Setting a card's lots is one undoable collection change (collection.undo / redo).
 * Spread into the one contract in contract.ts.
 */
import { z } from 'zod';
import { empty, method } from './method';
import { collectionChangeResultSchema, languageSchema } from './schemas';
import * as l from './schemasLots';

export const lotMethods = {
  'collection.lots.get': method(z.object({ cardId: z.string().min(1).max(40) }), l.cardLotsSchema),
  /** Replaces the card's lots; refused (nothing changed) when they describe more copies than are owned. */
  'collection.lots.set': method(l.setLotsInputSchema, collectionChangeResultSchema.extend({ lots: l.cardLotsSchema })),
  /** Every place holding copies, with how many copies and cards. */
  'collection.places': method(empty, z.object({ places: z.array(l.placeSummarySchema) })),
  /** The cards with copies in one place and how many. */
  'collection.placeCards': method(z.object({ place: z.string().min(1).max(200), lang: languageSchema.default('en') }), z.object({ place: z.string(), cards: z.array(l.placeCardSchema) })),
  /** Places and notes of every card that has any (the collection table's columns). */
  'collection.placesByCard': method(empty, z.object({ cards: z.array(l.cardPlacesSchema) })),
} as const;
