/**
 * Run-time schemas of the games API: saved local games of Arda, their actions and the
 * per-seat view. Actions are validated field by field (they come from the renderer or a
 * shared file); the engine then judges whether they are legal. Views and catalogs are
 * produced by the engine in the main process, so only their outline is checked here.
 */
import { z } from 'zod';
import { MAX_SEATS } from '../engine/actionFields';
import { GAME_PROFILES, PROFILES, seatAlignmentProblem, seatCountProblem, type Action, type Catalog, type GameEvent, type GameProfile, type ScoreSheet } from '../engine/types';
import { ACTION_SCHEMAS, type GameView } from '../engine';
import type { Arg, Msg } from '../play/msg';
import type { EntryWords } from '../play/record';

/** Seats over every profile (engine/types.ts PROFILES: Arda Revised 2–7, Dark Arda 2–9). */
export const MIN_SEATS = Math.min(...GAME_PROFILES.map((p) => PROFILES[p].seats.min));
export { MAX_SEATS };
export const gameProfileSchema = z.enum(GAME_PROFILES as [GameProfile, ...GameProfile[]]);

export const gameIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const gameRefSchema = z.object({ id: gameIdSchema });
/** A seat number, or -1 for a spectator (every hand hidden: the hand-off screen, a finished game's board). */
export const seatSchema = z.number().int().min(-1).max(8);

/**
 * Every engine action: the union of the schemas the engine's handlers declare (engine/api.ts ACTION_SCHEMAS,
 * engine/actionFields.ts), so an action the engine offers is never refused here.
 */
export const actionSchema = z.discriminatedUnion('type', ACTION_SCHEMAS as unknown as [z.ZodObject, ...z.ZodObject[]]) as unknown as z.ZodType<Action, Action>;

const alignmentSchema = z.enum(['wizard', 'ringwraith']);
const seatName = z
  .string()
  .trim()
  .min(1, 'each seat needs a name')
  .max(40)
  // Names are shown in hand-off screens and logs: no control characters.
  .regex(/^[^\p{Cc}]*$/u, 'a name cannot hold control characters');

export const botLevelSchema = z.enum(['simple', 'planner']);

export const newGameSeatSchema = z.object({
  name: seatName,
  kind: z.enum(['human', 'bot']),
  /** Which of the game's sets this seat draws from; defaults to the only set's alignment. */
  alignment: alignmentSchema.optional(),
  /** A computer seat's strength: 'simple' (default) or 'planner' (bots/planner.ts). */
  level: botLevelSchema.optional(),
});

export const newGameInputSchema = z
  .object({
    /** One Wizard set and/or one Ringwraith set (Arda set ids); Dark Arda: one Ringwraith set. */
    setIds: z.array(z.number().int().positive()).min(1).max(2),
    /** The rules: Arda Revised (2–7 seats; 5+ simultaneous turns) or Dark Arda (2–9 Ringwraith seats); absent: Dark Arda for a Dark Arda set, else Arda Revised. */
    profile: gameProfileSchema.optional(),
    seats: z.array(newGameSeatSchema).min(MIN_SEATS).max(MAX_SEATS),
    /** Random when absent; shown and stored so the game can be replayed. */
    seed: z.string().trim().min(1).max(64).optional(),
    /** MP needed to call the Council / Audience; absent: the profile's (Arda Revised 12, Dark Arda 25). */
    councilMp: z.number().int().min(1).max(100).optional(),
    /** A name for the list; defaults to the sets and the date. */
    name: z.string().trim().min(1).max(80).optional(),
  })
  .superRefine((input, ctx) => {
    // Without a profile the set decides it (gameSetup.ts gameProfileOf) and the engine checks the seats.
    if (!input.profile) return;
    const { profile } = input;
    const seatsWrong = seatCountProblem(profile, input.seats.length);
    if (seatsWrong) ctx.addIssue({ code: 'custom', path: ['seats'], message: seatsWrong });
    input.seats.forEach((s, i) => {
      const sideWrong = s.alignment ? seatAlignmentProblem(profile, s.name, s.alignment) : null;
      if (sideWrong) ctx.addIssue({ code: 'custom', path: ['seats', i, 'alignment'], message: sideWrong });
    });
  });
export type NewGameInput = z.input<typeof newGameInputSchema>;

export const gameSeatSchema = z.object({
  seat: z.number().int(),
  name: z.string(),
  kind: z.enum(['human', 'bot']),
  alignment: alignmentSchema,
  level: botLevelSchema.optional(),
});

export const scoreSheetSchema = z.object({
  character: z.number(),
  item: z.number(),
  faction: z.number(),
  ally: z.number(),
  kill: z.number(),
  misc: z.number(),
  negative: z.number(),
  total: z.number(),
}) satisfies z.ZodType<ScoreSheet>;

