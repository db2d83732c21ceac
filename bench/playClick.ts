/**
 * Play screen benchmark: click → board updated at a 4-player midgame position, and the
 * longest frame while computer seats play. Browser mode and headless Chromium as the e2e
 * tests run them (needs the built renderer: `npm run build`). Figures only, no goals.
 *
 * The position: a 4-seat all-human game created over the API and advanced with games.act
 * (seeded choices among the legal actions) to about turn 8. Then ~30 clicks on the offered
 * decision controls, each timed in the page from the click to the DOM showing the new
 * position (the panel's action count changes, or the hand-off to the next seat appears).
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { startBrowserServer, type BrowserServer } from '../src-main/browser/server';
import type { Action } from '../src-shared/engine/types';
import type { CatalogueBenchOptions } from './catalogue';
import { median, ms, percentile, seededRandom } from './stats';
import type { BenchRow } from './table';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RENDERER = join(root, 'out/renderer');
const DECKS = join(root, '../shared/decks/gccg');
const CLICKS = 30;
const TARGET_TURN = 8;

type Handlers = BrowserServer['services']['handlers'];

/** Collection from the reference decks, one Arda set per alignment sized for four players. */
async function prepareSets(server: BrowserServer, cardFile: string): Promise<{ wizard: number; ringwraith: number }> {
  await server.services.importCardFile(cardFile);
  const h = server.services.handlers;
  for (const file of readdirSync(DECKS).filter((f) => f.endsWith('.meccg'))) {
    await h['collection.import']({ fileName: file, content: readFileSync(join(DECKS, file), 'utf8'), skipUnresolved: true });
  }
  const wizard = await h['sets.build']({ name: 'Bench Wizards', profileId: 'arda-revised-wizard', players: 4 });
  const ringwraith = await h['sets.build']({ name: 'Bench Wraiths', profileId: 'arda-revised-ringwraith', players: 4 });
  return { wizard: wizard.set.id, ringwraith: ringwraith.set.id };
}

/** A legal action: passing and ending phases half the time so the game moves on, else any offered choice. */
function pick(legal: Action[], random: () => number): Action {
  const onward = legal.filter((a) => a.type === 'endPhase' || a.type === 'passHazards' || a.type === 'leaveSite');
  if (onward.length && random() < 0.6) return onward[0]!;
  return legal[Math.floor(random() * legal.length)]!;
}

/** Advances an all-human game over the API until `turn` (or the end). */
async function advance(h: Handlers, id: number, turn: number): Promise<{ turn: number; actions: number }> {
  const random = seededRandom(8);
  for (let i = 0; i < 20_000; i++) {
    const snap = await h['games.open']({ id, seat: -1 });
    const s = snap.summary;
    if (s.status === 'finished' || s.turn >= turn) return { turn: s.turn, actions: s.actions };
    const mine = await h['games.open']({ id, seat: s.actor });
    const result = await h['games.act']({ id, seat: s.actor, action: pick(mine.legal, random), at: s.actions });
    if (!result.ok) throw new Error(`an offered action was refused: ${result.rejection.message}`);
  }
  throw new Error('the game did not reach the target turn');
}

/*
 * The page side is plain script text: the bench compiles for Node (no DOM types), and tsx's
 * keepNames would wrap functions passed to the page in a __name() the page does not have.
 * Script text needs the contexts' bypassCSP (the app's CSP forbids eval, rightly).
 */

/** In-page probes: click time, long tasks, the longest gap between animation frames. */
const PROBES = `
  const b = { clickAt: 0, doneAt: 0, longTasks: [], maxGap: 0, gapOn: false };
  window.__bench = b;
  document.addEventListener('click', () => (b.clickAt = performance.now()), true);
  try {
    new PerformanceObserver((list) => { for (const e of list.getEntries()) b.longTasks.push(e.duration); }).observe({ type: 'longtask', buffered: true });
  } catch (e) { /* longtask is Chromium's */ }
  let last = performance.now();
  const frame = (t) => { if (b.gapOn) b.maxGap = Math.max(b.maxGap, t - last); last = t; requestAnimationFrame(frame); };
  requestAnimationFrame(frame);
`;

