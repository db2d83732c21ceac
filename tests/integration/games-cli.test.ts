/**
 * Saved games from the command line, as a child process on a temporary database with the
 * real card file and a Wizard and a Ringwraith set built from real deck lists: game new /
 * list / run / show / export / import / delete, and a saved bot game (`game new --humans 0`
 * then `game run`) ending with exactly `game simulate`'s score for the same sets and seed.
 */
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameSnapshot, GameSummary } from '../../src-shared/api/schemasGames';
import { cliArgs, cliEnv, PROJECT_ROOT, type CliRun } from '../helpers/cli';
import { CARD_FILE } from '../helpers/cardFile';
import { DB_FILE_NAME, openServices } from '../helpers/database';
import { dispatchCall } from '../helpers/dispatch';
import { tempDirs } from '../helpers/tempDir';

const deckDir = path.resolve(__dirname, '../../../shared/decks/gccg');
const dirs = tempDirs('games-cli-');
let dir: string;
let db: string;

/** The CLI as a child process; started CLIs run side by side (each takes seconds to start here). */
function arda(args: string[]): Promise<CliRun> {
  return new Promise((resolveRun, reject) => {
    const child = spawn(process.execPath, [...cliArgs(), ...args, '--db', db], { cwd: PROJECT_ROOT, env: cliEnv(dir) });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
    child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
    child.on('error', reject);
    child.on('close', (code) => resolveRun({ code, stdout, stderr }));
  });
}
async function ok(args: string[]): Promise<CliRun> {
  const run = await arda(args);
  expect(run.code, `${args.join(' ')}: ${run.stderr}`).toBe(0);
  return run;
}

// The sets are made in this process (the CLI's own set commands have their tests).
beforeAll(async () => {
  dir = dirs.make();
  db = path.join(dir, DB_FILE_NAME);
  const services = openServices(dir);
  try {
    await services.importCardFile(CARD_FILE);
    for (const f of ['A - Stewards of Gondor.meccg', 'F - Spies and Traitors.meccg']) {
      await dispatchCall(services.handlers, 'collection.import', { fileName: f, content: readFileSync(path.join(deckDir, f), 'utf8'), skipUnresolved: true });
    }
    await dispatchCall(services.handlers, 'sets.build', { name: 'Wizards', profileId: 'arda-revised-wizard', players: 3 });
    await dispatchCall(services.handlers, 'sets.build', { name: 'Wraiths', profileId: 'arda-revised-ringwraith', players: 3 });
  } finally {
    services.close();
  }
}, 60_000);

afterAll(() => dirs.cleanup());

interface SimJson {
  reason: string;
  turns: number;
  actions: number;
  scores: Record<string, GameSummary['scores'][number]>;
  winners: string[];
}

