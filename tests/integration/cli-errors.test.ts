/**
 * How the `arda` CLI fails: a non-zero exit code and one clear stderr line (no stack
 * trace), usage mistakes answered with exit code 2, and a card import killed half-way
 * leaving the database as it was.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CollectionStats } from '../../src-shared/api/schemas';
import { cliArgs, cliEnv, PROJECT_ROOT, runCli } from '../helpers/cli';

const cardsFile = path.resolve(__dirname, '../../../shared/cards/cards.json');

let dir: string;

const arda = (args: string[], database = path.join(dir, 'errors.sqlite')) => runCli(args, database, dir);

const stderrLines = (text: string) => text.split('\n').filter((line) => line.trim() !== '');

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'arda-cli-errors-'));
});

afterAll(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('arda failures', () => {
  it('refuses a card file that is not a card database with one stderr line', () => {
    const bad = path.join(dir, 'not-cards.json');
    writeFileSync(bad, 'this is not JSON at all');
    const run = arda(['cards', 'import', bad]);
    expect(run.code).not.toBe(0);
    expect(run.stdout).toBe('');
    expect(stderrLines(run.stderr)).toEqual([expect.stringMatching(/^arda: not-cards\.json: /)]);
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });

  it('reports a missing collection file with one stderr line', () => {
    const run = arda(['collection', 'import', path.join(dir, 'missing.csv')]);
    expect(run.code).not.toBe(0);
    expect(stderrLines(run.stderr)).toEqual([expect.stringContaining('missing.csv: no such file')]);
  });

  it('answers a usage mistake with exit code 2 and a pointer to --help', () => {
    const run = arda(['collection', 'frobnicate']);
    expect(run.code).toBe(2);
    expect(stderrLines(run.stderr)).toEqual([expect.stringMatching(/unknown command "collection frobnicate".*--help/)]);
  });

  it('leaves the database unchanged when a card import is killed while writing', async () => {
    const database = path.join(dir, 'killed.sqlite');
    const child = spawn(process.execPath, [...cliArgs(), 'cards', 'import', cardsFile, '--db', database], { cwd: PROJECT_ROOT, env: cliEnv(dir) });
    let progress = '';
    const ended = new Promise<NodeJS.Signals | null>((resolve) => child.on('exit', (_code, signal) => resolve(signal)));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => {
      progress += chunk;
      // Progress lines are written synchronously from inside the write transaction.
      if (/Writing cards \d+%/.test(progress)) child.kill('SIGKILL');
    });
    expect(await ended).toBe('SIGKILL');
    expect(progress).toMatch(/Writing cards \d+%/);

    const run = arda(['collection', 'stats', '--json'], database);
    expect(run.code, run.stderr).toBe(0);
    expect((JSON.parse(run.stdout) as CollectionStats).total).toBe(0);
  });
});
