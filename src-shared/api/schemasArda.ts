/** Run-time schemas of the Arda-set methods: sets, edits, validation, import/export, printing. */
import { LIMITS } from './limits';
import { z } from 'zod';
import { DECK_IDS, VIOLATION_CODES } from '../arda/model';
import { historyStateSchema, importContentSchema, problemCodeFields } from './schemas';

const cardId = z.string().min(1).max(40);
export const setNameSchema = z
  .string()
  .trim()
  .min(1, 'a set needs a name')
  .max(120)
  .refine((name) => !/[\r\n\t]/.test(name), 'a set name is one line of text');
export const profileIdSchema = z.string().min(1).max(60);
export const playersSchema = z.number().int().min(1).max(12);
const setIdSchema = z.number().int().min(1);
const count = z.number().int().min(0).max(LIMITS.setCopiesPerCard);

export const deckIdSchema = z.enum(DECK_IDS);

export const deckEntrySchema = z.object({ cardId, copies: count, proxies: count });
export type DeckEntryData = z.infer<typeof deckEntrySchema>;

export const decksSchema = z.object({
  play: z.array(deckEntrySchema),
  mp: z.array(deckEntrySchema),
  character: z.array(deckEntrySchema),
  minor: z.array(deckEntrySchema),
  ring: z.array(deckEntrySchema),
  site: z.array(deckEntrySchema),
  // Dark Arda's eighth deck; absent in requests and files from before it existed.
  haven: z.array(deckEntrySchema).default([]),
  avatar: z.array(deckEntrySchema),
});