describe('arda game (saved games)', { timeout: 60_000 }, () => {
  let botGame = 0;
  let humanGame = 0;

  it('new/run: a bot game ends with game simulate\'s score for the same sets and seed; a human seat stops the run; show prints that seat\'s hands only', async () => {
    const sets = ['--set', 'Wizards', '--set', 'Wraiths'];
    const botChain = async () => {
      botGame = Number((await ok(['game', 'new', ...sets, '--players', '2', '--humans', '0', '--seed', '7'])).stdout.trim());
      return JSON.parse((await ok(['game', 'run', String(botGame), '--json'])).stdout) as { played: number; summary: GameSummary };
    };
    const humanChain = async () => {
      humanGame = Number((await ok(['game', 'new', ...sets, '--players', '2', '--humans', '1', '--seed', 'h1'])).stdout.trim());
      const run = await ok(['game', 'run', String(humanGame)]);
      const [show, json] = await Promise.all([ok(['game', 'show', String(humanGame), '--seat', '0']), ok(['game', 'show', String(humanGame), '--seat', '1', '--json'])]);
      return { run: run.stdout, show: show.stdout, json: JSON.parse(json.stdout) as GameSnapshot };
    };
    const [run, sim, human] = await Promise.all([botChain(), ok(['game', 'simulate', ...sets, '--players', '2', '--seed', '7', '--json']).then((r) => JSON.parse(r.stdout) as SimJson), humanChain()]);

    expect(botGame).toBeGreaterThan(0);
    expect(run.summary.status).toBe('finished');
    expect(run.played).toBe(sim.actions);
    expect(run.summary.reason).toBe(sim.reason);
    expect(run.summary.turn).toBe(sim.turns);
    expect(run.summary.scores).toEqual(Object.values(sim.scores));
    expect(run.summary.winners.map((w) => `Bot ${w + 1}`)).toEqual(sim.winners);

    expect(human.run).toMatch(/Player 1's decision \(seat 0, human\)/);
    expect(human.show).toMatch(/Decision: Player 1: /);
    expect(human.show).toMatch(/Player 1 \(seat 0, wizard\)/);
    expect(human.show.match(/ {2}Hand: /g)).toHaveLength(1);
    expect(human.show).toMatch(/legal actions? for seat 0:\n {2}- \S/);
    expect(human.json.seat).toBe(1);
    expect(human.json.view.players[0]?.hand.every((i) => i === -1)).toBe(true);
    expect(human.json.legal).toEqual([]);
  });

  it('game list shows both games, newest first', async () => {
    const [json, text] = await Promise.all([ok(['game', 'list', '--json']), ok(['game', 'list'])]);
    const list = JSON.parse(json.stdout) as GameSummary[];
    expect(new Set(list.map((g) => g.id))).toEqual(new Set([humanGame, botGame]));
    expect((list[0]?.updatedAt ?? '') >= (list[1]?.updatedAt ?? '')).toBe(true);
    expect(text.stdout).toMatch(/Wizards \+ Wraiths/);
    expect(text.stdout).toMatch(/Player 1 to decide/);
  });

  it('game export and game import round-trip a game; a tampered file is refused and nothing is saved', async () => {
    const file = path.join(dir, 'bot.arda-game.json');
    await ok(['game', 'export', String(botGame), file]);
    expect(existsSync(file)).toBe(true);
    const tampered = JSON.parse(readFileSync(file, 'utf8')) as { log: { seat: number; action: unknown }[] };
    tampered.log[5] = { seat: tampered.log[5]?.seat ?? 0, action: { type: 'callCouncil' } };
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify(tampered));
    const [imported, refused, folder] = await Promise.all([ok(['game', 'import', file]), arda(['game', 'import', bad]), arda(['game', 'import', dir])]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/action 6 \(callCouncil\) is refused on replay/);
    expect(folder.stderr).toMatch(/folder/);
    const id = Number(imported.stdout.trim());
    expect(id).toBeGreaterThan(Math.max(botGame, humanGame));

    const services = openServices(dir);
    try {
      const a = await dispatchCall(services.handlers, 'games.open', { id: botGame, seat: 0 });
      const b = await dispatchCall(services.handlers, 'games.open', { id, seat: 0 });
      expect(b.summary.scores).toEqual(a.summary.scores);
      expect(JSON.stringify(b.view)).toBe(JSON.stringify(a.view));
      expect((await dispatchCall(services.handlers, 'games.list', {})).games).toHaveLength(3);
    } finally {
      services.close();
    }
    await ok(['game', 'delete', String(id)]);
  });

  it('refuses usage mistakes and unknown games', async () => {
    const [noSet, tooMany, badId, missing, help] = await Promise.all([
      arda(['game', 'new', '--players', '2']),
      arda(['game', 'new', '--set', 'Wizards', '--players', '2', '--humans', '3']),
      arda(['game', 'run', 'x']),
      arda(['game', 'run', '999']),
      arda(['--help']),
    ]);
    expect([noSet.code, tooMany.code, badId.code]).toEqual([2, 2, 2]);
    expect(missing.code).toBe(1);
    expect(missing.stderr).toMatch(/no saved game with id 999/);
    expect(help.stdout).toMatch(/game new .*--humans/s);
  });
});
