/**
 * Two `arda set build` processes at once on one database file (issue: each took the same free
 * copies, 145 NOT_OWNED errors in each set; none when run one after the other). The test
 * holds the write lock from its own connection while both start, so each gets as far as it
 * can before writing; once the lock is released they must still end as if run in turn:
 * every copy in one set only, and no NOT_OWNED in either.
 */
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../src-main/services/appServices';
import { CARD_FILE } from '../helpers/cardFile';
import { startCli } from '../helpers/cli';
import { DB_FILE_NAME, openServices } from '../helpers/database';
import { dispatchCall } from '../helpers/dispatch';
import { sleep } from '../helpers/httpServer';
import { tempDirs } from '../helpers/tempDir';

const dirs = tempDirs('arda-build-race-');
let dir: string;
let database: string;
let app: AppServices;

beforeAll(async () => {
  dir = dirs.make();
  database = join(dir, DB_FILE_NAME);
  app = openServices(dir);
  await app.importCardFile(CARD_FILE);
  // One copy of every Hero and neutral card: enough for one set, so two sets must share it out.
  const ids = app.db.prepare("SELECT id FROM cards WHERE alignment IN ('Hero', 'Neutral') ORDER BY id").pluck().all() as string[];
  await dispatchCall(app.handlers, 'collection.change', { label: 'Own one of each', changes: ids.map((cardId) => ({ cardId, count: 1 })) });
}, 60_000);
afterAll(() => {
  app.close();
  dirs.cleanup();
});

const build = (name: string) => startCli(['set', 'build', name, '--profile', 'arda-revised-wizard', '--players', '4'], database, dir);

describe('two set builds at once', () => {
  it('never give one owned copy to both sets', async () => {
    const holder = new BetterSqlite3(database);
    holder.prepare('BEGIN IMMEDIATE').run();
    const runs = [build('Thursday'), build('Friday')];
    // Both processes start, read and compute meanwhile (well within their 15 s busy timeout).
    await sleep(7000);
    holder.prepare('ROLLBACK').run();
    holder.close();
    for (const run of await Promise.all(runs)) expect(run.code, run.stderr).toBe(0);

    const notOwned = async (name: string) =>
      (await dispatchCall(app.handlers, 'sets.validate', { name })).violations.filter((v) => v.code === 'NOT_OWNED').length;
    expect({ thursday: await notOwned('Thursday'), friday: await notOwned('Friday') }).toEqual({ thursday: 0, friday: 0 });
    const overAllocated = app.db
      .prepare(
        `SELECT COUNT(*) FROM (SELECT a.card_id, SUM(a.copies) AS n FROM arda_set_cards a GROUP BY a.card_id) s
         LEFT JOIN collection c ON c.card_id = s.card_id WHERE s.n > COALESCE(c.count, 0)`,
      )
      .pluck()
      .get();
    expect(overAllocated).toBe(0);
  }, 60_000);
});
