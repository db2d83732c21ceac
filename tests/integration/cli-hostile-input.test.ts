/**
 * Input that must never hurt the app, through the real `arda` CLI: absurd counts refused
 * before anything is written (naming the file, the line and the cap), a set stored with a
 * bad count opening with an error on that card instead of running out of memory, files
 * that are not regular files or are far too large refused at once, control characters
 * never echoed raw, and a collection CSV with formula-like notes round-tripping.
 *
 * "Unchanged" is checked on the SQLite file's bytes after a TRUNCATE checkpoint (so
 * whatever a run left in the WAL is folded in first and the main file holds everything),
 * and on every table's content (dumpTables), which would also catch a change hidden by an
 * identical page layout.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppServices } from '../../src-main/services/appServices';
import { readUserFile } from '../../src-main/services/userFile';
import { LIMITS } from '../../src-shared/api/limits';
import { CARD_FILE } from '../helpers/cardFile';
import { runCli } from '../helpers/cli';
import { dumpTables, fileHashes } from '../helpers/database';
import { dispatchCall, failure } from '../helpers/dispatch';
import { tempDirs } from '../helpers/tempDir';

const temp = tempDirs('arda-hostile-');
let dir: string;
let database: string;

const arda = (...args: string[]) => runCli(args, database, dir);
const openServices = (dataDir: string, databasePath: string) => createAppServices({ databasePath, dataDir, runtime: 'node' });
const lines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

/** The database's bytes (after a checkpoint) and logical content. */
function snapshot() {
  const db = new Database(database);
  try {
    return { bytes: fileHashes(db, database), tables: dumpTables(db) };
  } finally {
    db.close();
  }
}

beforeAll(() => {
  dir = temp.make();
  database = join(dir, 'hostile.sqlite');
  const imported = arda('cards', 'import', CARD_FILE);
  expect(imported.code, imported.stderr).toBe(0);
});

afterAll(() => temp.cleanup());

