/**
 * Comparing Arda sets and dealing a sample opening from one: spread into the one contract in
 * contract.ts.
 */
import { method } from './method';
import * as c from './schemasCompare';

export const compareMethods = {
  /** Added, removed and moved cards between another set (or the set's last export) and the set now. */
  'sets.compare': method(c.compareInputSchema, c.compareResultSchema),
  /** The set's exports, newest first (each keeps what the set held then). */
  'sets.exports': method(c.setExportsInputSchema, c.setExportsSchema),
  /** The opening of a game from the set for a number of players, dealt by the engine's setup. */
  'sets.sampleSetup': method(c.sampleSetupInputSchema, c.sampleSetupSchema),
} as const;
