/**
 * The shared game file: { format, version, name, setup, log, final }. Read with strict,
 * bounded schemas (a hostile file cannot make the engine allocate without bound or see a
 * field it does not know); whether its actions are legal is the replay's job (games.ts).
 */
import { z } from 'zod';
import { ApiError } from '../../src-shared/api/errors';
import { LIMITS } from '../../src-shared/api/limits';
import { actionSchema, botLevelSchema, entryWordsSchema, gameProfileSchema, MAX_SEATS, MIN_SEATS, scoreSheetSchema } from '../../src-shared/api/schemasGames';
import { DECK_IDS } from '../../src-shared/arda/model';
import type { Action, GameSetup } from '../../src-shared/engine/types';
import type { EntryWords } from '../../src-shared/play/record';

export const GAME_FILE_FORMAT = 'arda-curator-game';
/** Actions in one file: a long 4-player game is a few thousand. */
export const MAX_FILE_ACTIONS = 200_000;
const MAX_CARDS = 20_000;

/** What a finished replay must agree with. */
export const finalSchema = z
  .object({
    status: z.enum(['active', 'finished']),
    turn: z.number().int(),
    round: z.number().int(),
    actor: z.number().int(),
    actions: z.number().int().min(0),
    scores: z.array(scoreSheetSchema.strict()).max(MAX_SEATS),
    winners: z.array(z.number().int()).max(MAX_SEATS),
    reason: z.string().max(40).nullable(),
  })
  .strict();
export type GameFinal = z.infer<typeof finalSchema>;

const str = (max = 200) => z.string().max(max);
const small = z.number().int().min(-1000).max(1000);
const strList = (n = 50, max = 200) => z.array(str(max)).max(n);
const regionType = z.enum(['w', 's', 'd', 'b', 'f', 'c']);
const siteType = z.enum(['H', 'F', 'B', 'R', 'S', 'D']);

const engineCardSchema = z
  .object({
    id: str(40),
    name: str(),
    key: str(),
    type: z.enum(['Character', 'Resource', 'Hazard', 'Site', 'Region']),
    alignment: str(40),
    subtype: str(80).nullable(),
    unique: z.boolean(),
    keywords: strList(),
    text: str(20_000),
    mp: small,
    mpType: str(40).nullable(),
    eliminatedMp: small,
    avatar: z.boolean(),
    mind: small.nullable(),
    di: small,
    prowess: small.nullable(),
    body: small.nullable(),
    race: str(80).nullable(),
    skills: strList(),
    homeSite: str().nullable(),
    corruption: small,
    corruptionCheckMod: small,
    itemClass: z.enum(['minor', 'major', 'greater', 'gold ring', 'special']).nullable(),
    gear: z.enum(['weapon', 'armor', 'shield', 'helmet']).nullable(),
    prowessBonus: small,
    prowessMax: small.nullable(),
    bodyBonus: small,
    bodyMax: small.nullable(),
    diBonus: small,
    strikes: small,
    strikesEach: z.boolean(),
    attackerChooses: z.boolean(),
    keyRegionTypes: z.array(regionType).max(50),
    keySiteTypes: z.array(siteType).max(50),
    keySites: strList(),
    keyRegions: strList(),
    eventKind: z.enum(['short', 'long', 'permanent']).nullable(),
    siteType: siteType.nullable(),
    region: str().nullable(),
    playable: strList(),
    autoAttacks: z
      .array(
        z
          // `uncancelable`: "(cannot be canceled)" in the card data (facts.ts parseAutoAttacks); absent in older files.
          .object({ race: str(80), strikes: small, eachCharacter: z.boolean(), prowess: small, body: small.nullable(), attackerChooses: z.boolean(), uncancelable: z.boolean().optional() })
          .strict(),
      )
      .max(10),
    underDeeps: z.boolean(),
    regionKey: str().nullable(),
    regionType: regionType.nullable(),
    adjacent: strList(),
    adjacentKeys: strList(),
    playableAt: strList(),
    playableAtTypes: z.array(siteType).max(50),
    influenceNumber: small.nullable(),
    ringKind: str(40).nullable(),
    ringTests: z.array(z.object({ kind: str(40), min: small, max: small }).strict()).max(20),
    // Keying and site-path facts read by card definitions (issue 10); absent in older files.
    keySitesIn: z.array(z.object({ regions: strList(), types: z.array(siteType).max(10).nullable(), nonHaven: z.boolean().optional() }).strict()).max(20).optional(),
    keyIf: z.array(z.object({ doorsOfNight: z.boolean(), regionTypes: z.array(regionType).max(50), regions: strList() }).strict()).max(20).optional(),
    sitePath: z.array(regionType).max(20).optional(),
    // An Under-deeps site's "Adjacent Sites" (regions.ts deepsMoves); absent in older files.
    adjacentSites: z.array(z.object({ site: str(80).optional(), region: str(80).optional(), roll: small }).strict()).max(20).optional(),
  })
  .strict();