export const gameSummarySchema = z.object({
  id: gameIdSchema,
  name: z.string(),
  /** The sets the game was started from, as they were then (the game keeps its own copy). */
  sets: z.array(z.object({ id: z.number().int(), name: z.string(), alignment: alignmentSchema })),
  seats: z.array(gameSeatSchema),
  /** The rules the game is played by (games from before profiles: Arda Revised). */
  profile: gameProfileSchema,
  seed: z.string(),
  councilMp: z.number().int(),
  status: z.enum(['active', 'finished']),
  turn: z.number().int(),
  round: z.number().int(),
  /** The seat whose decision it is (-1 when the game is over). */
  actor: z.number().int(),
  /** Actions in the log. */
  actions: z.number().int(),
  /** Score by seat (index = seat). */
  scores: z.array(scoreSheetSchema),
  winners: z.array(z.number().int()),
  /** How the game ended (engine/types.ts EndReason): council, audience, elimination, avatars-eliminated, one-ring, round-cap, no-players. */
  reason: z.string().nullable(),
  /** Set when the game was made with another rules engine: why it cannot be continued (export or delete it). */
  outdated: z.string().optional(),
  /** Set when the stored game cannot be read (a damaged row): what is wrong; it can only be deleted. */
  damaged: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GameSummary = z.infer<typeof gameSummarySchema>;

/** The engine's per-seat view (engine viewFor) without the static catalog, sent once per game. */
export type GameViewData = Omit<GameView, 'catalog'>;
export const gameViewDataSchema = z.custom<GameViewData>(
  (v) => typeof v === 'object' && v !== null && Array.isArray((v as { players?: unknown }).players) && Array.isArray((v as { stack?: unknown }).stack),
  'not a game view',
);
export const gameCatalogSchema = z.custom<Catalog>(
  (v) => typeof v === 'object' && v !== null && typeof (v as { cards?: unknown }).cards === 'object' && typeof (v as { regions?: unknown }).regions === 'object',
  'not a game catalog',
);
export const gameEventSchema = z.custom<GameEvent>((v) => typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string');

/** A message of the game record (src-shared/play/msg.ts): a key and its arguments. */
export const msgSchema: z.ZodType<Msg> = z.lazy(() => z.strictObject({ k: z.string().min(1).max(80), a: z.record(z.string().max(40), msgArgSchema).optional() }));
const cardArgSchema = z.strictObject({ c: z.string().max(40), i: z.number().int().min(0).max(200_000).optional(), v: z.array(z.number().int().min(0).max(MAX_SEATS - 1)).max(MAX_SEATS).optional() });
const msgArgSchema: z.ZodType<Arg> = z.lazy(() =>
  z.union([
    z.string().max(2000),
    z.number(),
    cardArgSchema,
    z.strictObject({ s: z.number().int().min(0).max(MAX_SEATS - 1) }),
    z.strictObject({ co: cardArgSchema.nullable() }),
    z.strictObject({ r: z.string().max(200) }),
    z.strictObject({ m: msgSchema }),
    z.strictObject({ l: z.array(msgArgSchema).max(100) }),
    z.strictObject({ cat: z.array(msgArgSchema).max(100) }),
  ]),
);
/** One action's words in the record (src-shared/play/record.ts EntryWords). */
export const entryWordsSchema: z.ZodType<EntryWords> = z.strictObject({
  action: msgSchema,
  lines: z.array(z.strictObject({ m: msgSchema, roll: z.literal(true).optional() })).max(2000),
});

/** One entry of the action log with what it caused (events carry the dice) and its words, fixed when it was applied. */
export const gameLogEntrySchema = z.object({
  index: z.number().int(),
  seat: z.number().int(),
  action: z.custom<Action>((v) => typeof v === 'object' && v !== null),
  events: z.array(gameEventSchema),
  /** Absent for actions recorded before words were kept, in a game this engine cannot replay. */
  words: entryWordsSchema.optional(),
  /** Turn number, round and step kind when the action was taken: the log's headings. */
  turn: z.number().int(),
  round: z.number().int(),
  active: z.number().int(),
  phase: z.string(),
  at: z.string(),
});
export type GameLogEntry = z.infer<typeof gameLogEntrySchema>;

/** What one seat sees now, and what it may do. */
export const gameSnapshotSchema = z.object({
  summary: gameSummarySchema,
  /** The seat the view is for (-1: spectator). */
  seat: seatSchema,
  view: gameViewDataSchema,
  /** Every seat with a decision now, first-right order (api.ts actors: two or three with simultaneous turns). */
  actors: z.array(z.number().int()),
  /** The lane this seat decides in (api.ts laneOf; -1: none, 0 without simultaneous turns). */
  lane: z.number().int(),
  /** legalActions for this seat (empty unless it is this seat's decision). */
  legal: z.array(z.custom<Action>((v) => typeof v === 'object' && v !== null)),
  /** Events of the last applied action (for the dice line), when the call applied one. */
  events: z.array(gameEventSchema),
});
export type GameSnapshot = z.infer<typeof gameSnapshotSchema>;

export const openGameSchema = gameRefSchema.extend({ seat: seatSchema });

export const actInputSchema = openGameSchema.extend({
  action: actionSchema,
  /** The number of actions the caller saw: a stale screen (another window acted) gets CONFLICT. */
  at: z.number().int().min(0),
});

/** Either the new position, or the engine's rejection quoting the rule (nothing changed). */
export const actResultSchema = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), snapshot: gameSnapshotSchema }),
  z.object({ ok: z.literal(false), rejection: z.object({ code: z.string(), rule: z.string(), message: z.string() }) }),
]);
export type ActResult = z.infer<typeof actResultSchema>;

/** One computer-seat action (the UI's paced bot loop), or up to `max` of them (instant). */
export const botStepInputSchema = openGameSchema.extend({
  at: z.number().int().min(0),
  max: z.number().int().min(1).max(100_000).default(1),
});

export const gameLogInputSchema = openGameSchema.extend({
  from: z.number().int().min(0).default(0),
  limit: z.number().int().min(1).max(5000).default(5000),
});

export const replayAtInputSchema = openGameSchema.extend({ index: z.number().int().min(0) });

export const gameExportSchema = z.object({ fileName: z.string(), json: z.string() });
export const gameImportSchema = z.object({ fileName: z.string().min(1).max(260), content: z.string() });
