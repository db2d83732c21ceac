/**
 * Two processes on one database file (issue 8, "Two writers at once"): the write lock is
 * taken up front, a lock that cannot be had becomes a typed retryable BUSY error (through
 * the dispatch and the HTTP transport), a read-only file or folder is named with what to
 * do, and caches of card facts and name indexes see another connection's commits.
 *
 * A second better-sqlite3 connection stands in for the other process: SQLite's locks are
 * per connection, so it contends exactly as the CLI would.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startBrowserServer } from '../../src-main/browser/server';
import { CollectionRepository } from '../../src-main/data/collectionRepository';
import { openDatabase } from '../../src-main/data/database';
import { writeTransaction } from '../../src-main/data/writeLock';
import type { AppServices } from '../../src-main/services/appServices';
import { ArdaFactsCache } from '../../src-main/services/ardaSetsFacts';
import { createDispatch } from '../../src-main/transport/dispatch';
import { ApiError } from '../../src-shared/api/errors';
import { CARD_FILE } from '../helpers/cardFile';
import { runCli } from '../helpers/cli';
import { DB_FILE_NAME, openServices } from '../helpers/database';
import { tempDirs } from '../helpers/tempDir';

const dirs = tempDirs('arda-two-writers-');
let dir: string;
let path: string;
let app: AppServices;
/** The "other process". */
let other: Database;

/** A real card and its English name, read from the imported catalogue. */
const CARD = 'TW-244'; // Glamdring: one printing, so its name resolves to it alone
let cardName: string;

beforeAll(async () => {
  dir = dirs.make();
  path = join(dir, DB_FILE_NAME);
  app = openServices(dir);
  await app.importCardFile(CARD_FILE);
  other = new BetterSqlite3(path);
  cardName = other.prepare('SELECT name_en FROM cards WHERE id = ?').pluck().get(CARD) as string;
  expect(cardName).toBeTruthy();
}, 60_000);

afterAll(() => {
  other.close();
  app.close();
  dirs.cleanup();
});

/** Runs fn while the other connection holds the write lock, with this connection waiting at most waitMs. */
async function whileOtherWrites<T>(db: Database, waitMs: number, fn: () => Promise<T>): Promise<T> {
  const saved = db.pragma('busy_timeout', { simple: true }) as number;
  db.pragma(`busy_timeout = ${waitMs}`);
  other.prepare('BEGIN IMMEDIATE').run();
  try {
    return await fn();
  } finally {
    other.prepare('ROLLBACK').run();
    db.pragma(`busy_timeout = ${saved}`);
  }
}

describe('write transactions', () => {
  it('take the write lock at BEGIN: a transaction that only reads so far already holds it', () => {
    // Deferred transactions would start as readers and fail at their first write with
    // SQLITE_BUSY without waiting; IMMEDIATE ones hold the lock from the first statement.
    writeTransaction(app.db, () => {
      const probe = new BetterSqlite3(path, { timeout: 0 });
      try {
        expect(() => probe.prepare('BEGIN IMMEDIATE').run()).toThrow(/locked|busy/i);
      } finally {
        probe.close();
      }
    });
  });

  it('wait for the other process busy_timeout long: open sets 15 s, enough for an import', () => {
    expect(app.db.pragma('busy_timeout', { simple: true })).toBe(15_000);
  });

  it('turn a lock that cannot be had into a retryable BUSY error naming the file, and change nothing', async () => {
    const dispatch = createDispatch(app.handlers, () => undefined);
    const before = app.db.prepare('SELECT COUNT(*) FROM collection_history').pluck().get();
    const reply = await whileOtherWrites(app.db, 20, () => dispatch('collection.change', { label: 'Add', changes: [{ cardId: CARD, delta: 1 }] }));
    expect(reply).toEqual({
      ok: false,
      error: {
        code: 'BUSY',
        retryable: true,
        message: `Another Arda Curator process (the app or the command line) is writing to ${path}; nothing was changed. Try again in a moment.`,
      },
    });
    expect(app.db.prepare('SELECT COUNT(*) FROM collection_history').pluck().get()).toBe(before);
    // Once the other writer is done, the same request succeeds.
    const retried = await dispatch('collection.change', { label: 'Add', changes: [{ cardId: CARD, delta: 1 }] });
    expect(retried.ok).toBe(true);
  });

  it('carry BUSY with retryable over the HTTP transport', async () => {
    const serverDir = dirs.make('http');
    const server = await startBrowserServer({ databasePath: path, dataDir: serverDir, port: 0 });
    try {
      const body = await whileOtherWrites(server.services.db, 20, async () => {
        const reply = await fetch(`http://127.0.0.1:${server.port}/api/collection.change`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'X-Arda-Token': server.token },
          body: JSON.stringify({ label: 'Add', changes: [{ cardId: CARD, delta: 1 }] }),
        });
        return (await reply.json()) as unknown;
      });
      expect(body).toMatchObject({ ok: false, error: { code: 'BUSY', retryable: true } });
      expect((body as { error: { message: string } }).error.message).toContain(path);
    } finally {
      await server.close();
    }
  });
});

