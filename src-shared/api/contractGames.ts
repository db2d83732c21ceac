/**
 * The game methods of the API contract: local games of Arda saved after every action
 * (create, list, open a seat's view, act, let computer seats act, the log, replay,
 * export/import, delete). The engine runs in the main process: the UI thread only draws.
 * Spread into the one contract in contract.ts.
 */
import { z } from 'zod';
import { empty, method } from './method';
import * as g from './schemasGames';

export const gameMethods = {
  'games.list': method(empty, z.object({ games: z.array(g.gameSummarySchema) })),
  /** Refused with SETUP_REFUSED (details: { setId, reason }) when a set cannot start a game. */
  'games.create': method(g.newGameInputSchema, g.gameSummarySchema),
  /** The static part of a game: card facts, regions, sites, MP locations (fetched once per game). */
  'games.catalog': method(g.gameRefSchema, g.gameCatalogSchema),
  'games.open': method(g.openGameSchema, g.gameSnapshotSchema),
  'games.act': method(g.actInputSchema, g.actResultSchema),
  /** Applies computer-seat actions while a bot decides (at most `max`); returns the seat's snapshot. */
  'games.bots': method(g.botStepInputSchema, g.gameSnapshotSchema),
  'games.log': method(g.gameLogInputSchema, z.object({ entries: z.array(g.gameLogEntrySchema), total: z.number().int() })),
  /** The position after the first `index` actions, as `seat` sees it (Replay). */
  'games.replayAt': method(g.replayAtInputSchema, g.gameSnapshotSchema),
  'games.delete': method(g.gameRefSchema, z.object({ deleted: z.boolean() })),
  'games.export': method(g.gameRefSchema, g.gameExportSchema),
  /** Verifies the file by replaying every action before saving it as a new game. */
  'games.import': method(g.gameImportSchema, g.gameSummarySchema),
} as const;