/** What the screen shows: the score sheet, the hand-off, a decision the viewer can take, or nothing yet. */
const SCREEN_STATE = `(() => {
  if (/\\/score$/.test(location.hash)) return 'over';
  if (document.querySelector('[data-testid=hand-off]')) return 'handOff';
  const p = document.querySelector('.decision-panel');
  if (p && p.getAttribute('aria-busy') !== 'true' && p.querySelector('button.choice:not([disabled])')) return 'decide';
  return false;
})()`;

/** Arms a mutation observer that stamps the time the DOM first shows a position after `at` actions. */
const armUpdateStamp = (at: number) => `(() => {
  const b = window.__bench;
  b.doneAt = 0;
  const moved = () => document.querySelector('[data-testid=hand-off]') !== null || /\\/score$/.test(location.hash)
    || Number(document.querySelector('.decision-panel')?.dataset.at ?? ${at}) !== ${at};
  const observer = new MutationObserver(() => {
    if (!b.doneAt && moved()) { b.doneAt = performance.now(); observer.disconnect(); }
  });
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-at'] });
})()`;

async function openGame(page: Page, server: BrowserServer, id: number): Promise<void> {
  await page.goto(server.url);
  await page.waitForSelector('h1');
  await page.evaluate(`location.hash = ${JSON.stringify(`/play/${id}`)}`);
}

/** Waits for the viewer's decision (passing any hand-off with Enter); false when the game is over. */
async function readyToDecide(page: Page): Promise<boolean> {
  for (;;) {
    const handle = await page.waitForFunction(SCREEN_STATE, null, { timeout: 120_000, polling: 50 });
    const state = await handle.jsonValue();
    if (state === 'over') return false;
    if (state === 'decide') return true;
    // Enter while the screen is still busy opening is ignored: wait for the button to be live.
    await page.locator('[data-testid=hand-off] button:not([disabled])').waitFor({ timeout: 30_000 });
    await page.keyboard.press('Enter');
    await page.getByTestId('hand-off').waitFor({ state: 'detached', timeout: 30_000 });
  }
}

/** The panel's default choice, else its first visible one (unfolding a folded group if that is all there is). */
async function choiceButton(page: Page) {
  const panel = page.locator('.decision-panel');
  const primary = panel.locator('button.choice.primary:not([disabled]):visible');
  if ((await primary.count()) > 0) return primary.first();
  const visible = panel.locator('button.choice:not([disabled]):visible');
  if ((await visible.count()) === 0) await panel.locator('details:not([open]) > summary').first().click();
  return visible.first();
}

/** Clicks the panel's default choice; returns ms from the click to the new position in the DOM. */
async function timedClick(page: Page): Promise<Timing> {
  const at = Number(await page.locator('.decision-panel').getAttribute('data-at'));
  await page.evaluate(armUpdateStamp(at));
  await (await choiceButton(page)).click();
  await page.waitForFunction('window.__bench.doneAt > 0', null, { timeout: 60_000, polling: 20 });
  return (await page.evaluate(`({
    total: window.__bench.doneAt - window.__bench.clickAt,
    request: performance.getEntriesByType('resource').filter((e) => e.name.includes('games.act')).pop()?.duration ?? 0,
  })`)) as Timing;
}

/** A click's time to the new position, and the games.act round trip inside it (engine, save, view). */
interface Timing {
  total: number;
  request: number;
}

