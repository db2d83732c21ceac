/**
 * `arda game simulate` and `arda game coverage` end to end, as a child process on a temporary
 * database: the real card file imported, a collection recorded from a Wizard and a Ringwraith
 * deck list, a set of each built from it, then bot games (their JSON shape, MP by category,
 * determinism, totals) and the coverage report, and the usage and failure exits.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCardDatabase } from '../../src-shared/cards/parseCardDatabase';
import { allDefs } from '../../src-shared/engine/effects/defs';
import { cliArgs } from '../helpers/cli';

const root = path.resolve(__dirname, '../..');
const cardsFile = path.resolve(__dirname, '../../../shared/cards/cards.json');
const deckDir = path.resolve(__dirname, '../../../shared/decks/gccg');
const heroFile = path.join(deckDir, 'A - Stewards of Gondor.meccg');
const minionFile = path.join(deckDir, 'F - Spies and Traitors.meccg');

let dir: string;
let db: string;

function arda(args: string[], env: Record<string, string> = {}) {
  const result = spawnSync(process.execPath, [...cliArgs(), ...args, '--db', db], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, ARDA_DATA_DIR: dir, ARDA_DEBUG: '', ...env },
  });
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const CATEGORIES = ['character', 'item', 'faction', 'ally', 'kill', 'misc'] as const;

interface Sheet {
  character: number;
  item: number;
  faction: number;
  ally: number;
  kill: number;
  misc: number;
  negative: number;
  total: number;
}

interface GameJson {
  game: number;
  seed: string;
  profile: string;
  reason: string;
  winners: string[];
  turns: number;
  rounds: number;
  mp: Record<string, number>;
  scores: Record<string, Sheet>;
  mpByHand: Record<string, number>;
  actions: number;
}

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'arda-cli-game-'));
  db = path.join(dir, 'game.sqlite');
  for (const args of [
    ['cards', 'import', cardsFile],
    ['collection', 'import', heroFile],
    ['collection', 'import', minionFile],
    ['set', 'build', 'Wizards', '--profile', 'arda-revised-wizard', '--players', '3'],
    ['set', 'build', 'Wraiths', '--profile', 'arda-revised-ringwraith', '--players', '3'],
  ]) {
    const run = arda(args);
    expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(0);
  }
}, 60000);

afterAll(() => {
  if (dir && existsSync(dir)) rmSync(dir, { recursive: true, force: true });
});

describe('arda game', { timeout: 90000 }, () => {
  it('simulate --json prints the winner, turns and each player\'s MP by category, the same for the same seed', () => {
    const args = ['game', 'simulate', '--set', 'Wizards', '--set', 'Wraiths', '--players', '2', '--seed', '7', '--json'];
    const first = arda(args);
    expect(first.code, first.stderr).toBe(0);
    const game = JSON.parse(first.stdout) as GameJson;
    expect(Object.keys(game)).toEqual(['game', 'seed', 'profile', 'reason', 'winners', 'turns', 'rounds', 'mp', 'scores', 'mpByHand', 'actions']);
    // Computer players never play a card by hand: no MP comes that way.
    expect(Object.values(game.mpByHand)).toEqual([0, 0]);
    expect(game.seed).toBe('7');
    expect(game.profile).toBe('arda-revised');
    expect(['council', 'elimination', 'one-ring']).toContain(game.reason);
    expect(game.turns).toBeGreaterThan(0);
    expect(game.turns).toBeGreaterThanOrEqual(game.rounds);
    const players = ['Bot 1', 'Bot 2'];
    expect(Object.keys(game.mp)).toEqual(players);
    expect(Object.keys(game.scores)).toEqual(players);
    expect(game.winners.length).toBeGreaterThan(0);
    for (const w of game.winners) expect(players).toContain(w);
    for (const p of players) {
      const sheet = game.scores[p] as Sheet;
      expect(Object.keys(sheet)).toEqual([...CATEGORIES, 'negative', 'total']);
      const sum = CATEGORIES.reduce((n, c) => n + sheet[c], 0) - sheet.negative;
      expect(sheet.total).toBe(sum);
      expect(game.mp[p]).toBe(sum);
    }
    // The winners have the most MP (council) or are the ones left standing.
    if (game.reason === 'council') {
      const best = Math.max(...Object.values(game.mp));
      for (const w of game.winners) expect(game.mp[w]).toBe(best);
    }

    const again = arda(args);
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toBe(first.stdout);
  });

  it('simulate --games 5 prints each game, the totals and games per second', () => {
    const run = arda(['game', 'simulate', '--set', 'Wizards', '--set', 'Wraiths', '--players', '2', '--seed', '7', '--games', '5']);
    expect(run.code, run.stderr).toBe(0);
    const lines = run.stdout.trim().split('\n');
    const games = lines.filter((l) => l.startsWith('Game '));
    expect(games).toHaveLength(5);
    for (const [i, line] of games.entries()) expect(line).toMatch(new RegExp(`^Game ${i + 1} \\(seed 7-${i + 1}\\): .+ \\((council|elimination|one-ring)\\), \\d+ turns; MP: Bot 1 -?\\d+, Bot 2 -?\\d+$`));
    expect(run.stdout).toMatch(/^Totals: 5 games in [\d.]+ s \([\d.]+ games\/s, \d+ actions\/s\); average [\d.]+ turns$/m);
    expect(run.stdout).toMatch(/^Wins: Bot \d \d/m);
  });

  it('simulate --games never loses a batch: a game that throws is reported with its seed, the others are played, and the exit code is 1', () => {
    // ARDA_TEST_FAIL_SEED makes the game of that seed throw as an engine failure would (game.ts): no seed is known to throw.
    const args = ['game', 'simulate', '--set', 'Wizards', '--set', 'Wraiths', '--players', '2', '--seed', '7', '--games', '3'];
    const json = arda([...args, '--json'], { ARDA_TEST_FAIL_SEED: '7-2' });
    expect(json.code).toBe(1);
    const out = JSON.parse(json.stdout) as { games: GameJson[]; totals: { games: number; reasons: Record<string, number>; mpByHand: number }; errors: { seed: string; message: string }[] };
    expect(out.games.map((g) => g.seed)).toEqual(['7-1', '7-3']);
    expect(out.totals.mpByHand).toBe(0);
    expect(out.errors).toEqual([{ seed: '7-2', message: expect.stringMatching(/ARDA_TEST_FAIL_SEED/) }]);
    expect(out.totals.games).toBe(3);
    expect(Object.values(out.totals.reasons).reduce((a, b) => a + b, 0)).toBe(2);
    expect(json.stderr.trim()).toMatch(/^arda: 1 of 3 games threw: seed 7-2: /);
    // The games that were played are the ones a batch without the failure plays.
    const clean = JSON.parse(arda([...args, '--json']).stdout) as { games: GameJson[]; errors: unknown[] };
    expect(clean.errors).toEqual([]);
    expect(clean.games.filter((g) => g.seed !== '7-2')).toEqual(out.games);

    const text = arda(args, { ARDA_TEST_FAIL_SEED: '7-2' });
    expect(text.code).toBe(1);
    const lines = text.stdout.trim().split('\n');
    expect(lines.filter((l) => l.startsWith('Game ')).map((l) => l.slice(0, 17))).toEqual(['Game 1 (seed 7-1)', 'Game 3 (seed 7-3)']);
    expect(lines).toContainEqual(expect.stringMatching(/^Error \(seed 7-2\): ARDA_TEST_FAIL_SEED/));

    const single = arda(['game', 'simulate', '--set', 'Wizards', '--players', '2', '--seed', '7', '--json'], { ARDA_TEST_FAIL_SEED: '7' });
    expect(single.code).toBe(1);
    expect(JSON.parse(single.stdout)).toEqual({ errors: [{ seed: '7', message: expect.stringMatching(/ARDA_TEST_FAIL_SEED/) }] });
  });

  it('coverage counts a card automated only when its definition exists and its scenarios pass', () => {
    let run = arda(['game', 'coverage', 'Wizards', '--json']);
    expect(run.code, run.stderr).toBe(0);
    type Row = { cardId: string; name: string; status: string; reason: string; definition?: string; scenarios?: string | null; customCode?: boolean };
    const report = JSON.parse(run.stdout) as {
      set: string;
      distinct: number;
      automated: number;
      share: number;
      copyWeightedShare: number;
      definitions: number;
      definitionsWithCustomCode: number;
      rows: Row[];
    };
    expect(Object.keys(report).sort()).toEqual(['automated', 'copyWeightedShare', 'definitions', 'definitionsWithCustomCode', 'distinct', 'rows', 'set', 'share']);
    // How many definitions need code of their own (the shared vocabulary does the rest): counted from the rows' definitions.
    expect(report.definitionsWithCustomCode).toBeLessThanOrEqual(report.definitions);
    expect(report.rows.filter((r) => r.customCode).length).toBeGreaterThan(0);
    // A card leads to its definition and scenarios in one step: every defined row names both files.
    for (const r of report.rows.filter((x) => x.definition)) expect(r.definition).toMatch(/^src-shared\/engine\/cards\//);
    expect(report.set).toBe('Wizards');
    expect(report.rows.length).toBe(report.distinct);
    expect(report.automated).toBe(report.rows.filter((r) => r.status === 'automated').length);
    expect(report.automated).toBeGreaterThan(0);
    expect(report.share).toBeCloseTo(report.automated / report.distinct, 10);
    expect(report.copyWeightedShare).toBeGreaterThan(0);
    expect(report.copyWeightedShare).toBeLessThanOrEqual(1);
    // The registry: every automated row is a card with a definition, and its reason names its passing scenarios.
    const defined = new Set(allDefs().map((d) => d.name.toLowerCase()));
    for (const r of report.rows) {
      if (r.status === 'automated') {
        expect(defined.has(r.name.toLowerCase()), r.name).toBe(true);
        expect(r.reason).toMatch(/passing scenario/);
      } else expect(r.reason).not.toBe('');
    }

    run = arda(['game', 'coverage', 'Wizards']);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/^Card\s+Name\s+Status\s+Why/);
    expect(run.stdout).toContain(`${report.automated} automated, ${report.distinct - report.automated} manual of ${report.distinct} distinct cards: ${(report.share * 100).toFixed(1)}% automated`);
  });

  it('answers bad input with one stderr line and a failing exit code', () => {
    const cases: [string[], RegExp][] = [
      [['game', 'simulate', '--set', 'Nope', '--players', '3', '--seed', '7'], /There is no Arda set called "Nope"/],
      [['game', 'simulate', '--set', 'Wizards', '--players', '8', '--seed', '7'], /--players must be 2 to 7 for Arda Revised, not 8/],
      [['game', 'simulate', '--set', 'Wizards', '--players', '3', '--seed', '7', '--profile', 'dark'], /--profile for a game is arda-revised or dark-arda, not "dark"/],
      [['game', 'simulate', '--set', 'Wizards', '--players', '3', '--seed', '7', '--profile', 'dark-arda'], /Dark Arda is played from one Ringwraith/],
      [['game', 'simulate', '--set', 'Wizards', '--players', '3'], /needs --seed/],
    ];
    for (const [args, message] of cases) {
      const run = arda(args);
      expect(run.code, args.join(' ')).not.toBe(0);
      expect(run.stdout).toBe('');
      const lines = run.stderr.trim().split('\n');
      expect(lines, run.stderr).toHaveLength(1);
      expect(lines[0]).toMatch(/^arda: /);
      expect(lines[0]).toMatch(message);
    }
  });

  it('simulate --profile dark-arda plays Dark Arda tables up to 9 Ringwraiths and --json names how each game ended', () => {
    // A collection owning nine of every card a Dark Arda set may hold (its nine Ringwraiths and nine of each mode card).
    const records = parseCardDatabase('cards.json', readFileSync(cardsFile, 'utf8')).cards.filter((r) => ['Minion', 'Neutral', 'Dual'].includes(r.alignment));
    const csv = path.join(dir, 'dark.csv');
    writeFileSync(csv, ['card_id,count', ...records.map((r) => `${r.id},9`)].join('\n'));
    for (const args of [['collection', 'import', csv], ['set', 'build', 'Dark', '--profile', 'dark-arda', '--players', '9']]) {
      const run = arda(args);
      expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(0);
    }
    const run = arda(['game', 'simulate', '--set', 'Dark', '--players', '9', '--seed', '9', '--games', '2', '--json']);
    expect(run.code, run.stderr).toBe(0);
    const out = JSON.parse(run.stdout) as { games: GameJson[]; totals: { games: number; reasons: Record<string, number> } };
    expect(out.games).toHaveLength(2);
    for (const g of out.games) {
      // The set decides the profile; "There are three ways to win an Arda game." Computer players never play a card without a
      // definition (issue 22), and while many minion MP cards have none a table of nine computers may not reach the Audience's
      // 25 MP: the safety stop (120 rounds) then scores the game as it stands.
      expect(g.profile).toBe('dark-arda');
      expect(['audience', 'avatars-eliminated', 'one-ring', 'round-cap']).toContain(g.reason);
      expect(Object.keys(g.mp)).toHaveLength(9);
    }
    expect(Object.values(out.totals.reasons).reduce((a, b) => a + b, 0)).toBe(2);
    const tooMany = arda(['game', 'simulate', '--set', 'Dark', '--players', '10', '--seed', '9']);
    expect(tooMany.stderr).toMatch(/--players must be 2 to 9 for Dark Arda, not 10/);
  });
});
