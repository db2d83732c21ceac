/**
 * Fuzzing the imports: random and hostile `.meccg`, CSV and set JSON files (huge, negative,
 * fractional and exponent counts, control characters, byte-order marks, deep nesting,
 * binary garbage, empty files, very long lines) go through `collection import` and
 * `set import`. Each one either imports, or is refused with exit code 1 and one error line
 * on stderr (followed only by the indented "  line N: …" list of unmatched lines that the
 * README documents); no output line holds a raw control character; and a refused file
 * changes nothing in the database.
 *
 * Most cases run the CLI's own command functions in-process, through the same validating
 * dispatch as the `arda` binary (a child process per case would take minutes on two
 * cores). "Changed nothing" is then SQLite's total_changes() of the one connection that
 * does all writing: it counts every row inserted, updated or deleted, so equal before and
 * after means no write at all. A sample of each kind also runs through the real CLI in a
 * child process, compared on the database file's bytes after a TRUNCATE checkpoint (the
 * WAL folded into the main file, so the bytes are the whole database) and on every table.
 */
import { copyFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDispatch } from '../../src-main/transport/dispatch';
import { parseCli } from '../../src-main/cli/args';
import { collectionImport } from '../../src-main/cli/commands/collection';
import { CliError, type CliContext } from '../../src-main/cli/commands/context';
import { setImport } from '../../src-main/cli/commands/set';
import { escapeControls } from '../../src-main/cli/format';
import type { AppServices } from '../../src-main/services/appServices';
import { CARD_FILE } from '../helpers/cardFile';
import { runCli, type CliRun } from '../helpers/cli';
import { dumpTables, fileHashes, openServices } from '../helpers/database';
import { tempDirs } from '../helpers/tempDir';

const temp = tempDirs('arda-fuzz-');
let dir: string;
let base: string;
let services: AppServices;

// A raw control character (C0 but line feed, DEL, C1, bidi overrides) in output is a failure.
// eslint-disable-next-line no-control-regex -- the point of the test
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/;

beforeAll(() => {
  dir = temp.make();
  base = join(dir, 'base.sqlite');
  const imported = runCli(['cards', 'import', CARD_FILE], base, dir);
  expect(imported.code, imported.stderr).toBe(0);
  const db = new Database(base);
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  // One copy for the child-process runs, one (dir/arda.sqlite) for the in-process services.
  copyFileSync(base, join(dir, 'fuzz.sqlite'));
  copyFileSync(base, join(dir, 'arda.sqlite'));
  services = openServices(dir);
});

afterAll(() => {
  services?.close();
  temp.cleanup();
});

/** `arda <argv>` in-process: the command functions and the error printing of src-main/cli/main.ts. */
async function runInProcess(argv: string[]): Promise<CliRun> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const parsed = parseCli(argv);
  if (parsed.help) throw new Error('no help here');
  const dispatch = createDispatch(services.handlers, () => undefined);
  const ctx: CliContext = {
    services,
    options: parsed.options,
    out: (line) => stdout.push(escapeControls(line)),
    err: (line) => stderr.push(escapeControls(line)),
    stderr: process.stderr,
    async call(method, input) {
      const reply = await dispatch(method, input);
      if (!reply.ok) throw new CliError(reply.error.message);
      return reply.value as never;
    },
  };
  const command = parsed.command === 'collection import' ? collectionImport : setImport;
  try {
    await command(ctx, parsed.args);
    return { code: 0, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    stderr.push(escapeControls(`arda: ${message.replace(/\s*[\r\n]+\s*/g, ' ').trim()}`));
    if (error instanceof CliError) for (const line of error.details) stderr.push(escapeControls(line));
    return { code: error instanceof CliError ? error.exitCode : 1, stdout: stdout.join('\n'), stderr: stderr.join('\n') };
  }
}