describe('absurd counts', () => {
  it('refuses `set import` of "99999999 The White Tree (TW)" before writing, naming file, line and cap; set list still works', () => {
    const file = join(dir, 'white-tree.meccg');
    writeFileSync(file, '1 Gandalf (TW)\n99999999 The White Tree (TW)\n');
    const before = snapshot();
    const run = arda('set', 'import', 'Huge', file, '--profile', 'arda-revised-wizard');
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toEqual([
      `arda: white-tree.meccg: line 2: the count "99999999" is not a whole number from 1 to ${LIMITS.setCopiesPerCard} (the limit for one card). Nothing was imported.`,
    ]);
    expect(snapshot()).toEqual(before);
    const list = arda('set', 'list');
    expect(list.code).toBe(0);
    expect(list.stdout).toContain('No Arda sets yet');
  });

  it.each([
    ['2^53', '9007199254740992'],
    ['negative', '-3'],
    ['fractional', '2.5'],
    ['exponent', '1e9'],
  ])('refuses a %s count in a .meccg collection import and a CSV, naming the line', (_what, count) => {
    const meccg = join(dir, `count-${count}.meccg`);
    writeFileSync(meccg, `# list\n${count} The White Tree (TW)\n`);
    const csv = join(dir, `count-${count}.csv`);
    writeFileSync(csv, `card_id,name,count\nTW-156,Gandalf,1\nTW-348,The White Tree,${count}\n`);
    const before = snapshot();
    for (const [file, line, min] of [[meccg, 2, 1], [csv, 3, 0]] as const) {
      const run = arda('collection', 'import', file);
      expect(run.code).toBe(1);
      expect(lines(run.stderr)).toEqual([expect.stringContaining(`: line ${line}: the count "${count}" is not a whole number from ${min} to ${LIMITS.collectionCopiesPerCard}`)]);
    }
    expect(snapshot()).toEqual(before);
  });

  it('refuses lines that merge past the cap: in a set deck, in a deck list, and on top of what is owned', () => {
    const before = snapshot();
    const merged = join(dir, 'merged.meccg');
    writeFileSync(merged, '600 The White Tree (TW)\n\n500 The White Tree (TW)\n');
    const set = arda('set', 'import', 'Merged', merged, '--profile', 'arda-revised-wizard');
    expect(lines(set.stderr)).toEqual([`arda: merged.meccg: line 3: The White Tree adds up to 1100 copies in one deck, more than ${LIMITS.setCopiesPerCard}, the limit for one card. Nothing was imported.`]);
    const collection = arda('collection', 'import', merged);
    expect(lines(collection.stderr)).toEqual([expect.stringMatching(/^arda: merged\.meccg: line 3: The White Tree adds up to 1100 copies, more than 1000/)]);
    expect(snapshot()).toEqual(before);

    const some = join(dir, 'some.meccg');
    writeFileSync(some, '999 The White Tree (TW)\n');
    expect(arda('collection', 'import', some).code).toBe(0);
    const owned = snapshot();
    const more = join(dir, 'more.meccg');
    writeFileSync(more, '2 The White Tree (TW)\n');
    const run = arda('collection', 'import', more);
    expect(run.code).toBe(1);
    expect(lines(run.stderr)).toEqual([expect.stringMatching(/^arda: more\.meccg: line 1: you would own 1001 copies of The White Tree, more than 1000/)]);
    expect(snapshot()).toEqual(owned);
    expect(arda('collection', 'remove', 'TW-348', '999').code).toBe(0);
  });

  it('refuses a set JSON whose copies pass the cap, or whose entries merge past it, naming the place', () => {
    const json = (entries: unknown[]) =>
      JSON.stringify({ format: 'arda-curator-set', version: 1, name: 'J', profileId: 'arda-revised-wizard', players: 2, decks: { mp: entries } });
    const before = snapshot();
    const big = join(dir, 'big.json');
    writeFileSync(big, json([{ cardId: 'TW-348', copies: 1001, proxies: 0 }]));
    expect(lines(arda('set', 'import', 'J', big).stderr)).toEqual([expect.stringMatching(/^arda: big\.json: wrong shape at "decks\.mp\.0\.copies": .*1000/)]);
    writeFileSync(big, json([{ cardId: 'TW-348', copies: 1, proxies: 2 ** 53 }]));
    expect(lines(arda('set', 'import', 'J', big).stderr)).toEqual([expect.stringMatching(/^arda: big\.json: wrong shape at "decks\.mp\.0\.proxies": /)]);
    const twice = join(dir, 'twice.json');
    writeFileSync(twice, json([{ cardId: 'TW-348', copies: 600, proxies: 0 }, { cardId: 'TW-348', copies: 600, proxies: 0 }]));
    expect(lines(arda('set', 'import', 'J', twice).stderr)).toEqual([
      'arda: twice.json: at "decks.mp": the entries for TW-348 add up to 1200 copies and 0 proxies, more than 1000, the limit for one card. Nothing was imported.',
    ]);
    expect(snapshot()).toEqual(before);
  });
});

