/**
 * A hand pairing made while `sleeves auto` computes (issue: the auto-pair overwrote it). The
 * CLI auto-pairs in its own process; this test's connection holds the write lock meanwhile
 * and makes the hand pairing inside that transaction, so the CLI reads the sleeves without
 * it, computes, and can only write after the hand pairing is committed. It must notice the
 * change and pair again around the hand pairing, which stays as it was made.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../src-main/services/appServices';
import { loadCardRecords } from '../../src-main/data/cardRows';
import type { MethodInput, MethodName, MethodOutput } from '../../src-shared/api/contract';
import { CARD_FILE } from '../helpers/cardFile';
import { startCli, type CliRun } from '../helpers/cli';
import { DB_FILE_NAME, openServices } from '../helpers/database';
import { dispatchCall } from '../helpers/dispatch';
import { sleep } from '../helpers/httpServer';
import { tempDirs } from '../helpers/tempDir';

const dirs = tempDirs('arda-auto-race-');
let dir: string;
let app: AppServices;
let rangers: string;
let bree: string;
let setId: number;

const call = <M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> => dispatchCall(app.handlers, method, input);

beforeAll(async () => {
  dir = dirs.make();
  app = openServices(dir);
  await app.importCardFile(CARD_FILE);
  const records = loadCardRecords(app.db);
  const byName = (name: string) => records.find((r) => r.names.en === name && r.alignment === 'Hero')!.id;
  rangers = byName('Rangers of the North'); // playable at Bree only
  bree = byName('Bree');
  setId = (await call('sets.create', { name: 'Race', profileId: 'arda-revised-wizard', players: 4 })).set.id;
  await call('sets.edit', { setId, label: 'MP deck', edits: [{ deck: 'mp', cardId: rangers, copiesDelta: 3 }] });
  await call('collection.change', { label: 'Bree', changes: [{ cardId: bree, count: 2 }] });
}, 60_000);
afterAll(() => {
  app.close();
  dirs.cleanup();
});

describe('a hand pairing made while another process auto-pairs', () => {
  it('is kept: the auto-pair notices it and pairs the other copies around it', async () => {
    app.db.prepare('BEGIN IMMEDIATE').run();
    let auto: Promise<CliRun>;
    try {
      auto = startCli(['sleeves', 'auto', 'Race', '--json'], join(dir, DB_FILE_NAME), dir);
      await call('sleeves.pair', { setId, mpCardId: rangers, copyIndex: 2, siteCardId: bree });
      // The CLI starts, reads the sleeves without the hand pairing and computes meanwhile.
      await sleep(7000);
    } finally {
      app.db.prepare('COMMIT').run();
    }
    const run = await auto;
    expect(run.code, run.stderr).toBe(0);
    expect(JSON.parse(run.stdout)).toMatchObject({ set: 'Race', made: 1, kept: 1, paired: 2, mpCopies: 3 });
    const list = await call('sleeves.list', { setId });
    expect(list.copies.map((c) => [c.copyIndex, c.siteId, c.manual])).toEqual([
      [0, bree, false],
      [1, null, false],
      [2, bree, true],
    ]);
  }, 60_000);
});
