/**
 * The sleeve methods of the API contract: each copy of a set's MP deck sleeved with an
 * owned location card (list, auto-pair, pair by hand, unpair, the valid locations for a
 * card, and the sleeve sheet). Pair, unpair and auto-pair are undoable set edits
 * (sets.undo / sets.redo). Spread into the one contract in contract.ts.
 */
import { z } from 'zod';
import { method } from './method';
import { jobRefSchema } from './schemas';
import * as v from './schemasSleeves';

export const sleeveMethods = {
  'sleeves.list': method(v.sleeveSetRefSchema, v.sleeveListSchema),
  'sleeves.auto': method(v.sleeveSetRefSchema, v.autoPairOutputSchema),
  /** The same as a job (jobs.get, jobs.cancel): progress while the matching runs, in a worker thread. */
  'sleeves.autoStart': method(v.sleeveSetRefSchema, jobRefSchema),
  'sleeves.pair': method(v.pairInputSchema, v.sleeveListSchema),
  'sleeves.unpair': method(v.unpairInputSchema, v.sleeveListSchema),
  'sleeves.candidates': method(v.candidatesInputSchema, v.candidatesSchema),
  'sleeves.sheet': method(v.sleeveSetRefSchema.extend({ date: z.iso.date().optional() }), v.sleeveSheetSchema),
} as const;
