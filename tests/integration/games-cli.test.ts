/**
 * Saved games from the command line, as a child process on a temporary database with the
 * real card file and a Wizard and a Ringwraith set built from real deck lists: game new /
 * list / run / show / export / import / delete, and a saved bot game (`game new --humans 0`
 * then `game run`) ending with exactly `game simulate`'s score for the same sets and seed.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameSnapshot, GameSummary } from '../../src-shared/api/schemasGames';
import { runCli } from '../helpers/cli';
import { CARD_FILE } from '../helpers/cardFile';
import { tempDirs } from '../helpers/tempDir';

const deckDir = path.resolve(__dirname, '../../../shared/decks/gccg');
const dirs = tempDirs('games-cli-');
let dir: string;
let db: string;

const arda = (args: string[]) => runCli(args, db, dir);
function ok(args: string[]) {
  const run = arda(args);
  expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(0);
  return run;
}

beforeAll(() => {
  dir = dirs.make();
  db = path.join(dir, 'games.sqlite');
  ok(['cards', 'import', CARD_FILE]);
  ok(['collection', 'import', path.join(deckDir, 'A - Stewards of Gondor.meccg')]);
  ok(['collection', 'import', path.join(deckDir, 'F - Spies and Traitors.meccg')]);
  ok(['set', 'build', 'Wizards', '--profile', 'arda-revised-wizard', '--players', '3']);
  ok(['set', 'build', 'Wraiths', '--profile', 'arda-revised-ringwraith', '--players', '3']);
}, 60_000);

afterAll(() => dirs.cleanup());

describe('arda game (saved games)', { timeout: 60_000 }, () => {
  let botGame = 0;
  let humanGame = 0;

  it('game new --humans 0 then game run ends with game simulate\'s score for the same sets and seed', () => {
    const sets = ['--set', 'Wizards', '--set', 'Wraiths'];
    botGame = Number(ok(['game', 'new', ...sets, '--players', '2', '--humans', '0', '--seed', '7']).stdout.trim());
    expect(botGame).toBeGreaterThan(0);
    const run = JSON.parse(ok(['game', 'run', String(botGame), '--json']).stdout) as { played: number; summary: GameSummary };
    expect(run.summary.status).toBe('finished');
    const sim = JSON.parse(ok(['game', 'simulate', ...sets, '--players', '2', '--seed', '7', '--json']).stdout) as {
      reason: string;
      turns: number;
      actions: number;
      scores: Record<string, GameSummary['scores'][number]>;
      winners: string[];
    };
    expect(run.played).toBe(sim.actions);
    expect(run.summary.reason).toBe(sim.reason);
    expect(run.summary.turn).toBe(sim.turns);
    expect(run.summary.scores).toEqual(Object.values(sim.scores));
    expect(run.summary.winners.map((w) => `Bot ${w + 1}`)).toEqual(sim.winners);
    expect(ok(['game', 'run', String(botGame)]).stdout).toMatch(/Played 0 computer actions\.\n.*is over/);
  });

  it('game new with a human seat: run stops at the human decision; show prints that seat\'s hands only', () => {
    humanGame = Number(ok(['game', 'new', '--set', 'Wizards', '--set', 'Wraiths', '--players', '2', '--humans', '1', '--seed', 'h1']).stdout.trim());
    const run = ok(['game', 'run', String(humanGame)]);
    expect(run.stdout).toMatch(/Player 1's decision \(seat 0, human\)/);
    const show = ok(['game', 'show', String(humanGame), '--seat', '0']).stdout;
    expect(show).toMatch(/Step: /);
    expect(show).toMatch(/Player 1 \(seat 0, wizard\)/);
    expect(show).toMatch(/ {2}Hand: /);
    expect(show.match(/ {2}Hand: /g)).toHaveLength(1);
    const spectator = ok(['game', 'show', String(humanGame)]).stdout;
    expect(spectator).not.toMatch(/ {2}Hand: /);
    const json = JSON.parse(ok(['game', 'show', String(humanGame), '--seat', '1', '--json']).stdout) as GameSnapshot;
    expect(json.seat).toBe(1);
    expect(json.view.players[0]?.hand.every((i) => i === -1)).toBe(true);
    expect(json.legal).toEqual([]);
    expect(arda(['game', 'show', String(humanGame), '--seat', '5']).code).toBe(2);
  });

  it('game list shows both games, newest first', () => {
    const list = JSON.parse(ok(['game', 'list', '--json']).stdout) as GameSummary[];
    expect(list.map((g) => g.id)).toEqual([humanGame, botGame]);
    const text = ok(['game', 'list']).stdout;
    expect(text).toMatch(/Wizards \+ Wraiths/);
    expect(text).toMatch(/Player 1 to decide/);
  });

  it('game export and game import round-trip a game; a tampered file is refused and nothing is saved', () => {
    const file = path.join(dir, 'bot.arda-game.json');
    ok(['game', 'export', String(botGame), file]);
    expect(existsSync(file)).toBe(true);
    const imported = Number(ok(['game', 'import', file]).stdout.trim());
    expect(imported).toBeGreaterThan(humanGame);
    const a = JSON.parse(ok(['game', 'show', String(botGame), '--json']).stdout) as GameSnapshot;
    const b = JSON.parse(ok(['game', 'show', String(imported), '--json']).stdout) as GameSnapshot;
    expect(b.summary.scores).toEqual(a.summary.scores);
    expect(JSON.stringify(b.view)).toBe(JSON.stringify(a.view));

    const tampered = JSON.parse(readFileSync(file, 'utf8')) as { log: { seat: number; action: unknown }[] };
    tampered.log[5] = { seat: tampered.log[5]?.seat ?? 0, action: { type: 'callCouncil' } };
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify(tampered));
    const refused = arda(['game', 'import', bad]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/action 6 \(callCouncil\) is refused on replay/);
    expect(arda(['game', 'import', dir]).stderr).toMatch(/folder/);
    expect((JSON.parse(ok(['game', 'list', '--json']).stdout) as GameSummary[]).length).toBe(3);
    ok(['game', 'delete', String(imported)]);
    expect(arda(['game', 'delete', String(imported)]).code).toBe(1);
  });

  it('refuses usage mistakes and unknown games', () => {
    expect(arda(['game', 'new', '--players', '2']).code).toBe(2);
    expect(arda(['game', 'new', '--set', 'Wizards', '--players', '2', '--humans', '3']).code).toBe(2);
    expect(arda(['game', 'run', 'x']).code).toBe(2);
    const missing = arda(['game', 'run', '999']);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/no saved game with id 999/);
    expect(ok(['--help']).stdout).toMatch(/game new .*--humans/s);
  });
});