export async function benchPlayClick({ cardFile }: CatalogueBenchOptions): Promise<BenchRow[]> {
  if (!existsSync(join(RENDERER, 'index.html'))) {
    return [{ name: 'Play screen (run "npm run build" first)', value: 'skipped', goal: '', verdict: '' }];
  }
  const dir = mkdtempSync(join(tmpdir(), 'arda-bench-play-'));
  const server = await startBrowserServer({ databasePath: join(dir, 'arda.sqlite'), dataDir: dir, rendererDir: RENDERER, port: 0 });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-sync'],
  });
  try {
    const h = server.services.handlers;
    const sets = await prepareSets(server, cardFile);
    const seats = (kinds: ('human' | 'bot')[]) =>
      kinds.map((kind, i) => ({ name: ['Elrond', 'Witch-king', 'Galadriel', 'Khamûl'][i]!, kind, alignment: i % 2 === 0 ? ('wizard' as const) : ('ringwraith' as const) }));

    // 1. Click → board updated, 4 humans at turn ~8.
    const game = await h['games.create']({ setIds: [sets.wizard, sets.ringwraith], seats: seats(['human', 'human', 'human', 'human']), seed: 'bench-play', councilMp: 40 });
    const reached = await advance(h, game.id, TARGET_TURN);
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, bypassCSP: true });
    await context.addInitScript(PROBES);
    const page = await context.newPage();
    await openGame(page, server, game.id);
    const timings: Timing[] = [];
    while (timings.length < CLICKS && (await readyToDecide(page))) timings.push(await timedClick(page));
    const times = timings.map((t) => t.total);
    const requests = timings.map((t) => t.request);
    await context.close();

    // 2. The longest frame while three computer seats play (paced at 0.5 s, as players see them).
    await h['settings.update']({ botDelayMs: 500 });
    const botGame = await h['games.create']({ setIds: [sets.wizard, sets.ringwraith], seats: seats(['human', 'bot', 'bot', 'bot']), seed: 'bench-bots', councilMp: 40 });
    const botContext = await browser.newContext({ viewport: { width: 1280, height: 720 }, bypassCSP: true });
    await botContext.addInitScript(PROBES);
    const botPage = await botContext.newPage();
    await openGame(botPage, server, botGame.id);
    await botPage.getByTestId('board-map').waitFor({ timeout: 60_000 });
    await botPage.evaluate('Object.assign(window.__bench, { longTasks: [], maxGap: 0, gapOn: true })');
    const until = Date.now() + 25_000;
    let humanClicks = 0;
    while (Date.now() < until && (await readyToDecide(botPage))) {
      await timedClick(botPage);
      humanClicks++;
    }
    const frames = (await botPage.evaluate('({ longest: Math.max(0, ...window.__bench.longTasks), count: window.__bench.longTasks.length, gap: window.__bench.maxGap })')) as {
      longest: number;
      count: number;
      gap: number;
    };
    const botActions = (await h['games.open']({ id: botGame.id, seat: -1 })).summary.actions;
    await botContext.close();

    return [
      { name: `4-player position (turn ${reached.turn}, ${reached.actions} actions)`, value: `${times.length} clicks`, goal: '', verdict: '' },
      { name: 'click → board updated, median', value: ms(median(times)), goal: '', verdict: '' },
      { name: 'click → board updated, p95', value: ms(percentile(times, 95)), goal: '', verdict: '' },
      { name: 'click → board updated, slowest', value: ms(Math.max(...times)), goal: '', verdict: '' },
      { name: 'of which the games.act request, median', value: ms(median(requests)), goal: '', verdict: '' },
      { name: 'of which the games.act request, p95', value: ms(percentile(requests, 95)), goal: '', verdict: '' },
      { name: `computer seats playing (${botActions} actions, ${humanClicks} human clicks): longest task`, value: frames.count ? ms(frames.longest) : 'none > 50 ms', goal: '', verdict: '' },
      { name: 'computer seats playing: long tasks (> 50 ms)', value: String(frames.count), goal: '', verdict: '' },
      { name: 'computer seats playing: longest gap between frames', value: ms(frames.gap), goal: '', verdict: '' },
    ];
  } finally {
    await browser.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
