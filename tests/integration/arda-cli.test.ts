/**
 * The `arda set` commands end to end, as a child process on a temporary database with the
 * real card file: create, import, list, validate --json (its exact shape), build, export
 * round trips, print to PDF (its text read back with pdftotext from poppler-utils), delete,
 * and the usage and failure exits.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DECK_LABELS, DECK_IDS } from '../../src-shared/arda/model';
import { pdfText, runCli } from '../helpers/cli';

const cardsFile = path.resolve(__dirname, '../../../shared/cards/cards.json');
const deckDir = path.resolve(__dirname, '../../../shared/decks/gccg');
const heroFile = path.join(deckDir, 'A - Stewards of Gondor.meccg');
const minionFile = path.join(deckDir, 'F - Spies and Traitors.meccg');

let dir: string;
let db: string;

const arda = (args: string[]) => runCli(args, db, dir);

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'arda-cli-sets-'));
  db = path.join(dir, 'sets.sqlite');
  const run = arda(['cards', 'import', cardsFile]);
  expect(run.code, run.stderr).toBe(0);
});

afterAll(() => {
  if (dir && existsSync(dir)) rmSync(dir, { recursive: true, force: true });
});

describe('arda set', { timeout: 90000 }, () => {
  it('imports whole lists into new sets and lists them', () => {
    let run = arda(['set', 'import', 'Gondor', heroFile, '--profile', 'arda-revised-wizard', '--players', '4']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/Imported A - Stewards of Gondor\.meccg into the new set "Gondor" \(arda-revised-wizard\): \d+ copies placed/);
    run = arda(['set', 'import', 'Spies', minionFile, '--profile', 'arda-revised-ringwraith']);
    expect(run.code, run.stderr).toBe(0);
    run = arda(['set', 'import', 'Gondor', heroFile, '--profile', 'arda-revised-wizard']);
    expect(run.code).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/already an Arda set called "Gondor"/);

    run = arda(['set', 'list', '--json']);
    expect(run.code, run.stderr).toBe(0);
    const sets = JSON.parse(run.stdout) as { name: string; profileId: string; players: number }[];
    expect(sets.map((s) => [s.name, s.profileId, s.players])).toEqual([
      ['Gondor', 'arda-revised-wizard', 4],
      ['Spies', 'arda-revised-ringwraith', 2],
    ]);
    expect(arda(['set', 'list']).stdout).toMatch(/^Name\s+Profile/);
  });

  it('validate --json prints exactly the documented shape, and exits 1 when there are errors', () => {
    const run = arda(['set', 'validate', 'gondor', '--json']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^arda: The set "Gondor" has \d+ errors?\.\n$/);
    const report = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(Object.keys(report)).toEqual(['set', 'profile', 'ok', 'violations']);
    expect(report.set).toBe('Gondor');
    expect(report.profile).toBe('arda-revised-wizard');
    expect(report.ok).toBe(false);
    const violations = report.violations as Record<string, unknown>[];
    expect(violations.length).toBeGreaterThan(0);
    for (const v of violations) {
      expect(Object.keys(v)).toEqual(['severity', 'code', 'deck', 'cardId', 'message']);
      expect(['error', 'warning']).toContain(v.severity);
      expect(typeof v.code).toBe('string');
      expect(v.deck === null || (DECK_IDS as readonly unknown[]).includes(v.deck)).toBe(true);
      expect(v.cardId === null || typeof v.cardId === 'string').toBe(true);
      expect(typeof v.message).toBe('string');
    }
    // Nothing owned: every copy is NOT_OWNED.
    expect(violations.some((v) => v.code === 'NOT_OWNED' && v.severity === 'error')).toBe(true);
  });

  it('validate --json says ok for a set without errors', () => {
    expect(arda(['set', 'create', 'Blank', '--profile', 'dark-arda', '--players', '4']).code).toBe(0);
    const run = arda(['set', 'validate', 'Blank', '--json']);
    const report = JSON.parse(run.stdout) as { ok: boolean; violations: { severity: string }[] };
    expect(report.ok).toBe(report.violations.every((v) => v.severity !== 'error'));
    expect(run.code).toBe(report.ok ? 0 : 1);
  });

  it('exports to .meccg and JSON files that import back to the same set', () => {
    const out = (name: string) => path.join(dir, name);
    for (const [file, format] of [
      ['gondor.meccg', 'meccg'],
      ['gondor.json', 'json'],
      ['gondor.txt', 'text'],
    ] as const) {
      const run = arda(['set', 'export', 'Gondor', out(file)]);
      expect(run.code, run.stderr).toBe(0);
      expect(run.stdout).toContain(`as ${format}`);
    }
    expect(readFileSync(out('gondor.txt'), 'utf8')).toContain('Play deck');
    expect(arda(['set', 'import', 'Gondor meccg', out('gondor.meccg'), '--profile', 'arda-revised-wizard']).code).toBe(0);
    expect(arda(['set', 'import', 'Gondor json', out('gondor.json')]).code).toBe(0);
    expect(arda(['set', 'export', 'Gondor meccg', out('again.json')]).code).toBe(0);
    expect(arda(['set', 'export', 'Gondor json', out('again2.json')]).code).toBe(0);
    const decks = (file: string) => (JSON.parse(readFileSync(out(file), 'utf8')) as { decks: unknown; players: number });
    expect(decks('again.json')).toEqual({ ...decks('gondor.json'), name: 'Gondor meccg' });
    expect(decks('again2.json')).toEqual({ ...decks('gondor.json'), name: 'Gondor json' });
    expect(arda(['set', 'export', 'Gondor', out('x.out'), '--format', 'pdf']).code).toBe(2);
  });

  it('prints the deck lists to a PDF whose text has the set, profile, every deck and the cards', () => {
    const pdf = path.join(dir, 'gondor.pdf');
    const run = arda(['set', 'print', 'Gondor', '--pdf', pdf]);
    expect(run.code, run.stderr).toBe(0);
    expect(readFileSync(pdf).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain('Gondor');
    expect(text).toContain('Arda Revised (Wizard)');
    expect(text).toContain('4 players');
    // The Wizard profile uses seven decks: Dark Arda's Haven deck is not printed.
    for (const deck of DECK_IDS.filter((d) => d !== 'haven')) expect(text).toContain(`${DECK_LABELS[deck]} deck`);
    expect(text).not.toContain('Haven deck');
    for (const name of ['Orc-watch', 'Saruman', 'Glamdring', 'Rivendell', 'Hobgoblins']) expect(text).toContain(name);
    expect(text).toMatch(/Totals and open problems/);
    expect(text).toMatch(/\d+ errors/);
  });

  it('builds a set from the free copies and says what is lacking', () => {
    expect(arda(['collection', 'import', heroFile]).code).toBe(0);
    const run = arda(['set', 'build', 'From collection', '--profile', 'arda-revised-wizard', '--players', '3']);
    expect(run.code, run.stderr).toBe(0);
    // The other sets hold the hero list's copies already, so few are free.
    expect(run.stdout).toMatch(/Built "From collection" \(arda-revised-wizard, 3 players\)/);
    expect(run.stdout).toContain('What your collection lacks:');
  });

  it('answers mistakes with one line and the usage exit code', () => {
    let run = arda(['set', 'create', 'No profile']);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/needs --profile ID/);
    run = arda(['set', 'build', 'x', '--profile', 'dark-arda', '--players', 'many']);
    expect(run.code).toBe(2);
    run = arda(['set', 'validate', 'Nope']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/^arda: There is no Arda set called "Nope"/);
    run = arda(['set', 'create', 'Odd', '--profile', 'no-such']);
    expect(run.code).toBe(1);
    expect(run.stderr).toMatch(/Unknown rules profile/);
    run = arda(['set', 'delete', 'Blank']);
    expect(run.code, run.stderr).toBe(0);
    expect(arda(['set', 'validate', 'Blank']).code).toBe(1);
  });
});