describe('a read-only database', () => {
  it('refuses a write with READ_ONLY, naming the file and what to do', () => {
    // Tests run as root, where chmod does not stop writes: a connection opened read-only
    // gets the very error (SQLITE_READONLY) a write-protected file or folder gives.
    const readOnly = new BetterSqlite3(path, { readonly: true });
    try {
      const change = () => new CollectionRepository(readOnly).change('Add', [{ cardId: CARD, delta: 1 }]);
      expect(change).toThrow(ApiError);
      try {
        change();
      } catch (error) {
        expect((error as ApiError).code).toBe('READ_ONLY');
        expect((error as ApiError).retryable).toBe(false);
        expect((error as ApiError).message).toBe(
          `${path} is read-only: make it and its folder writable (chmod u+w "${path}" "${dir}") or choose another data folder with ARDA_DATA_DIR (the CLI also takes --db PATH).`,
        );
      }
    } finally {
      readOnly.close();
    }
  });

  it('that cannot be opened or created is named with what to do', () => {
    // A folder where the file should be: SQLite cannot open it (SQLITE_CANTOPEN), as with
    // a new database in a read-only folder.
    const notAFile = join(dirs.make('cantopen'), 'arda.sqlite');
    mkdirSync(notAFile);
    expect(() => openDatabase(notAFile)).toThrow(
      new ApiError(
        'READ_ONLY',
        `${notAFile} cannot be opened or created (is its folder read-only, or is it not a file?): make it and its folder writable (chmod u+w "${notAFile}" "${join(notAFile, '..')}") or choose another data folder with ARDA_DATA_DIR (the CLI also takes --db PATH).`,
      ),
    );
  });
});

describe('the CLI', () => {
  it('prints a database it cannot open or write as one line naming the file, and exits 1', () => {
    const notAFile = join(dirs.make('cli'), 'arda.sqlite');
    mkdirSync(notAFile);
    const run = runCli(['collection', 'add', CARD, '1'], notAFile, dir);
    expect(run.code).toBe(1);
    expect(run.stderr).toBe(
      `arda: ${notAFile} cannot be opened or created (is its folder read-only, or is it not a file?): make it and its folder writable (chmod u+w "${notAFile}" "${join(notAFile, '..')}") or choose another data folder with ARDA_DATA_DIR (the CLI also takes --db PATH).\n`,
    );
  }, 30_000);
});

describe('caches of card data see commits by another process (PRAGMA data_version)', () => {
  /** The other process re-imports the real card file with the card renamed (or as it is, for null). */
  const reimportElsewhere = async (name: string | null) => {
    const data = JSON.parse(readFileSync(CARD_FILE, 'utf8')) as Record<string, { cards: Record<string, { name: Record<string, string> }> }>;
    if (name !== null) data.TW!.cards[CARD]!.name.en = name;
    const file = join(dirs.make('cards'), 'cards.json');
    writeFileSync(file, JSON.stringify(data));
    const elsewhere = openServices(dir);
    try {
      await elsewhere.importCardFile(file);
    } finally {
      elsewhere.close();
    }
  };
  const rename = (name: string) => reimportElsewhere(name === cardName ? null : name);

  it('the Arda card facts are kept while nothing changes and reloaded after another connection commits', async () => {
    const facts = new ArdaFactsCache(app.db);
    const first = facts.get();
    expect(first.get(CARD)?.name).toBe(cardName);
    expect(facts.get()).toBe(first); // no reload without a change: the check is cheap
    await rename('Renamed Elsewhere');
    try {
      expect(facts.get().get(CARD)?.name).toBe('Renamed Elsewhere');
    } finally {
      await rename(cardName);
    }
    expect(facts.get().get(CARD)?.name).toBe(cardName);
  });

  it('the name index resolves a name another connection just gave a card', async () => {
    expect(app.resolveCard(cardName)).toMatchObject({ ok: true, card: { id: CARD } });
    expect(app.resolveCard('Zz Renamed Card')).toMatchObject({ ok: false });
    await rename('Zz Renamed Card');
    try {
      expect(app.resolveCard('Zz Renamed Card')).toMatchObject({ ok: true, card: { id: CARD } });
    } finally {
      await rename(cardName);
    }
    expect(app.resolveCard(cardName)).toMatchObject({ ok: true, card: { id: CARD } });
  });
});