const deckEntry = z
  .object({ cardId: str(40), copies: z.number().int().min(0).max(LIMITS.setCopiesPerCard), proxies: z.number().int().min(0).max(LIMITS.setCopiesPerCard) })
  .strict();
const decksSchema = z
  .object(Object.fromEntries(DECK_IDS.map((d) => [d, z.array(deckEntry).max(LIMITS.setCardsTotal)])) as Record<(typeof DECK_IDS)[number], z.ZodArray<typeof deckEntry>>)
  .strict()
  .refine(
    (decks) => Object.values(decks).reduce((n, entries) => n + entries.reduce((m, e) => m + e.copies + e.proxies, 0), 0) <= LIMITS.setCardsTotal,
    `a set holds more than ${LIMITS.setCardsTotal} cards`,
  );
const setupSetSchema = z
  .object({
    set: z.object({ name: str(200), profileId: str(80), decks: decksSchema }).strict(),
    mpLocations: z.record(str(40), z.array(str(40)).max(500)).optional(),
  })
  .strict();

export const setupSchema = z
  .object({
    players: z
      .array(
        z
          .object({ seat: z.number().int().min(0).max(MAX_SEATS - 1), name: str(40), kind: z.enum(['human', 'bot']), alignment: z.enum(['wizard', 'ringwraith']), level: botLevelSchema.optional() })
          .strict(),
      )
      .min(MIN_SEATS)
      .max(MAX_SEATS),
    sets: z.object({ wizard: setupSetSchema.optional(), ringwraith: setupSetSchema.optional() }).strict(),
    cards: z.record(str(40), engineCardSchema).refine((c) => Object.keys(c).length <= MAX_CARDS, `more than ${MAX_CARDS} cards`),
    // Every profile export writes (engine/types.ts GAME_PROFILES); older files have none and play Arda Revised.
    profile: gameProfileSchema.default('arda-revised'),
    // Older files have no rules version; the engine refuses a version it does not play (replay would differ).
    rules: z.number().int().min(1).max(1000).optional(),
    seed: z.union([z.string().max(64), z.number().int()]),
    options: z.object({ councilMp: z.number().int().min(1).max(100).optional(), maxRounds: z.number().int().min(1).max(120).optional() }).strict().optional(),
  })
  .strict();

export const gameFileSchema = z
  .object({
    format: z.literal(GAME_FILE_FORMAT),
    version: z.literal(1),
    name: z.string().trim().min(1).max(80),
    setup: setupSchema,
    // Each action with the record's words made when it was applied (absent in older files: the import makes them).
    log: z.array(z.object({ seat: z.number().int().min(0).max(MAX_SEATS - 1), action: actionSchema, words: entryWordsSchema.optional() }).strict()).max(MAX_FILE_ACTIONS),
    final: finalSchema,
  })
  .strict();

export interface GameFile {
  format: typeof GAME_FILE_FORMAT;
  version: 1;
  name: string;
  setup: GameSetup;
  log: { seat: number; action: Action; words?: EntryWords }[];
  final: GameFinal;
}

/** The parsed file, or BAD_FILE naming the first problem and its place. */
export function parseGameFile(fileName: string, content: string): GameFile {
  let raw: unknown;
  try {
    raw = JSON.parse(content);
  } catch (error) {
    throw new ApiError('BAD_FILE', `${fileName}: not a JSON file (${error instanceof Error ? error.message : String(error)}). Nothing was imported.`);
  }
  const parsed = gameFileSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? issue.path.join('.') : 'the file';
    throw new ApiError('BAD_FILE', `${fileName}: not an Arda Curator game file: ${where}: ${issue?.message ?? 'invalid'}. Nothing was imported.`);
  }
  return parsed.data as unknown as GameFile;
}

/** A file name from the game's name: letters, digits, spaces and dashes kept. */
export function gameFileName(name: string): string {
  const base = name.replace(/[^\p{L}\p{N} _-]+/gu, ' ').replace(/\s+/g, ' ').trim().slice(0, 60) || 'game';
  return `${base}.arda-game.json`;
}