describe('a set stored with a bad count (older version, or SQLite edited by hand)', () => {
  it('opens with a COPY_LIMIT error on that card; set list, validate and sleeves neither crash nor run out of memory', () => {
    const file = join(dir, 'small.meccg');
    writeFileSync(file, '1 The White Tree (TW)\n1 Gandalf (TW)\n');
    expect(arda('set', 'import', 'Stored', file, '--profile', 'arda-revised-wizard').code).toBe(0);
    const db = new Database(database);
    db.prepare("UPDATE arda_set_cards SET copies = 99999999 WHERE card_id = 'TW-348'").run();
    db.prepare("UPDATE arda_set_cards SET copies = 2.5 WHERE card_id = 'TW-156'").run();
    db.close();

    const list = arda('set', 'list');
    expect(list.code, list.stderr).toBe(0);
    expect(list.stdout).toMatch(/Stored\s+arda-revised-wizard\s+2\s+1002\s/);

    const validate = arda('set', 'validate', 'Stored', '--json');
    expect(validate.code).toBe(1);
    const report = JSON.parse(validate.stdout) as { violations: { code: string; cardId: string | null; message: string }[] };
    const bad = report.violations.filter((v) => v.code === 'COPY_LIMIT' && /stored count/.test(v.message));
    expect(bad.map((v) => [v.cardId, v.message])).toEqual([
      ['TW-156', expect.stringContaining('the stored count (2.5 copies, 0 proxies) is not a whole number from 0 to 1000')],
      ['TW-348', expect.stringContaining('the stored count (99999999 copies, 0 proxies) is not a whole number from 0 to 1000')],
    ]);
    for (const args of [['sleeves', 'list', 'Stored'], ['sleeves', 'auto', 'Stored'], ['set', 'export', 'Stored', join(dir, 'stored.json')]]) {
      const run = arda(...args);
      expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(0);
    }
    // The export carries the capped count, so it imports again.
    expect(readFileSync(join(dir, 'stored.json'), 'utf8')).toContain('"copies": 1000');
  });

  it('lets an edit lower the bad count, starting from the cap; raising any count past the cap is refused', async () => {
    const services = openServices(dir, database);
    try {
      const { sets } = await dispatchCall(services.handlers, 'sets.list', {});
      const setId = sets.find((s) => s.name === 'Stored')!.id;
      const lowered = await dispatchCall(services.handlers, 'sets.edit', { setId, label: 'fix', edits: [{ deck: 'mp', cardId: 'TW-348', copiesDelta: -999 }] });
      expect(lowered.set.decks.mp).toEqual([{ cardId: 'TW-348', copies: 1, proxies: 0 }]);
      expect(lowered.violations.filter((v) => v.cardId === 'TW-348' && /stored count/.test(v.message))).toEqual([]);
      const raised = await failure(dispatchCall(services.handlers, 'sets.edit', { setId, label: 'more', edits: [{ deck: 'mp', cardId: 'TW-348', copiesDelta: 1000 }] }));
      expect(raised.message).toBe(
        `The Marshalling Point deck may hold at most ${LIMITS.setCopiesPerCard} copies and ${LIMITS.setCopiesPerCard} proxies of one card; The White Tree (TW-348) would have 1001 and 0. Nothing was changed.`,
      );
    } finally {
      services.close();
    }
    expect(arda('set', 'delete', 'Stored').code).toBe(0);
  });

  it(`refuses a set file of more than ${LIMITS.setCardsTotal} cards in all`, () => {
    const db = new Database(database, { readonly: true });
    const ids = db.prepare("SELECT id FROM cards WHERE type = 'Resource' AND mp > 0 ORDER BY id LIMIT 11").pluck().all() as string[];
    db.close();
    const file = join(dir, 'eleven-thousand.json');
    const mp = ids.map((cardId) => ({ cardId, copies: 1000, proxies: 0 }));
    writeFileSync(file, JSON.stringify({ format: 'arda-curator-set', version: 1, name: 'Big', profileId: 'arda-revised-wizard', players: 2, decks: { mp } }));
    const before = snapshot();
    const run = arda('set', 'import', 'Big', file);
    expect(lines(run.stderr)).toEqual([`arda: eleven-thousand.json: the decks hold 11000 cards, more than ${LIMITS.setCardsTotal}, the limit for one set. Nothing was imported.`]);
    expect(snapshot()).toEqual(before);
  });
});

