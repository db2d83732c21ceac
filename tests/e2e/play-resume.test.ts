/**
 * Resume after a crash: the browser-mode server runs as a child process, a game of one
 * human and one computer is started in the UI and advanced through the decision panel,
 * then the server is SIGKILLed mid-game. A new server on the same data directory lists
 * the game, resumes it at the last action (same action count, same turn) and takes one
 * more decision.
 */
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { MethodInput, MethodName, MethodOutput } from '../../src-shared/api/contract';
import { PROJECT_ROOT, RENDERER_DIR, importCardFile, launchBrowser, openPage, screenshot } from './support';
import { decide, goToHash, panelState, waitForTurn } from './playSupport';

const GCCG = join(__dirname, '../../../shared/decks/gccg');
const DECKS = ['A - Stewards of Gondor.meccg', 'F - Spies and Traitors.meccg'];

interface ChildServer {
  child: ChildProcessWithoutNullStreams;
  url: string;
  port: number;
  token: string;
}

let browser: Browser;
let dir: string;
let server: ChildServer | null = null;

/** `npm run browser` as a child process on `dir`, resolved once it prints its address. */
function startServer(): Promise<ChildServer> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'src-main/browser/main.ts'], {
      cwd: PROJECT_ROOT,
      env: { ...process.env, ARDA_DATA_DIR: dir, ARDA_PORT: '0', ARDA_DEBUG: '', ARDA_RENDERER_DIR: RENDERER_DIR },
    });
    let out = '';
    let err = '';
    const timer = setTimeout(() => reject(new Error(`the server did not start in 60 s: ${err}`)), 60_000);
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString('utf8');
      const m = /running at (http:\/\/127\.0\.0\.1:(\d+)\/\?token=(\w+))/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve({ child, url: m[1]!, port: Number(m[2]), token: m[3]! });
      }
    });
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString('utf8')));
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (${code}) before it started: ${err}`));
    });
  });
}

function killServer(s: ChildServer): Promise<void> {
  return new Promise((resolve) => {
    if (s.child.exitCode !== null || s.child.signalCode !== null) return resolve();
    s.child.once('exit', () => resolve());
    s.child.kill('SIGKILL');
  });
}

/** The games API over the loopback transport, as the renderer calls it. */
async function call<M extends MethodName>(s: ChildServer, method: M, input: MethodInput<M>): Promise<MethodOutput<M>> {
  const response = await fetch(`http://127.0.0.1:${s.port}/api/${method}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Arda-Token': s.token },
    body: JSON.stringify(input),
  });
  const reply = (await response.json()) as { ok: true; value: MethodOutput<M> } | { ok: false; error: { message: string } };
  if (!reply.ok) throw new Error(`${method}: ${reply.error.message}`);
  return reply.value;
}

beforeAll(async () => {
  browser = await launchBrowser();
  dir = mkdtempSync(join(tmpdir(), 'arda-e2e-resume-'));
});

afterAll(async () => {
  if (server) await killServer(server);
  await browser?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function selectSet(page: Page, select: string, setName: string): Promise<void> {
  const options = page.getByLabel(select, { exact: true }).locator('option', { hasText: `${setName} (` });
  await options.first().waitFor({ state: 'attached' });
  const label = (await options.first().textContent())!.trim();
  await page.getByLabel(select, { exact: true }).selectOption({ label });
}

test('a game resumes at its last action after the server is SIGKILLed', { timeout: 300_000 }, async () => {
  server = await startServer();
  const first = await openPage(browser, server.url);
  const page = first.page;
  await importCardFile(page);
  for (const file of DECKS) await call(server, 'collection.import', { fileName: file, content: readFileSync(join(GCCG, file), 'utf8'), skipUnresolved: true });
  await call(server, 'sets.build', { name: 'Wizards', profileId: 'arda-revised-wizard', players: 3 });
  await call(server, 'sets.build', { name: 'Wraiths', profileId: 'arda-revised-ringwraith', players: 3 });
  await call(server, 'settings.update', { botDelayMs: 0 });

  // Start the game in the UI: one human, one computer.
  await goToHash(page, '/play/new');
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  await selectSet(page, 'Wizard set', 'Wizards');
  await selectSet(page, 'Ringwraith set', 'Wraiths');
  await page.getByLabel('Seat 1 name').fill('Elrond');
  await page.getByLabel('Seat 2 plays').selectOption('ringwraith');
  await page.getByLabel('Seed').fill('resume-e2e');
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForFunction(() => /^#\/play\/\d+$/.test(location.hash));
  const id = Number(/(\d+)$/.exec(page.url())![1]);

  // Advance through the offered controls until the computer has acted too.
  for (let i = 0; i < 40; i++) {
    const waited = await waitForTurn(page);
    expect(waited).toBe('decision');
    const summary = (await call(server, 'games.open', { id, seat: 0 })).summary;
    if (i >= 6 && summary.turn >= 1) break;
    await decide(page);
  }
  expect(await waitForTurn(page)).toBe('decision');
  const before = await panelState(page);
  const saved = (await call(server, 'games.open', { id, seat: 0 })).summary;
  expect(before?.at).toBe(saved.actions);
  expect(saved.actions).toBeGreaterThan(6);
  const turnBar = await page.getByTestId('turn-bar').textContent();
  await screenshot(page, 'play-resume-before-kill');

  // The crash: no close, no flush.
  await killServer(server);
  server = await startServer();
  first.errors.length = 0; // "lost contact" while the server was down is expected
  // The reload: a fresh page load on the new server's address, straight to the games.
  await page.goto(`${server.url}#/play`);
  await page.getByRole('heading', { name: 'Play', exact: true }).waitFor();
  const row = page.getByRole('grid', { name: 'Games in progress' }).locator(`[data-game-id="${id}"]`);
  await row.waitFor();
  expect(await row.textContent()).toContain('Elrond');
  await screenshot(page, 'play-resume-list');
  await row.getByRole('button', { name: /^Resume / }).click();
  await page.waitForFunction((gameId) => location.hash === `#/play/${gameId}`, id);

  expect(await waitForTurn(page)).toBe('decision');
  const after = await panelState(page);
  const resumed = (await call(server, 'games.open', { id, seat: 0 })).summary;
  expect(resumed.actions).toBe(saved.actions);
  expect(resumed.turn).toBe(saved.turn);
  expect(resumed.actor).toBe(saved.actor);
  expect(after).toEqual(before);
  expect(await page.getByTestId('turn-bar').textContent()).toBe(turnBar);
  await screenshot(page, 'play-resume-after');

  // One more decision works on the resumed game.
  await decide(page);
  await expect.poll(async () => (await call(server!, 'games.open', { id, seat: 0 })).summary.actions).toBeGreaterThan(saved.actions);
  expect(first.errors).toEqual([]);
});
