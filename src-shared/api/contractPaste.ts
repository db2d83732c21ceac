/**
 * "Paste a list" in the API contract: a pasted card list read and resolved line by line,
 * for the collection and the set editor to preview before they add it (each with its own
 * undoable change). Spread into the one contract in contract.ts.
 */
import { method } from './method';
import * as p from './schemasPaste';

export const pasteMethods = {
  'collection.previewList': method(p.previewListInputSchema, p.previewListSchema),
} as const;