/** A stored set: the shared ArdaSet shape plus its row's id, player count and dates. */
export const storedSetSchema = z.object({
  id: setIdSchema,
  name: z.string(),
  profileId: z.string(),
  players: z.number().int(),
  decks: decksSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type StoredArdaSet = z.infer<typeof storedSetSchema>;

export const violationSchema = z.object({
  severity: z.enum(['error', 'warning']),
  code: z.enum(VIOLATION_CODES),
  deck: deckIdSchema.nullable(),
  cardId: z.string().nullable(),
  message: z.string(),
});

export const setSummarySchema = z.object({
  id: setIdSchema,
  name: z.string(),
  profileId: z.string(),
  profileLabel: z.string(),
  players: z.number().int(),
  copies: z.number().int(),
  proxies: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Open problems of the set, as sets.validate counts them (sleeve problems included). */
  errors: z.number().int(),
  warnings: z.number().int(),
});
export type ArdaSetSummary = z.infer<typeof setSummarySchema>;

export const profileInfoSchema = z.object({
  id: z.string(),
  label: z.string(),
  players: z.object({ min: z.number().int(), max: z.number().int() }),
});

/** A set named by id or by name (names are unique, case-insensitively). */
export const setRefSchema = z
  .object({ id: setIdSchema.optional(), name: z.string().min(1).max(120).optional() })
  .refine((ref) => (ref.id === undefined) !== (ref.name === undefined), 'name the set by id or by name (exactly one)');
export const setIdRefSchema = z.object({ setId: setIdSchema });

/** A deck's size target in numbers: at least `min` (0 when the rule sets only a maximum), at most `max` (null: no upper bound). */
export const deckTargetSchema = z.object({ min: z.number().int(), max: z.number().int().nullable() });
export type DeckTargetData = z.infer<typeof deckTargetSchema>;
/** Each deck's size target for the set's profile and player count (null: the deck has none). */
export const deckTargetsSchema = z.object({
  play: deckTargetSchema.nullable(),
  mp: deckTargetSchema.nullable(),
  character: deckTargetSchema.nullable(),
  minor: deckTargetSchema.nullable(),
  ring: deckTargetSchema.nullable(),
  site: deckTargetSchema.nullable(),
  haven: deckTargetSchema.nullable(),
  avatar: deckTargetSchema.nullable(),
});
export type DeckTargets = z.infer<typeof deckTargetsSchema>;

/** What the editor shows after any change: the set, its problems, its deck targets and its undo state. */
export const setStateSchema = z.object({
  set: storedSetSchema,
  violations: z.array(violationSchema),
  targets: deckTargetsSchema,
  history: historyStateSchema,
});
export type ArdaSetState = z.infer<typeof setStateSchema>;

export const createSetSchema = z.object({ name: setNameSchema, profileId: profileIdSchema, players: playersSchema.optional() });
export const renameSetSchema = z.object({ setId: setIdSchema, name: setNameSchema });
export const updateSetSchema = z.object({ setId: setIdSchema, profileId: profileIdSchema.optional(), players: playersSchema.optional() });

const delta = z.number().int().min(-LIMITS.setCopiesPerCard).max(LIMITS.setCopiesPerCard);
export const setEditSchema = z.union([
  z.object({ deck: deckIdSchema, cardId, copiesDelta: delta.optional(), proxiesDelta: delta.optional() }),
  z.object({
    move: z.object({
      from: deckIdSchema,
      to: deckIdSchema,
      cardId,
      copies: z.number().int().min(0).max(1000).default(0),
      proxies: z.number().int().min(0).max(1000).default(0),
    }),
  }),
]);
export type ArdaSetEdit = z.infer<typeof setEditSchema>;
export const editSetSchema = z.object({
  setId: setIdSchema,
  label: z.string().min(1).max(120),
  edits: z.array(setEditSchema).min(1).max(5000),
});

export const availabilityInputSchema = z.object({ setId: setIdSchema, cardIds: z.array(cardId).max(20000).optional() });
export const availabilitySchema = z.object({
  cards: z.array(
    z.object({
      cardId: z.string(),
      owned: z.number().int(),
      inThisSet: z.number().int(),
      inOtherSets: z.number().int(),
      /** Owned copies not allocated to any set: owned − this set − other sets, never below 0. */
      free: z.number().int(),
      /** The deck the set's profile puts the card in (profile.deckFor), or null when no deck takes it. */
      homeDeck: deckIdSchema.nullable(),
      /** Why the profile keeps the card out of every deck (placementFor), with the validator's code; null when a deck takes it. */
      refusal: z.object({ code: z.enum(['ALIGNMENT', 'EXCLUDED', 'WRONG_DECK']), message: z.string() }).nullable(),
    }),
  ),
});

export const buildInputSchema = z.object({ name: setNameSchema, profileId: profileIdSchema, players: playersSchema });
export const lackSchema = z.object({ deck: deckIdSchema, needed: z.number().int(), have: z.number().int(), message: z.string() });
export const buildResultSchema = setStateSchema.extend({ lacking: z.array(lackSchema) });

export const unplaceableLineSchema = z.object({
  line: z.number().int(),
  text: z.string(),
  reason: z.string(),
  /** The reason's code and params, for the UI language (absent: show `reason`). */
  ...problemCodeFields,
  /** Copies the line names (0 when the line is not a card line at all). */
  copies: z.number().int(),
  cardId: z.string().nullable(),
});
export type UnplaceableLine = z.infer<typeof unplaceableLineSchema>;

export const importMeccgSchema = importContentSchema.extend({
  name: setNameSchema,
  profileId: profileIdSchema,
  players: playersSchema.optional(),
});
/**
 * What an import took from the other sets: owned copies they hold that the new set holds too,
 * and how many more NOT_OWNED problems each of those sets has now.
 */
export const importShortSchema = z.object({
  /** Copies the import allocated beyond what the user owns, all of them held by other sets too. */
  copies: z.number().int(),
  sets: z.array(z.object({ setId: setIdSchema, name: z.string(), notOwnedIncrease: z.number().int() })),
  /** One sentence for people, e.g. "3 copies that other sets used are now short: Thursday group +51 NOT_OWNED." */
  message: z.string(),
});
export type ImportShort = z.infer<typeof importShortSchema>;
export const importJsonResultSchema = setStateSchema.extend({ otherSetsShort: importShortSchema.nullable() });
export const importResultSchema = importJsonResultSchema.extend({
  placedCopies: z.number().int(),
  unplaceable: z.array(unplaceableLineSchema),
});
export const importJsonSchema = importContentSchema.extend({ name: setNameSchema.optional() });

export const EXPORT_FORMATS = ['meccg', 'text', 'json'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const exportInputSchema = z.object({ setId: setIdSchema, format: z.enum(EXPORT_FORMATS) });
export const exportResultSchema = z.object({ fileName: z.string(), format: z.enum(EXPORT_FORMATS), content: z.string() });

// ---- the print model -------------------------------------------------------------

export const printLineSchema = z.object({
  cardId: z.string(),
  count: z.number().int(),
  name: z.string(),
  set: z.string(),
  mp: z.string().nullable(),
  proxies: z.number().int(),
  /** MP deck lines: the locations the card's copies are sleeved with ("Moria ×2; 1 not sleeved"); null elsewhere. */
  sleevePartner: z.string().nullable(),
});
export const printGroupSchema = z.object({ type: z.string(), total: z.number().int(), lines: z.array(printLineSchema) });
export const printDeckSchema = z.object({
  deck: deckIdSchema,
  label: z.string(),
  total: z.number().int(),
  proxies: z.number().int(),
  /** The profile's size target for the set's players, as text ("≥ 250", "35–40"), or null. */
  target: z.string().nullable(),
  groups: z.array(printGroupSchema),
});
export const printModelSchema = z.object({
  title: z.string(),
  profileId: z.string(),
  profileLabel: z.string(),
  players: z.number().int(),
  date: z.string(),
  decks: z.array(printDeckSchema),
  totals: z.object({ cards: z.number().int(), copies: z.number().int(), proxies: z.number().int(), distinct: z.number().int() }),
  problems: z.object({
    errors: z.number().int(),
    warnings: z.number().int(),
    /** The first messages, errors first. */
    messages: z.array(z.object({ severity: z.enum(['error', 'warning']), message: z.string() })),
    more: z.number().int(),
  }),
});
export type PrintModel = z.infer<typeof printModelSchema>;
export type PrintDeck = z.infer<typeof printDeckSchema>;
export type PrintLine = z.infer<typeof printLineSchema>;