describe('files that are not files, or far too large', () => {
  const cases = (): [string, string][] => {
    const folder = join(dir, 'a-folder');
    mkdirSync(folder, { recursive: true });
    const fifo = join(dir, 'a-fifo');
    if (!existsSync(fifo)) execFileSync('mkfifo', [fifo]);
    const sparse = join(dir, 'huge.csv');
    execFileSync('truncate', ['-s', '2G', sparse]);
    return [
      ['/dev/zero', 'not a regular file (a device)'],
      [sparse, 'the file is 2048.0 MB, larger than'],
      [folder, 'it is a folder, not a file'],
      [fifo, 'not a regular file (a pipe)'],
    ];
  };

  it('refuses /dev/zero, a 2 GB sparse file, a folder and a FIFO in one line, quickly, for every import', () => {
    const before = snapshot();
    for (const [file, reason] of cases()) {
      for (const args of [
        ['collection', 'import', file],
        ['set', 'import', 'F', file, '--profile', 'arda-revised-wizard'],
        ['cards', 'import', file],
      ]) {
        const started = performance.now();
        const run = arda(...args);
        const seconds = (performance.now() - started) / 1000;
        expect(run.code, args.join(' ')).toBe(1);
        expect(lines(run.stderr), args.join(' ')).toEqual([expect.stringContaining(reason)]);
        // The refusal itself is immediate (the next test: within a second, before reading); this bound only covers starting
        // Node and tsx while the other test worker loads both cores — a read of /dev/zero or 2 GB would never end.
        expect(seconds).toBeLessThan(30);
      }
    }
    expect(snapshot()).toEqual(before);
  });

  it('refuses each of them within a second, before reading, in the helper every import uses', () => {
    for (const [file, reason] of cases()) {
      for (const kind of ['cards', 'collection', 'set', 'game'] as const) {
        const started = performance.now();
        expect(() => readUserFile(file, kind)).toThrow(reason);
        expect(performance.now() - started).toBeLessThan(1000);
      }
    }
  });
});

describe('file text sent through the API (the renderer reads the file)', () => {
  it('gets the same size cap per kind as a file the CLI reads', async () => {
    const services = openServices(dir, database);
    try {
      const content = `card_id,count\n${'x'.repeat(LIMITS.fileBytes.collection)}`;
      const collection = await failure(dispatchCall(services.handlers, 'collection.previewImport', { fileName: 'big.csv', content }));
      expect([collection.code, collection.message]).toEqual(['BAD_FILE', 'big.csv: larger than 20 MB, the limit for this kind of file. Nothing was imported.']);
      const set = await failure(dispatchCall(services.handlers, 'sets.importJson', { fileName: 'big.json', content: ' '.repeat(LIMITS.fileBytes.set + 1) }));
      expect([set.code, set.message]).toEqual(['BAD_FILE', 'big.json: larger than 10 MB, the limit for this kind of file. Nothing was imported.']);
    } finally {
      services.close();
    }
  });
});

describe('terminal output', () => {
  it('shows control characters from a file escaped, never raw', () => {
    const file = join(dir, 'escape.meccg');
    writeFileSync(file, '2 The \u001b[31mRed\u0007 Tree\u202e (TW)\n1 Gandalf\r (TW)\n');
    const run = arda('collection', 'import', file);
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('The \\x1B[31mRed\\x07 Tree\\u202E');
    // eslint-disable-next-line no-control-regex -- the point: none may appear
    expect(run.stderr).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f\u202e]/);
  });
});

describe('collection CSV and spreadsheets', () => {
  it('exports formula-like notes behind a quote and imports them back unchanged', () => {
    const csv = join(dir, 'formulas.csv');
    const notes = ['=HYPERLINK("http://example.com","x")', "'=already quoted", '+1', '@SUM(A1)', "it's fine"];
    const rows = notes.map((note, i) => `TW-${156 + i},,${i + 1},"${note.replaceAll('"', '""')}",-shelf`);
    writeFileSync(csv, `card_id,name,count,note,storage\n${rows.join('\n')}\n`);
    expect(arda('collection', 'import', csv).code).toBe(0);
    const exported = join(dir, 'exported.csv');
    expect(arda('collection', 'export', exported).code).toBe(0);
    const text = readFileSync(exported, 'utf8');
    expect(text).toContain(`"'=HYPERLINK(""http://example.com"",""x"")"`);
    expect(text).toContain(",'=already quoted,");
    expect(text).toContain(",'-shelf");
    const before = snapshot();
    const again = arda('collection', 'import', exported);
    expect(again.code, again.stderr).toBe(0);
    expect(snapshot().tables.collection).toEqual(before.tables.collection);
  });
});
