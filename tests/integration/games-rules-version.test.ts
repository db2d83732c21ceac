/**
 * Saved games made with another rules engine, on a real SQLite file: rows written as an
 * older app left them (a setup without a rules version, and one with rules version 1) are
 * listed with the reason they cannot be continued, refused with OLD_RULES wherever the game
 * would be replayed (open, act, computer seats, replay positions, catalog), and can still be
 * read (log), exported (the stored rows as they are) and deleted. An old file that replays to
 * its own summary imports as a game of this version; a file of another version does not.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiHandlers, MethodInput, MethodName, MethodOutput } from '../../src-shared/api/contract';
import type { GameSummary } from '../../src-shared/api/schemasGames';
import { RULES_VERSION } from '../../src-shared/engine';
import type { GameSetup } from '../../src-shared/engine/types';
import type { AppServices } from '../../src-main/services/appServices';
import { outdatedReason } from '../../src-main/services/games';
import { CARD_FILE } from '../helpers/cardFile';
import { openServices } from '../helpers/database';
import { dispatchCall, failure } from '../helpers/dispatch';
import { tempDirs } from '../helpers/tempDir';

const deckDir = resolve(__dirname, '../../../shared/decks/gccg');
const deckFiles = ['A - Stewards of Gondor.meccg', 'F - Spies and Traitors.meccg'];
const dirs = tempDirs('games-rules-');
let services: AppServices;
let handlers: ApiHandlers;
let current: GameSummary;
let noRules: number;
let v1: number;

const call = <M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> => dispatchCall(handlers, method, input);

/** A copy of a stored game (row and log) with its setup changed by `setupSql` (over the column `setup`): what an older app left. */
function writeOldRow(from: number, name: string, setupSql: string): number {
  const db = services.db;
  const id = Number(
    db
      .prepare(
        `INSERT INTO games (name, setup, status, turn, round, actor, actions, scores, winners, reason, sets, seats, seed, council_mp, created_at, updated_at)
         SELECT ?, ${setupSql}, status, turn, round, actor, actions, scores, winners, reason, sets, seats, seed, council_mp, created_at, updated_at FROM games WHERE id = ?`,
      )
      .run(name, from).lastInsertRowid,
  );
  db.prepare(
    `INSERT INTO game_actions (game_id, idx, seat, action, events, turn, round, active, phase, at)
     SELECT ?, idx, seat, action, events, turn, round, active, phase, at FROM game_actions WHERE game_id = ?`,
  ).run(id, from);
  return id;
}

beforeAll(async () => {
  services = openServices(dirs.make());
  handlers = services.handlers;
  await services.importCardFile(CARD_FILE);
  for (const f of deckFiles) await call('collection.import', { fileName: f, content: readFileSync(resolve(deckDir, f), 'utf8'), skipUnresolved: true });
  const wizards = (await call('sets.build', { name: 'Wizards', profileId: 'arda-revised-wizard', players: 2 })).set.id;
  const wraiths = (await call('sets.build', { name: 'Wraiths', profileId: 'arda-revised-ringwraith', players: 2 })).set.id;
  const game = await call('games.create', {
    setIds: [wizards, wraiths],
    seats: [
      { name: 'Elrond', kind: 'bot' },
      { name: 'Witch-king', kind: 'bot' },
    ],
    seed: 'rules-version',
    name: 'Current',
  });
  current = (await call('games.bots', { id: game.id, seat: -1, at: 0, max: 40 })).summary;
  noRules = writeOldRow(current.id, 'Old without rules', "json_remove(setup, '$.rules')");
  v1 = writeOldRow(current.id, 'Old rules 1', "json_set(setup, '$.rules', 1)");
}, 120_000);

afterAll(() => {
  services.close();
  dirs.cleanup();
});

