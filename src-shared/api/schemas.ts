/** Run-time schemas of everything that crosses the main/renderer boundary. */
import { LIMITS } from './limits';
import { z } from 'zod';
import { CARD_TYPES, LANGUAGES } from '../cards/model';

export const languageSchema = z.enum(LANGUAGES);
const cardId = z.string().min(1).max(40);
export const cardIdSchema = cardId;
const shortText = z.string().max(200);

// ---- app and settings -------------------------------------------------------------

export const settingsSchema = z.object({
  language: languageSchema,
  cardDatabaseUrl: z.url({ protocol: /^https?$/ }),
  downloadImages: z.boolean(),
  /** Pause before each computer-seat action in a game, in ms (instant, 0.5 s, 1.5 s). */
  botDelayMs: z.union([z.literal(0), z.literal(500), z.literal(1500)]),
  /** The set editor and sleeves view show the card under the pointer or highlight in a preview pane. */
  cardPreview: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const appInfoSchema = z.object({
  version: z.string(),
  runtime: z.enum(['electron', 'browser', 'node']),
  databasePath: z.string(),
  cardCount: z.number().int(),
  setCount: z.number().int(),
  cardSource: z.string().nullable(),
  cardsImportedAt: z.string().nullable(),
});
export type AppInfo = z.infer<typeof appInfoSchema>;

// ---- jobs (long work with progress) ---------------------------------------------

export const cardImportReportSchema = z.object({
  source: z.string(),
  sets: z.number().int(),
  cards: z.number().int(),
  added: z.number().int(),
  updated: z.number().int(),
  removed: z.number().int(),
  keptOwned: z.number().int(),
  durationMs: z.number(),
});
export type CardImportReport = z.infer<typeof cardImportReportSchema>;

// The job status is in schemasJobs.ts: its results include other modules' schemas.
export const jobRefSchema = z.object({ jobId: z.string().min(1).max(64) });

// ---- catalogue --------------------------------------------------------------------

export const cardFiltersSchema = z.object({
  sets: z.array(shortText).max(50).optional(),
  types: z.array(z.enum(CARD_TYPES)).max(10).optional(),
  subtypes: z.array(shortText).max(50).optional(),
  alignments: z.array(shortText).max(20).optional(),
  unique: z.boolean().optional(),
  races: z.array(shortText).max(60).optional(),
  skills: z.array(shortText).max(10).optional(),
  regions: z.array(shortText).max(100).optional(),
  siteTypes: z.array(shortText).max(10).optional(),
  hasMp: z.boolean().optional(),
  ownership: z.enum(['owned', 'missing']).optional(),
  /** Only cards with owned copies no Arda set holds (the set editor's free-only filter). */
  free: z.boolean().optional(),
});
export type CardFilters = z.infer<typeof cardFiltersSchema>;

export const SORT_KEYS = ['relevance', 'name', 'set', 'type', 'subtype', 'alignment', 'mp', 'race', 'region', 'owned'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export const cardSortSchema = z.object({ key: z.enum(SORT_KEYS), dir: z.enum(['asc', 'desc']) });
export type CardSort = z.infer<typeof cardSortSchema>;

export const cardSearchInputSchema = z.object({
  query: z.string().max(200),
  filters: cardFiltersSchema.default({}),
  sort: cardSortSchema.default({ key: 'relevance', dir: 'asc' }),
  lang: languageSchema.default('en'),
  limit: z.number().int().min(1).max(10000).optional(),
});
export type CardSearchInput = z.input<typeof cardSearchInputSchema>;

export const cardRowSchema = z.object({
  id: z.string(),
  set: z.string(),
  name: z.string(),
  type: z.enum(CARD_TYPES),
  subtype: z.string().nullable(),
  alignment: z.string(),
  unique: z.boolean(),
  mp: z.number().nullable(),
  race: z.string().nullable(),
  skills: z.string().nullable(),
  region: z.string().nullable(),
  siteType: z.string().nullable(),
  owned: z.number().int(),
});
export type CardRow = z.infer<typeof cardRowSchema>;
export const cardSearchOutputSchema = z.object({ rows: z.array(cardRowSchema), total: z.number().int() });
export type CardSearchOutput = z.infer<typeof cardSearchOutputSchema>;

const facetValue = z.object({ value: z.string(), label: z.string(), count: z.number().int() });
export type FacetValue = z.infer<typeof facetValue>;
export const facetsSchema = z.object({
  sets: z.array(facetValue),
  types: z.array(facetValue),
  subtypes: z.array(facetValue),
  alignments: z.array(facetValue),
  races: z.array(facetValue),
  skills: z.array(facetValue),
  regions: z.array(facetValue),
  siteTypes: z.array(facetValue),
});
export type Facets = z.infer<typeof facetsSchema>;

const figure = z.string().nullable();
export const cardDetailSchema = z.object({
  id: z.string(),
  set: z.string(),
  setName: z.string(),
  name: z.string(),
  englishName: z.string(),
  type: z.enum(CARD_TYPES),
  subtype: z.string().nullable(),
  alignment: z.string(),
  unique: z.boolean(),
  typeLine: z.string(),
  text: z.string(),
  figures: z.array(z.object({ label: z.string(), value: z.string() })),
  mp: z.number().nullable(),
  mpRaw: figure,
  mpType: figure,
  rarity: figure,
  artist: figure,
  imageUrl: z.string().nullable(),
  owned: z.number().int(),
  note: z.string(),
  storage: z.string(),
});
export type CardDetail = z.infer<typeof cardDetailSchema>;

export const cardRefSchema = z.object({ id: cardId, lang: languageSchema.default('en') });
/** cachedOnly (default false) answers from the disk cache without downloading (a board of many cards must not start many downloads). */
export const cardImageInputSchema = cardRefSchema.extend({ cachedOnly: z.boolean().optional() });
export const cardImageSchema = z.object({
  status: z.enum(['cached', 'unavailable']),
  key: z.string().nullable(),
  reason: z.string().nullable(),
});
export type CardImage = z.infer<typeof cardImageSchema>;

/** Files arrive as text; the largest kind's cap (the card database) bounds them all. */
export const importContentSchema = z.object({
  fileName: z.string().min(1).max(260),
  content: z.string().max(LIMITS.fileBytes.cards),
});
export type ImportContent = z.infer<typeof importContentSchema>;

// ---- collection -------------------------------------------------------------------

export const collectionEntrySchema = z.object({
  cardId: z.string(),
  count: z.number().int().min(0),
  note: z.string(),
  storage: z.string(),
});
export type CollectionEntry = z.infer<typeof collectionEntrySchema>;

export const collectionChangeSchema = z.object({
  cardId,
  delta: z.number().int().min(-LIMITS.collectionCopiesPerCard).max(LIMITS.collectionCopiesPerCard).optional(),
  count: z.number().int().min(0).max(LIMITS.collectionCopiesPerCard).optional(),
  note: z.string().max(1000).optional(),
  storage: z.string().max(200).optional(),
});
export type CollectionChange = z.infer<typeof collectionChangeSchema>;

export const historyStateSchema = z.object({
  canUndo: z.boolean(),
  canRedo: z.boolean(),
  undoLabel: z.string().nullable(),
  redoLabel: z.string().nullable(),
});
export type HistoryState = z.infer<typeof historyStateSchema>;

export const collectionChangeResultSchema = z.object({
  entries: z.array(collectionEntrySchema),
  history: historyStateSchema,
});
export type CollectionChangeResult = z.infer<typeof collectionChangeResultSchema>;

export const setCompletionSchema = z.object({
  setId: z.string(),
  name: z.string(),
  distinctOwned: z.number().int(),
  total: z.number().int(),
  copies: z.number().int(),
});
export const collectionStatsSchema = z.object({
  sets: z.array(setCompletionSchema),
  distinctOwned: z.number().int(),
  total: z.number().int(),
  copies: z.number().int(),
});
export type CollectionStats = z.infer<typeof collectionStatsSchema>;

export const resolvedLineSchema = z.object({
  line: z.number().int(),
  cardId: z.string(),
  name: z.string(),
  count: z.number().int(),
  note: z.string().optional(),
  storage: z.string().optional(),
});
export type ResolvedLine = z.infer<typeof resolvedLineSchema>;
/**
 * A problem's stable code and plain params beside its English text (src-shared/text/problem.ts), so the renderer
 * can word it in the UI language. Optional: lines from older data, and problems without a code, still validate.
 */
export const problemCodeFields = {
  code: z.string().max(40).optional(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.array(z.string())])).optional(),
};
export const unresolvedLineSchema = z.object({ line: z.number().int(), text: z.string(), reason: z.string(), ...problemCodeFields });
export type UnresolvedLine = z.infer<typeof unresolvedLineSchema>;

/** A card a CSV names on several rows: the rows were merged into one, their counts added up. */
export const mergedCardSchema = z.object({ cardId: z.string(), name: z.string(), lines: z.array(z.number().int()), count: z.number().int() });
export type MergedCard = z.infer<typeof mergedCardSchema>;

export const importPreviewSchema = z.object({
  fileName: z.string(),
  format: z.enum(['csv', 'meccg']),
  resolved: z.array(resolvedLineSchema),
  unresolved: z.array(unresolvedLineSchema),
  copies: z.number().int(),
  merged: z.array(mergedCardSchema),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

export const collectionImportInputSchema = importContentSchema.extend({ skipUnresolved: z.boolean().default(false) });
export const collectionImportResultSchema = z.object({
  fileName: z.string(),
  format: z.enum(['csv', 'meccg']),
  cards: z.number().int(),
  copies: z.number().int(),
  skipped: z.array(unresolvedLineSchema),
  merged: z.array(mergedCardSchema),
  history: historyStateSchema,
});
export type CollectionImportResult = z.infer<typeof collectionImportResultSchema>;

export const csvExportSchema = z.object({ fileName: z.string(), csv: z.string(), cards: z.number().int() });
