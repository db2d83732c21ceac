/**
 * Resume after a crash: the browser-mode server runs as a child process; a game of one
 * human and one computer seat is played over HTTP (the human's first legal action each
 * time, the computer one step at a time), the server is SIGKILLed mid-game and started
 * again on the same database. The game opens at its last stored action: the same log, the
 * same view for the human seat, and play goes on.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MethodInput, MethodName, MethodOutput } from '../../src-shared/api/contract';
import type { GameSummary } from '../../src-shared/api/schemasGames';
import { cliEnv, PROJECT_ROOT } from '../helpers/cli';
import { CARD_FILE } from '../helpers/cardFile';
import { createAppServices } from '../../src-main/services/appServices';
import { dataPaths } from '../../src-main/data/paths';
import { dispatchCall } from '../helpers/dispatch';
import { tempDirs } from '../helpers/tempDir';

const deckDir = path.resolve(__dirname, '../../../shared/decks/gccg');
const dirs = tempDirs('games-resume-');
let dir: string;
let wizards = 0;
let wraiths = 0;

interface Server {
  child: ChildProcess;
  url: URL;
  call<M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>>;
}
const running: ChildProcess[] = [];

/** `npm run browser` as a child on the test's data folder; resolves once it prints its address. */
function startServer(): Promise<Server> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src-main/browser/main.ts'], { cwd: PROJECT_ROOT, env: { ...cliEnv(dir), ARDA_PORT: '0' } });
  running.push(child);
  return new Promise((resolveStart, reject) => {
    let out = '';
    let err = '';
    child.stderr?.setEncoding('utf8').on('data', (d: string) => (err += d));
    child.on('exit', (code) => reject(new Error(`the server exited (${code}) before it started: ${err}`)));
    child.stdout?.setEncoding('utf8').on('data', (d: string) => {
      out += d;
      const match = /running at (\S+)/.exec(out);
      if (!match?.[1]) return;
      const url = new URL(match[1]);
      const token = url.searchParams.get('token') ?? '';
      resolveStart({
        child,
        url,
        async call(method, input) {
          const response = await fetch(new URL(`/api/${encodeURIComponent(method)}`, url), {
            method: 'POST',
            headers: { 'Content-Type': 'application/json', 'X-Arda-Token': token },
            body: JSON.stringify(input),
          });
          const reply = (await response.json()) as { ok: true; value: unknown } | { ok: false; error: { message: string } };
          if (!reply.ok) throw new Error(`${method}: ${reply.error.message}`);
          return reply.value as never;
        },
      });
    });
  });
}

function kill(child: ChildProcess): Promise<void> {
  return new Promise((done) => {
    if (child.exitCode !== null || child.signalCode !== null) return done();
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });
}

/** One action: the human seat's first legal action, or one computer step. */
async function step(server: Server, summary: GameSummary): Promise<GameSummary> {
  const who = summary.actor;
  if (summary.seats[who]?.kind === 'human') {
    const open = await server.call('games.open', { id: summary.id, seat: who });
    const action = open.legal[0];
    if (!action) throw new Error('a human decision without a legal action');
    const r = await server.call('games.act', { id: summary.id, seat: who, action, at: summary.actions });
    if (!r.ok) throw new Error(r.rejection.message);
    return r.snapshot.summary;
  }
  return (await server.call('games.bots', { id: summary.id, seat: 0, at: summary.actions, max: 1 })).summary;
}

beforeAll(async () => {
  dir = dirs.make();
  // The file the server opens for this data folder.
  const services = createAppServices({ databasePath: dataPaths(dir).database, dataDir: dir, runtime: 'node' });
  try {
    await services.importCardFile(CARD_FILE);
    for (const f of ['A - Stewards of Gondor.meccg', 'F - Spies and Traitors.meccg']) {
      await dispatchCall(services.handlers, 'collection.import', { fileName: f, content: readFileSync(path.join(deckDir, f), 'utf8'), skipUnresolved: true });
    }
    wizards = (await dispatchCall(services.handlers, 'sets.build', { name: 'Wizards', profileId: 'arda-revised-wizard', players: 3 })).set.id;
    wraiths = (await dispatchCall(services.handlers, 'sets.build', { name: 'Wraiths', profileId: 'arda-revised-ringwraith', players: 3 })).set.id;
  } finally {
    services.close();
  }
}, 60_000);

afterAll(async () => {
  for (const child of running) await kill(child);
  dirs.cleanup();
});

describe('a saved game after the server is killed', { timeout: 60_000 }, () => {
  it('resumes at its last action with the same log and view, and play continues', async () => {
    const first = await startServer();
    let game = await first.call('games.create', {
      setIds: [wizards, wraiths],
      seats: [
        { name: 'Elrond', kind: 'human' },
        { name: 'Computer', kind: 'bot' },
      ],
      seed: 'resume',
    });
    let humanActions = 0;
    let botActions = 0;
    for (let k = 0; k < 40 && game.status === 'active'; k++) {
      if (game.seats[game.actor]?.kind === 'human') humanActions++;
      else botActions++;
      game = await step(first, game);
    }
    expect(humanActions).toBeGreaterThan(0);
    expect(botActions).toBeGreaterThan(0);
    expect(game.status, 'killed mid-game').toBe('active');
    const viewBefore = JSON.stringify((await first.call('games.open', { id: game.id, seat: 0 })).view);
    const logBefore = await first.call('games.log', { id: game.id, seat: 0, from: 0, limit: 5000 });
    expect(logBefore.total).toBe(game.actions);
    await kill(first.child);

    const second = await startServer();
    const open = await second.call('games.open', { id: game.id, seat: 0 });
    expect(open.summary.actions).toBe(game.actions);
    expect(JSON.stringify(open.view)).toBe(viewBefore);
    const logAfter = await second.call('games.log', { id: game.id, seat: 0, from: 0, limit: 5000 });
    expect(logAfter).toEqual(logBefore);
    let resumed = open.summary;
    for (let k = 0; k < 10 && resumed.status === 'active'; k++) resumed = await step(second, resumed);
    expect(resumed.actions).toBeGreaterThan(game.actions);
    await kill(second.child);
  });
});
