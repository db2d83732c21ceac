/**
 * The one API between renderer and main process: every method with its request and
 * response schema. Both transports (Electron IPC, loopback HTTP) carry exactly this.
 */
import { z } from 'zod';
import * as s from './schemas';
import { jobStatusSchema } from './schemasJobs';

import { empty, method } from './method';
import { ardaMethods } from './contractArda';
import { sleeveMethods } from './contractSleeves';
import { gameMethods } from './contractGames';
import { lotMethods } from './contractLots';
import { pasteMethods } from './contractPaste';
import { compareMethods } from './contractCompare';
import { wantTradeMethods } from './contractWantTrade';

/** Catalogue, collection, settings and jobs. */
const coreMethods = {
  'app.info': method(empty, s.appInfoSchema),
  'settings.get': method(empty, s.settingsSchema),
  'settings.update': method(s.settingsSchema.partial(), s.settingsSchema),

  'cards.importContent': method(s.importContentSchema, s.jobRefSchema),
  'cards.download': method(z.object({ url: z.url({ protocol: /^https?$/ }).optional() }), s.jobRefSchema),
  'jobs.get': method(s.jobRefSchema, jobStatusSchema),
  'jobs.cancel': method(s.jobRefSchema, jobStatusSchema),

  'cards.search': method(s.cardSearchInputSchema, s.cardSearchOutputSchema),
  'cards.facets': method(z.object({ lang: s.languageSchema.default('en') }), s.facetsSchema),
  /** The list rows of the given cards (in the order asked; unknown ids are left out). */
  'cards.byIds': method(z.object({ ids: z.array(s.cardIdSchema).max(20000), lang: s.languageSchema.default('en') }), z.object({ rows: z.array(s.cardRowSchema) })),
  'cards.get': method(s.cardRefSchema, s.cardDetailSchema),
  'cards.image': method(s.cardImageInputSchema, s.cardImageSchema),

  'collection.change': method(
    z.object({ label: z.string().min(1).max(120), changes: z.array(s.collectionChangeSchema).min(1).max(5000) }),
    s.collectionChangeResultSchema,
  ),
  'collection.undo': method(empty, s.collectionChangeResultSchema),
  'collection.redo': method(empty, s.collectionChangeResultSchema),
  'collection.history': method(empty, s.historyStateSchema),
  'collection.stats': method(empty, s.collectionStatsSchema),
  'collection.exportCsv': method(empty, s.csvExportSchema),
  'collection.previewImport': method(s.importContentSchema, s.importPreviewSchema),
  'collection.import': method(s.collectionImportInputSchema, s.collectionImportResultSchema),
} as const;

export const contract = { ...coreMethods, ...lotMethods, ...ardaMethods, ...sleeveMethods, ...gameMethods, ...compareMethods, ...wantTradeMethods, ...pasteMethods } as const;

export type Contract = typeof contract;
export type MethodName = keyof Contract;
export type MethodInput<M extends MethodName> = z.input<Contract[M]['input']>;
export type ParsedInput<M extends MethodName> = z.output<Contract[M]['input']>;
export type MethodOutput<M extends MethodName> = z.output<Contract[M]['output']>;

/** What the main process implements: one handler per method. */
export type ApiHandlers = {
  [M in MethodName]: (input: ParsedInput<M>) => MethodOutput<M> | Promise<MethodOutput<M>>;
};

export function isMethodName(name: unknown): name is MethodName {
  return typeof name === 'string' && Object.prototype.hasOwnProperty.call(contract, name);
}
