/**
 * A process killed (SIGKILL) in the middle of writing a card import leaves the previous
 * catalogue and the collection exactly as they were, and the database intact.
 */
import { spawn } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, it } from 'vitest';
import type { CardRow } from '../../src-shared/api/schemas';
import { CARD_FILE, allCards, loadCardFile } from '../helpers/cardFile';
import { DB_FILE_NAME, collectionRows, dumpTables, openServices } from '../helpers/database';
import { tempDirs } from '../helpers/tempDir';

const here = dirname(fileURLToPath(import.meta.url));
const projectRoot = resolve(here, '../..');
const childScript = resolve(projectRoot, 'tests/helpers/importChild.ts');

const temp = tempDirs('arda-kill-');
afterAll(() => temp.cleanup());

/** The big file is the card file this many times over: its write phase lasts long enough to be killed in, even on a loaded machine. */
const COPIES = 8;

it('SIGKILL during the write phase leaves the previous catalogue, the collection and the file intact', { timeout: 180_000 }, async () => {
  const dir = temp.make();
  const file = loadCardFile();
  const cards = allCards(file);

  // 1. the real catalogue and a collection
  const services = openServices(dir);
  await services.importCardFile(CARD_FILE);
  services.handlers['collection.change']({
    label: 'my cards',
    changes: cards.filter((_, i) => i % 17 === 0).map((c, i) => ({ cardId: c.id, count: (i % 3) + 1, note: `n${i}`, storage: 'box' })),
  });
  services.handlers['collection.change']({ label: 'one more', changes: [{ cardId: cards[1]!.id, delta: 2 }] });
  services.db.pragma('wal_checkpoint(TRUNCATE)');
  const before = dumpTables(services.db);
  const collectionBefore = collectionRows(services.db);
  services.close();

  // 2. a card file COPIES times as large: every card again under new ids, same sets
  for (const set of Object.values(file)) {
    for (const card of Object.values(set.cards)) {
      for (let k = 1; k < COPIES; k++) {
        const id = `${card.id}x${k}`;
        set.cards[id] = { ...card, id };
      }
    }
  }
  const bigPath = join(dir, 'cards-big.json');
  writeFileSync(bigPath, JSON.stringify(file));
  const bigCount = cards.length * COPIES;

  // 3. import it in a child process; kill it once a tenth of the cards are written
  const child = spawn(process.execPath, ['--import', 'tsx', childScript, join(dir, DB_FILE_NAME), dir, bigPath], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const wal = join(dir, `${DB_FILE_NAME}-wal`);
  const walSize = () => (existsSync(wal) ? statSync(wal).size : 0);
  let stderr = '';
  let lastWrite = { loaded: 0, total: 0 };
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) => child.on('exit', (code, signal) => done({ code, signal })));
  const killedAt = await new Promise<{ loaded: number; total: number }>((done, fail) => {
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
      for (const m of chunk.matchAll(/^progress write (\d+) (\d+)$/gm)) lastWrite = { loaded: Number(m[1]), total: Number(m[2]) };
      // Kill once a tenth is written and the transaction has spilled pages into the WAL,
      // so that recovery has uncommitted work to throw away.
      if (lastWrite.total > 0 && lastWrite.loaded >= lastWrite.total * 0.1 && walSize() > 0) {
        child.kill('SIGKILL');
        done(lastWrite);
      }
    });
    void exited.then(({ code, signal }) => fail(new Error(`the import ended (code ${code}, signal ${signal}) before it could be killed:\n${stderr.slice(-2000)}`)));
  });
  const { signal } = await exited;
  expect(signal).toBe('SIGKILL');
  expect(killedAt.total).toBe(bigCount);
  expect(killedAt.loaded, 'killed mid-write, not after it').toBeLessThan(bigCount);
  console.info(`killed at ${killedAt.loaded}/${killedAt.total} cards written, WAL ${walSize()} bytes`);
  expect(stderr).not.toMatch(/^done /m);

  // uncommitted pages of the killed import reached the WAL: recovery has something to discard
  expect(walSize(), 'the killed import wrote nothing to the WAL').toBeGreaterThan(0);

  // 4. the database as it was before the import began
  const reopened = openServices(dir);
  try {
    expect(reopened.db.pragma('integrity_check', { simple: true })).toBe('ok');
    expect(reopened.db.pragma('foreign_key_check')).toEqual([]);
    expect(() => reopened.db.prepare("INSERT INTO cards_fts (cards_fts) VALUES ('integrity-check')").run()).not.toThrow();
    expect(reopened.db.prepare('SELECT COUNT(*) FROM cards').pluck().get()).toBe(cards.length);
    expect(collectionRows(reopened.db)).toEqual(collectionBefore);
    expect(dumpTables(reopened.db)).toEqual(before);
    const rows = (reopened.handlers['cards.search']({ query: 'gandalf', filters: {}, sort: { key: 'relevance', dir: 'asc' }, lang: 'en' }) as { rows: CardRow[] }).rows;
    expect(rows[0]?.name).toBe('Gandalf');
    expect(reopened.handlers['collection.history']({})).toMatchObject({ canUndo: true, undoLabel: 'one more' });
  } finally {
    reopened.close();
  }
});
