/**
 * Jobs: long work the renderer polls instead of waiting on one call (a card database
 * download or import, auto-pairing a set's sleeves), with progress, a cancel, and the
 * result of its kind. Apart from schemas.ts because the results come from other modules.
 */
import { z } from 'zod';
import { apiErrorShape } from './errors';
import { cardImportReportSchema } from './schemas';
import { autoPairOutputSchema } from './schemasSleeves';

const jobFields = {
  id: z.string(),
  state: z.enum(['running', 'done', 'failed', 'cancelled']),
  /** download…write: card data; pair, spread: auto-pairing (matching, then spreading the locations). */
  phase: z.enum(['download', 'read', 'parse', 'write', 'pair', 'spread', 'finished']),
  loaded: z.number(),
  total: z.number().nullable(),
  message: z.string(),
  error: apiErrorShape.nullable(),
};

export const jobStatusSchema = z.discriminatedUnion('kind', [
  z.object({ ...jobFields, kind: z.literal('cards-import'), result: cardImportReportSchema.nullable() }),
  z.object({ ...jobFields, kind: z.literal('sleeves-auto'), result: autoPairOutputSchema.nullable() }),
]);
export type JobStatus = z.infer<typeof jobStatusSchema>;
export type JobKind = JobStatus['kind'];
/** What a finished job of kind K gives. */
export type JobResult<K extends JobKind> = NonNullable<Extract<JobStatus, { kind: K }>['result']>;
