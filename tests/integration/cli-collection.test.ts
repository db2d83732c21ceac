/**
 * The `arda` CLI end to end, as a child process against temporary databases: card import,
 * search, add/remove by id and by name, stats, CSV round trip and .meccg import.
 * Expected values come from the shared card data and deck files, never from constants.
 */
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardSearchOutput, CollectionStats } from '../../src-shared/api/schemas';
import { collectionToCsv, parseCollectionCsv } from '../../src-shared/collection/csv';
import { foldText } from '../../src-shared/text/fold';
import { runCli } from '../helpers/cli';

const cardsFile = path.resolve(__dirname, '../../../shared/cards/cards.json');
const deckFile = path.resolve(__dirname, '../../../shared/decks/gccg/A - Stewards of Gondor.meccg');

interface RawCard {
  id: string;
  set: string;
  name: { en: string };
}
const sets = JSON.parse(readFileSync(cardsFile, 'utf8')) as Record<string, { cards: Record<string, RawCard> }>;
const cards = Object.values(sets).flatMap((set) => Object.values(set.cards));
const sameName = (a: RawCard, b: RawCard) => foldText(a.name.en).trim() === foldText(b.name.en).trim();
const uniqueNamed = cards.filter((card) => /^[a-z ]+$/i.test(card.name.en) && cards.filter((other) => sameName(card, other)).length === 1);

let dir: string;
let db: string;
let fresh: string;

const arda = (args: string[], database = db) => runCli(args, database, dir);

function stats(database = db): CollectionStats {
  const run = arda(['collection', 'stats', '--json'], database);
  expect(run.code, run.stderr).toBe(0);
  return JSON.parse(run.stdout) as CollectionStats;
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'arda-cli-'));
  db = path.join(dir, 'main.sqlite');
  fresh = path.join(dir, 'fresh.sqlite');
  const run = arda(['cards', 'import', cardsFile]);
  expect(run.code, run.stderr).toBe(0);
  expect(run.stdout).toContain(`${cards.length} cards`);
  expect(run.stderr).toMatch(/Writing cards \d+%/);
  // A second database with the same catalogue and an empty collection, without a second import.
  for (const suffix of ['', '-wal', '-shm']) if (existsSync(db + suffix)) copyFileSync(db + suffix, fresh + suffix);
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('arda cards', () => {
  it('search --json finds every card named after the query', () => {
    const run = arda(['cards', 'search', 'gandalf', '--json']);
    expect(run.code, run.stderr).toBe(0);
    const result = JSON.parse(run.stdout) as CardSearchOutput;
    const ids = result.rows.map((row) => row.id);
    const named = cards.filter((card) => foldText(card.name.en).includes('gandalf')).map((card) => card.id);
    expect(named.length).toBeGreaterThan(0);
    expect(ids).toEqual(expect.arrayContaining(named));
    expect(result.total).toBe(result.rows.length);
    for (const id of ids) expect(cards.some((card) => card.id === id)).toBe(true);
  });
});

describe('arda collection', () => {
  const byId = uniqueNamed[0];
  const byName = uniqueNamed.find((card) => card.set !== byId?.set) ?? uniqueNamed[1];

  it('adds and removes copies by id and by (lower-case) name, and stats count them', () => {
    if (!byId || !byName) throw new Error('the card data has no uniquely named cards');
    const addId = arda(['collection', 'add', byId.id, '3']);
    expect(addId.code, addId.stderr).toBe(0);
    expect(addId.stdout).toContain(`${byId.id}); you now own 3`);

    const addName = arda(['collection', 'add', byName.name.en.toLowerCase(), '2']);
    expect(addName.code, addName.stderr).toBe(0);
    expect(addName.stdout).toContain(`${byName.id}); you now own 2`);

    const remove = arda(['collection', 'remove', byName.name.en]);
    expect(remove.code, remove.stderr).toBe(0);
    expect(remove.stdout).toContain(`${byName.id}); you now own 1`);

    const result = stats();
    expect(result).toMatchObject({ distinctOwned: 2, copies: 4, total: cards.length });
    expect(result.sets.map((s) => s.setId).sort()).toEqual(Object.keys(sets).sort());
    for (const set of result.sets) {
      expect(set.total, set.setId).toBe(cards.filter((card) => card.set === set.setId).length);
      const copies = (set.setId === byId.set ? 3 : 0) + (set.setId === byName.set ? 1 : 0);
      expect(set.copies, set.setId).toBe(copies);
    }
  });

  it('exports a CSV that imports into a fresh database and exports identically', () => {
    if (!byId || !byName) throw new Error('the card data has no uniquely named cards');
    // Notes and places with everything CSV finds hard; one row identified by name only.
    const note = 'He said "hi", then\nleft — ☃ Khamûl, ’quoted’';
    const input = path.join(dir, 'input.csv');
    writeFileSync(
      input,
      collectionToCsv([
        { cardId: byId.id, set: byId.set, name: byId.name.en, count: 5, note, storage: 'Binder 2, p. 3' },
        { cardId: '', set: byName.set, name: byName.name.en, count: 4, note: '', storage: 'Box "A"' },
      ]),
    );
    const imported = arda(['collection', 'import', input]);
    expect(imported.code, imported.stderr).toBe(0);

    const first = path.join(dir, 'first.csv');
    expect(arda(['collection', 'export', first]).code).toBe(0);
    const rows = parseCollectionCsv(readFileSync(first, 'utf8'));
    expect(rows.problems).toEqual([]);
    expect(rows.rows.map(({ line: _line, ...row }) => row)).toEqual(
      expect.arrayContaining([
        { cardId: byId.id, set: byId.set, name: byId.name.en, count: 5, note, storage: 'Binder 2, p. 3' },
        expect.objectContaining({ cardId: byName.id, count: 4, storage: 'Box "A"' }),
      ]),
    );

    const intoFresh = arda(['collection', 'import', first], fresh);
    expect(intoFresh.code, intoFresh.stderr).toBe(0);
    const second = path.join(dir, 'second.csv');
    expect(arda(['collection', 'export', second], fresh).code).toBe(0);
    expect(readFileSync(second, 'utf8')).toBe(readFileSync(first, 'utf8'));
  });

  it('refuses a .meccg file with an unknown card, listing the line, and imports the rest with --skip-unresolved', () => {
    const lines = readFileSync(deckFile, 'utf8').split('\n');
    const at = lines.findIndex((line) => /^\d+ /.test(line));
    lines.splice(at, 0, '2 Definitely Not A Card (TW)');
    const deck = path.join(dir, 'deck.meccg');
    writeFileSync(deck, lines.join('\n'));
    const badLine = at + 1;
    const deckCopies = lines
      .slice(0, lines.indexOf('Notes'))
      .filter((line, i) => i !== at && /^\d+ /.test(line))
      .reduce((sum, line) => sum + Number(line.split(' ')[0]), 0);
    const before = stats(fresh).copies;

    const refused = arda(['collection', 'import', deck], fresh);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toContain(`line ${badLine}: 2 Definitely Not A Card (TW)`);
    expect(refused.stderr).toContain('no card named "Definitely Not A Card"');
    expect(refused.stderr).toContain('--skip-unresolved');

    const skipped = arda(['collection', 'import', deck, '--skip-unresolved'], fresh);
    expect(skipped.code, skipped.stderr).toBe(0);
    expect(skipped.stdout).toContain(`(${deckCopies} copies)`);
    expect(skipped.stderr).toContain(`line ${badLine}`);
    // Only the second run changed anything.
    expect(stats(fresh).copies).toBe(before + deckCopies);
  });
});
