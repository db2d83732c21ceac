/** Schemas of comparing Arda sets (with each other or with a set's last export) and of the sample setup. */
import { z } from 'zod';
import { DECK_IDS } from '../arda/model';
import { cardRowSchema, languageSchema } from './schemas';

const setIdSchema = z.number().int().min(1);
const deckSchema = z.enum(DECK_IDS);

export const compareInputSchema = z.object({
  setId: setIdSchema,
  /** The other set; absent: the set as it was last exported. */
  otherSetId: setIdSchema.optional(),
  lang: languageSchema.default('en'),
});

const changeSchema = z.object({ cardId: z.string(), deck: deckSchema, count: z.number().int().positive() });

export const compareResultSchema = z.object({
  /** What the comparison starts from: the other set or the last export ("before"). */
  before: z.object({ label: z.string(), setId: z.number().int().nullable(), exportedAt: z.string().nullable(), format: z.string().nullable() }),
  /** The set as it is now ("after"). */
  after: z.object({ label: z.string(), setId: z.number().int() }),
  diff: z.object({
    added: z.array(changeSchema),
    removed: z.array(changeSchema),
    moved: z.array(z.object({ cardId: z.string(), from: deckSchema, to: deckSchema, count: z.number().int().positive() })),
  }),
  /** The list rows of every card the diff names (names in the asked language). */
  cards: z.array(cardRowSchema),
  /** The diff as plain text, to copy or save. */
  text: z.string(),
});

export const setExportsInputSchema = z.object({ setId: setIdSchema });
export const setExportsSchema = z.object({
  exports: z.array(z.object({ id: z.number().int(), exportedAt: z.string(), format: z.string() })),
});

export const sampleSetupInputSchema = z.object({
  setId: setIdSchema,
  /** Arda Revised plays 2–7 seats, Dark Arda 2–9 (the engine refuses a count its profile does not play). */
  players: z.number().int().min(2).max(9),
  /** Absent: a new random seed ("deal again"). */
  seed: z.string().min(1).max(64).optional(),
  lang: languageSchema.default('en'),
});

const cardIdsSchema = z.array(z.string());
export const sampleSetupSchema = z.object({
  seed: z.string(),
  order: z.array(z.number().int()),
  seats: z.array(
    z.object({
      seat: z.number().int(),
      name: z.string(),
      avatar: z.string().nullable(),
      dealt: cardIdsSchema,
      companies: z.array(z.object({ site: z.string(), characters: z.array(z.object({ cardId: z.string(), items: cardIdsSchema })) })),
      hand: cardIdsSchema,
      mpHand: cardIdsSchema,
    }),
  ),
  faceUp: z.array(z.object({ alignment: z.string(), character: cardIdsSchema, minor: cardIdsSchema, mp: cardIdsSchema })),
  decksLeft: z.array(z.object({ alignment: z.string(), counts: z.record(deckSchema, z.number().int()) })),
  /** The list rows of every card dealt (names in the asked language). */
  cards: z.array(cardRowSchema),
});

export type CompareResult = z.output<typeof compareResultSchema>;
export type SampleSetupResult = z.output<typeof sampleSetupSchema>;
