/**
 * The Arda-set methods of the API contract: stored sets of seven decks, their edits with
 * undo, validation, building from the collection, GCCG/JSON import, export and printing.
 * Spread into the one contract in contract.ts.
 */
import { z } from 'zod';
import { empty, method } from './method';
import { historyStateSchema } from './schemas';
import * as a from './schemasArda';

export const ardaMethods = {
  'sets.profiles': method(empty, z.object({ profiles: z.array(a.profileInfoSchema) })),
  'sets.list': method(empty, z.object({ sets: z.array(a.setSummarySchema) })),
  'sets.create': method(a.createSetSchema, a.setStateSchema),
  'sets.get': method(a.setRefSchema, a.setStateSchema),
  'sets.rename': method(a.renameSetSchema, a.setStateSchema),
  'sets.update': method(a.updateSetSchema, a.setStateSchema),
  'sets.delete': method(a.setIdRefSchema, z.object({ deleted: z.boolean() })),
  'sets.edit': method(a.editSetSchema, a.setStateSchema),
  'sets.undo': method(a.setIdRefSchema, a.setStateSchema),
  'sets.redo': method(a.setIdRefSchema, a.setStateSchema),
  'sets.history': method(a.setIdRefSchema, historyStateSchema),
  'sets.validate': method(a.setRefSchema, a.setStateSchema),
  'sets.availability': method(a.availabilityInputSchema, a.availabilitySchema),
  'sets.build': method(a.buildInputSchema, a.buildResultSchema),
  'sets.importMeccg': method(a.importMeccgSchema, a.importResultSchema),
  'sets.importJson': method(a.importJsonSchema, a.importJsonResultSchema),
  'sets.export': method(a.exportInputSchema, a.exportResultSchema),
  'sets.printModel': method(a.setIdRefSchema.extend({ date: z.iso.date().optional() }), a.printModelSchema),
} as const;