/** Imported, or refused with one error line (and only the documented list of unmatched lines after it). */
function expectOneLineOutcome(run: CliRun, what: string): void {
  expect(run.stdout, what).not.toMatch(RAW_CONTROL);
  expect(run.stderr, what).not.toMatch(RAW_CONTROL);
  if (run.code === 0) return;
  expect(run.code, `${what}\n${run.stderr}`).toBe(1);
  const [first, ...rest] = run.stderr.split('\n').filter((line) => line !== '');
  expect(first, what).toMatch(/^arda: \S/);
  for (const line of rest) expect(line, what).toMatch(/^ {2}line \d+: /);
  // An error line names the file it refuses (or says why no file was read).
  expect(first!.length, what).toBeLessThan(2000);
}

// ---- hostile content ------------------------------------------------------------------

const hostileText = fc.constantFrom(
  '',
  '\uFEFF',
  '\u001b[2J\u001b[31m',
  '\r',
  '\u0000\u0007\u0008',
  '\u202e',
  '"',
  '=cmd|"/c calc"!A1',
  'x'.repeat(200_000),
);
const anyText = fc.oneof(fc.string({ unit: 'binary', maxLength: 30 }), hostileText, fc.constantFrom('The White Tree (TW)', 'Gandalf (TW)', 'Orc-watch (LE)', 'Rivendell [H] (TW)'));
const countToken = fc.oneof(
  fc.constantFrom('1', '2', '3', '0', '-3', '2.5', '1e9', '99999999', '9007199254740992', '1000', '1001', '+2', '', '0x10', '١'),
  fc.bigInt({ min: 0n, max: 10n ** 30n }).map(String),
);

const meccgFile = fc
  .tuple(
    fc.array(
      fc.oneof(
        fc.tuple(countToken, anyText).map(([count, name]) => `${count} ${name}`),
        fc.constantFrom('####\nDeck\n####', '####\nNotes\n####', '# Players: 99', '# comment'),
        anyText,
      ),
      { maxLength: 12 },
    ),
    fc.constantFrom('\n', '\r\n', '\r'),
  )
  .map(([lines, newline]) => lines.join(newline));