describe('saved games of another rules version', { timeout: 60_000 }, () => {
  it('a game of this version is current; the reason names the versions and says what can be done', () => {
    expect(current.actions).toBeGreaterThan(0);
    expect(outdatedReason(RULES_VERSION)).toBeNull();
    expect(outdatedReason(undefined)).toBe(`made with an older rules engine (no rules version; this app plays version ${RULES_VERSION}): export it or delete it`);
    expect(outdatedReason(1)).toBe(`made with an older rules engine (rules version 1; this app plays version ${RULES_VERSION}): export it or delete it`);
    expect(outdatedReason(RULES_VERSION + 1)).toMatch(/^made with a newer rules engine/);
  });

  it('lists them with the reason they cannot be continued, the current game without one', async () => {
    const { games } = await call('games.list', {});
    const byId = new Map(games.map((g) => [g.id, g]));
    expect(byId.get(current.id)?.outdated).toBeUndefined();
    expect(byId.get(noRules)?.outdated).toBe(`Made with an older rules engine (no rules version; this app plays version ${RULES_VERSION}): export it or delete it`);
    expect(byId.get(v1)?.outdated).toMatch(/^Made with an older rules engine \(rules version 1;.*export it or delete it$/);
    // The stored summary columns are shown as they were.
    expect(byId.get(noRules)).toMatchObject({ name: 'Old without rules', actions: current.actions, status: current.status, seats: current.seats });
  });

  it('refuses to continue them with OLD_RULES, without touching the database', async () => {
    for (const id of [noRules, v1]) {
      const before = services.db.prepare('SELECT COUNT(*) FROM game_actions WHERE game_id = ?').pluck().get(id);
      const attempts: (() => Promise<unknown>)[] = [
        () => call('games.open', { id, seat: 0 }),
        () => call('games.open', { id, seat: -1 }),
        () => call('games.catalog', { id }),
        () => call('games.act', { id, seat: 0, action: { type: 'passChain' }, at: current.actions }),
        () => call('games.bots', { id, seat: -1, at: current.actions, max: 1 }),
        () => call('games.replayAt', { id, seat: -1, index: 1 }),
      ];
      for (const attempt of attempts) {
        const error = await failure(attempt());
        expect(error.code).toBe('OLD_RULES');
        expect(error.message).toMatch(/^This saved game cannot be continued: it was made with an older rules engine .*export it or delete it\.$/);
      }
      expect(services.db.prepare('SELECT COUNT(*) FROM game_actions WHERE game_id = ?').pluck().get(id)).toBe(before);
    }
    // The current game still opens.
    const open = await call('games.open', { id: current.id, seat: -1 });
    expect(open.summary.id).toBe(current.id);
  });

  it('reads their log and exports the stored rows as they are', async () => {
    const log = await call('games.log', { id: noRules, seat: -1, from: 0, limit: 5 });
    expect(log.total).toBe(current.actions);
    expect(log.entries).toHaveLength(5);
    const exported = await call('games.export', { id: noRules });
    const file = JSON.parse(exported.json) as { name: string; setup: GameSetup; log: unknown[]; final: { actions: number } };
    expect(exported.fileName).toBe('Old without rules.arda-game.json');
    expect(file.setup.rules).toBeUndefined();
    expect(file.log).toHaveLength(current.actions);
    expect(file.final.actions).toBe(current.actions);
    const v1File = JSON.parse((await call('games.export', { id: v1 })).json) as { setup: GameSetup };
    expect(v1File.setup.rules).toBe(1);
  });

  it('imports an old file that replays to its summary as a game of this version; refuses a file of another version', async () => {
    const old = await call('games.export', { id: noRules });
    const imported = await call('games.import', { fileName: old.fileName, content: old.json });
    expect(imported.outdated).toBeUndefined();
    const rules = services.db.prepare("SELECT json_extract(setup, '$.rules') FROM games WHERE id = ?").pluck().get(imported.id);
    expect(rules).toBe(RULES_VERSION);
    expect((await call('games.open', { id: imported.id, seat: -1 })).summary.actions).toBe(current.actions);
    const listed = (await call('games.list', {})).games.find((g) => g.id === imported.id);
    expect(listed?.outdated).toBeUndefined();

    const v1File = await call('games.export', { id: v1 });
    const error = await failure(call('games.import', { fileName: 'v1.arda-game.json', content: v1File.json }));
    expect(error.code).toBe('BAD_FILE');
    expect(error.message).toContain('rules version 1');
  });

  it('deletes them', async () => {
    for (const id of [noRules, v1]) expect(await call('games.delete', { id })).toEqual({ deleted: true });
    const ids = (await call('games.list', {})).games.map((g) => g.id);
    expect(ids).not.toContain(noRules);
    expect(ids).not.toContain(v1);
    expect(ids).toContain(current.id);
    expect(services.db.prepare('SELECT COUNT(*) FROM game_actions WHERE game_id IN (?, ?)').pluck().get(noRules, v1)).toBe(0);
  });
});
