/**
 * Run-time schemas of the games API: saved local games of Arda, their actions and the
 * per-seat view. Actions are validated field by field (they come from the renderer or a
 * shared file); the engine then judges whether they are legal. Views and catalogs are
 * produced by the engine in the main process, so only their outline is checked here.
 */
import { z } from 'zod';
import { GAME_PROFILES, PROFILES, seatAlignmentProblem, seatCountProblem, type Action, type Catalog, type GameEvent, type GameProfile, type ScoreSheet } from '../engine/types';
import type { GameView } from '../engine/api';

/** Seats over every profile (engine/types.ts PROFILES: Arda Revised 2–7, Dark Arda 2–9). */
export const MIN_SEATS = Math.min(...GAME_PROFILES.map((p) => PROFILES[p].seats.min));
export const MAX_SEATS = Math.max(...GAME_PROFILES.map((p) => PROFILES[p].seats.max));
export const gameProfileSchema = z.enum(GAME_PROFILES as [GameProfile, ...GameProfile[]]);

export const gameIdSchema = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);
export const gameRefSchema = z.object({ id: gameIdSchema });
/** A seat number, or -1 for a spectator (every hand hidden: the hand-off screen, a finished game's board). */
export const seatSchema = z.number().int().min(-1).max(8);

const inst = z.number().int().min(0).max(200_000);
const instOrNull = inst.nullable();
const cardIdLike = z.string().min(1).max(40);
const companyId = z.string().min(1).max(40);
const regions = z.array(z.string().min(1).max(80)).max(8);

export const manualOpSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.enum(['tap', 'untap', 'wound', 'heal']), inst }),
  z.object({ kind: z.literal('discard'), inst }),
  z.object({ kind: z.literal('move'), inst, to: z.enum(['hand', 'mpPile', 'playArea', 'discard']) }),
  z.object({ kind: z.literal('modify'), inst, stat: z.enum(['prowess', 'body', 'di']), delta: z.number().int().min(-20).max(20) }),
  z.object({ kind: z.literal('draw'), count: z.number().int().min(1).max(20) }),
]);

/** Every engine action (engine/types.ts Action), field by field. */
export const actionSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('draftAvatar'), inst }),
  z.object({ type: z.literal('chooseStartingCompany'), chars: z.array(inst).max(20) }),
  z.object({ type: z.literal('draftMinor'), inst, bearer: inst }),
  z.object({ type: z.literal('selectRingwraith'), inst }),
  z.object({ type: z.literal('takeRingwraithFollower'), inst: instOrNull }),
  z.object({ type: z.literal('formDarkCompany'), chars: z.array(inst).max(20) }),
  z.object({ type: z.literal('draftStartingItem'), inst: instOrNull, bearer: instOrNull }),
  z.object({ type: z.literal('chooseStartingSite'), site: cardIdLike }),
  z.object({ type: z.literal('playCharacter'), inst, site: cardIdLike, controller: instOrNull }),
  z.object({ type: z.literal('playAvatar'), site: cardIdLike }),
  z.object({ type: z.literal('setController'), inst, controller: instOrNull }),
  z.object({ type: z.literal('splitCompany'), companyId, chars: z.array(inst).max(20) }),
  z.object({ type: z.literal('joinCompany'), companyId, intoCompanyId: companyId }),
  z.object({ type: z.literal('transferItem'), item: inst, to: inst }),
  z.object({ type: z.literal('storeItem'), item: inst }),
  z.object({ type: z.literal('discardCommunal'), inst }),
  z.object({ type: z.literal('declareMovement'), companyId, site: cardIdLike, regions }),
  z.object({ type: z.literal('cancelMovement'), companyId }),
  z.object({ type: z.literal('testRing'), tester: inst, ring: inst }),
  z.object({ type: z.literal('callCouncil') }),
  z.object({ type: z.literal('endPhase') }),
  z.object({ type: z.literal('playResourceEvent'), inst }),
  z.object({ type: z.literal('startCompanyMH'), companyId, draws: z.number().int().min(0).max(10).optional() }),
  z.object({ type: z.literal('playCreature'), inst }),
  z.object({ type: z.literal('playHazardEvent'), inst, target: instOrNull }),
  z.object({ type: z.literal('passHazards') }),
  z.object({ type: z.literal('movementDraws'), draws: z.number().int().min(1).max(10) }),
  z.object({ type: z.literal('offerTrade'), to: z.number().int().min(0).max(MAX_SEATS - 1), give: inst }),
  z.object({ type: z.literal('answerTrade'), from: z.number().int().min(0).max(MAX_SEATS - 1), give: instOrNull }),
  z.object({ type: z.literal('withdrawTrade') }),
  z.object({ type: z.literal('playCard'), inst, target: instOrNull }),
  z.object({ type: z.literal('useCard'), inst, ability: z.number().int().min(0).max(20), target: instOrNull }),
  z.object({ type: z.literal('passChain') }),
  z.object({ type: z.literal('enterSite'), companyId }),
  z.object({ type: z.literal('attackCompany'), companyId, targetCompanyId: companyId, attackers: z.array(inst).max(20) }),
  z.object({ type: z.literal('playMpCard'), inst, character: inst }),
  z.object({ type: z.literal('playMinorItem'), inst, character: inst }),
  z.object({ type: z.literal('influenceAttempt'), influencer: inst, target: inst }),
  z.object({ type: z.literal('leaveSite') }),
  z.object({ type: z.literal('assignStrike'), target: inst }),
  z.object({ type: z.literal('allocateExcess'), target: inst }),
  z.object({ type: z.literal('resolveStrike'), target: inst, stayUntapped: z.boolean() }),
  z.object({ type: z.literal('discard'), inst }),
  z.object({ type: z.literal('destroyOneRing'), bearer: inst }),
  z.object({ type: z.literal('removeHazard'), inst, bearer: inst }),
  z.object({ type: z.literal('manual'), op: manualOpSchema }),
  // Dark Arda during play (engine/darkArda: prone.ts, modes.ts, whispers.ts, ringTest.ts).
  z.object({ type: z.literal('playProneToViolence'), inst }),
  z.object({ type: z.literal('assumeMode'), mode: z.enum(['Heralded Lord', 'Black Rider', 'Fell Rider']).nullable() }),
  z.object({ type: z.literal('saveRing'), inst, whispers: inst }),
  z.object({ type: z.literal('chooseRing'), inst: instOrNull }),
  z.object({ type: z.literal('drawRings'), count: z.number().int().min(0).max(2) }),
]) as unknown as z.ZodType<Action, Action>;

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

/** One entry of the action log with what it caused (events carry the dice). */
export const gameLogEntrySchema = z.object({
  index: z.number().int(),
  seat: z.number().int(),
  action: z.custom<Action>((v) => typeof v === 'object' && v !== null),
  events: z.array(gameEventSchema),
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