const csvField = fc.oneof(anyText, fc.constantFrom("'=1+1", '@SUM(A1)', '-2', 'a,"b"\nc'));
const csvFile = fc
  .tuple(
    fc.constantFrom('card_id,set,name,count,note,storage', '\uFEFFcard_id,name,count', 'name,count', 'count', 'garbage'),
    fc.array(
      fc.tuple(fc.constantFrom('TW-348', 'TW-156', 'tw-1', 'XX-1', ''), fc.constantFrom('TW', '', 'ZZ'), anyText, countToken, csvField, csvField),
      { maxLength: 8 },
    ),
  )
  .map(([header, rows]) => [header, ...rows.map((cells) => cells.map((c) => (/[",\r\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(','))].join('\r\n'));

const jsonNumber = fc.oneof(fc.integer({ min: -5, max: 5 }), fc.constantFrom(1000, 1001, 2 ** 53, 1e308, -0, 0.5, 99999999));
const jsonEntry = fc.record({ cardId: fc.constantFrom('TW-348', 'TW-156', 'LE-1', 'tw-1', ''), copies: jsonNumber, proxies: jsonNumber });
const setJson = fc.oneof(
  fc
    .record({
      format: fc.constantFrom('arda-curator-set', 'other'),
      version: fc.constantFrom(1, 2),
      name: fc.oneof(fc.constant('J'), anyText),
      profileId: fc.constantFrom('arda-revised-wizard', 'dark-arda', 'nope'),
      players: fc.constantFrom(2, 0, 1000),
      decks: fc.record({ mp: fc.array(jsonEntry, { maxLength: 4 }), avatar: fc.array(jsonEntry, { maxLength: 2 }) }),
    })
    .map((set) => JSON.stringify(set)),
  fc.integer({ min: 1, max: 100_000 }).map((depth) => `${'['.repeat(depth)}${']'.repeat(depth)}`),
  fc.integer({ min: 1, max: 50_000 }).map((depth) => `{"format":"arda-curator-set","decks":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`),
  anyText,
);
const garbage = fc.oneof(
  fc.uint8Array({ maxLength: 2000 }).map((bytes) => Buffer.from(bytes)),
  fc.constantFrom(Buffer.alloc(0), Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('\uFEFF\uFEFF1 Gandalf (TW)'), Buffer.alloc(300_000, 0x41)),
);

type Case = { kind: 'collection' | 'set'; ext: string; content: string | Buffer };
const hostileCase: fc.Arbitrary<Case> = fc.oneof(
  meccgFile.map((content): Case => ({ kind: 'collection', ext: '.meccg', content })),
  meccgFile.map((content): Case => ({ kind: 'set', ext: '.meccg', content })),
  csvFile.map((content): Case => ({ kind: 'collection', ext: '.csv', content })),
  setJson.map((content): Case => ({ kind: 'set', ext: '.json', content })),
  fc.tuple(garbage, fc.constantFrom('.csv', '.meccg', '.json', '.txt', '')).map(([content, ext]): Case => ({ kind: ext === '.json' ? 'set' : 'collection', ext, content })),
);

let fileNumber = 0;
function argvFor(c: Case): string[] {
  const file = join(dir, `case-${++fileNumber}${c.ext}`);
  writeFileSync(file, c.content);
  if (c.kind === 'collection') return ['collection', 'import', file];
  return ['set', 'import', `fuzz ${fileNumber}`, file, ...(c.ext === '.json' ? [] : ['--profile', 'arda-revised-wizard'])];
}

const totalChanges = () => services.db.prepare('SELECT total_changes()').pluck().get() as number;

describe('hostile import files', () => {
  it('each imports or is refused in one line, and a refused one writes nothing (in-process, 400 random files)', async () => {
    const outcomes = { imported: 0, refused: 0 };
    await fc.assert(
      fc.asyncProperty(hostileCase, async (c) => {
        const argv = argvFor(c);
        const before = totalChanges();
        const run = await runInProcess(argv);
        expectOneLineOutcome(run, `${argv.join(' ')}`);
        if (run.code !== 0) expect(totalChanges(), `${argv.join(' ')}: ${run.stderr}`).toBe(before);
        outcomes[run.code === 0 ? 'imported' : 'refused']++;
      }),
      { numRuns: 400, seed: 20261123 },
    );
    // Both paths were exercised, not only refusals.
    expect(outcomes.imported).toBeGreaterThan(5);
    expect(outcomes.refused).toBeGreaterThan(5);
  }, 120_000);

  it('a sample of each kind through the real CLI: one line, and a refused file leaves the database bytes identical', () => {
    const database = join(dir, 'fuzz.sqlite');
    const samples: Case[] = [
      { kind: 'set', ext: '.meccg', content: '99999999 The White Tree (TW)\n' },
      { kind: 'collection', ext: '.meccg', content: '1e9 The \u001b[31mWhite\u0007 Tree (TW)\n' },
      { kind: 'collection', ext: '.csv', content: '\uFEFFcard_id,count,note\nTW-348,-2,"=1+1"\n' },
      { kind: 'set', ext: '.json', content: `${'['.repeat(100_000)}${']'.repeat(100_000)}` },
      { kind: 'collection', ext: '.meccg', content: Buffer.from(fc.sample(fc.uint8Array({ minLength: 500, maxLength: 500 }), { numRuns: 1, seed: 7 })[0]!) },
      { kind: 'collection', ext: '.meccg', content: `1 ${'x'.repeat(1_000_000)} (TW)\n` },
      { kind: 'set', ext: '.json', content: '' },
    ];
    for (const sample of samples) {
      const argv = argvFor(sample);
      const db = new Database(database);
      const before = { bytes: fileHashes(db, database), tables: dumpTables(db) };
      db.close();
      const run = runCli(argv, database, dir);
      expectOneLineOutcome(run, argv.join(' '));
      expect(run.code, `${argv.join(' ')}: ${run.stderr}`).toBe(1);
      const after = new Database(database);
      expect({ bytes: fileHashes(after, database), tables: dumpTables(after) }, argv.join(' ')).toEqual(before);
      after.close();
    }
  }, 120_000);
});
