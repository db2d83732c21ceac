/**
 * Search as you type: from the last key of a query to the catalogue list showing its answer,
 * with the full card database, in browser mode and headless Chromium as the e2e tests run
 * them (needs a built renderer: `npm run build`, or ARDA_BENCH_OUT for another build folder).
 *
 * Each query is typed at 60 ms a key into the catalogue's search box. The page stamps every
 * keydown; a mutation observer stamps the first DOM change after the last key that shows the
 * expected answer (the API's first rows and total for the same query). Queries are chosen so
 * the last key changes the answer, so the list cannot already be right before it.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import { startBrowserServer, type BrowserServer } from '../src-main/browser/server';
import type { CardRow } from '../src-shared/api/schemas';
import type { CatalogueBenchOptions } from './catalogue';
import { median, ms, percentile } from './stats';
import { verdict, type BenchRow } from './table';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const RENDERER = join(process.env.ARDA_BENCH_OUT ?? join(root, 'out'), 'renderer');
const QUERIES = ['gandlf', 'mp>=2', 'type:hazard mp>=3', 't:ally', 'set:td', 'race:orc -t:creature', 'dragon set:td', 'skill:sage mind<=5', 'in:bench-group owned', 'mind<=3'];
const ROUNDS = 3;
const KEY_DELAY_MS = 60;
const GOAL_MS = 50;
const FIRST_ROWS = 5;

/** In-page probes: the time and count of keydowns in the search box, and the stamp of the answer. */
const PROBES = `
  window.__typing = { keys: 0, lastKeyAt: 0, doneAt: 0, expectKeys: -1, want: null, observer: null };
  document.addEventListener('keydown', () => { const b = window.__typing; b.keys++; b.lastKeyAt = performance.now(); }, true);
`;

/** Arms the observer: the first mutation after the query's last key where the list shows `want`. */
const arm = (keys: number, want: { ids: string[]; total: string }) => `(() => {
  const b = window.__typing;
  b.keys = 0; b.doneAt = 0; b.expectKeys = ${keys}; b.want = ${JSON.stringify(want)};
  const shows = () => {
    const rows = [...document.querySelectorAll('[role=grid][aria-label=Cards] .scroller [role=row]')].slice(0, ${FIRST_ROWS}).map((r) => r.id.replace(/^row-Cards-/, ''));
    const count = document.querySelector('.top .count')?.textContent ?? '';
    return rows.join(',') === b.want.ids.join(',') && count.includes(b.want.total);
  };
  b.observer?.disconnect();
  b.observer = new MutationObserver(() => {
    if (!b.doneAt && b.keys >= b.expectKeys && shows()) { b.doneAt = performance.now(); b.observer.disconnect(); }
  });
  b.observer.observe(document.body, { subtree: true, childList: true, characterData: true, attributes: true });
})()`;

async function answer(server: BrowserServer, query: string): Promise<{ ids: string[]; total: string }> {
  const out = (await server.services.handlers['cards.search']({ query, filters: {}, sort: { key: 'relevance', dir: 'asc' }, lang: 'en' })) as { rows: CardRow[]; total: number };
  return { ids: out.rows.slice(0, FIRST_ROWS).map((r) => r.id), total: out.total.toLocaleString('en') };
}

async function timeQuery(page: Page, server: BrowserServer, query: string): Promise<number | null> {
  const want = await answer(server, query);
  const before = await answer(server, query.slice(0, -1));
  if (JSON.stringify(want) === JSON.stringify(before)) return null; // the last key changes nothing on screen
  const box = page.getByRole('searchbox', { name: 'Search cards' });
  await box.fill('');
  await page.waitForTimeout(250);
  await page.evaluate(arm(query.length, want));
  await box.pressSequentially(query, { delay: KEY_DELAY_MS });
  await page.waitForFunction('window.__typing.doneAt > 0', null, { timeout: 10_000, polling: 10 });
  return (await page.evaluate('window.__typing.doneAt - window.__typing.lastKeyAt')) as number;
}

export async function benchSearchTyping({ cardFile }: CatalogueBenchOptions): Promise<BenchRow[]> {
  if (!existsSync(join(RENDERER, 'index.html'))) {
    return [{ name: 'Search as you type (run "npm run build" first)', value: 'skipped', goal: '', verdict: '' }];
  }
  const dir = mkdtempSync(join(tmpdir(), 'arda-bench-typing-'));
  const server = await startBrowserServer({ databasePath: join(dir, 'arda.sqlite'), dataDir: dir, rendererDir: RENDERER, port: 0 });
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run', '--disable-sync'],
  });
  try {
    await server.services.importCardFile(cardFile);
    const h = server.services.handlers;
    // A collection and an Arda set, so owned and in: have something to find.
    const orcs = ((await h['cards.search']({ query: 'race:orc', filters: {}, sort: { key: 'name', dir: 'asc' }, lang: 'en' })) as { rows: CardRow[] }).rows;
    await h['collection.change']({ label: 'bench', changes: orcs.map((r, i) => ({ cardId: r.id, count: (i % 3) + 1 })) });
    const set = await h['sets.create']({ name: 'Bench Group', profileId: 'arda-revised-ringwraith', players: 4 });
    await h['sets.edit']({ setId: set.set.id, label: 'bench', edits: orcs.slice(0, 20).map((r) => ({ deck: 'play' as const, cardId: r.id, proxiesDelta: 1 })) });

    const context = await browser.newContext({ viewport: { width: 1280, height: 720 }, bypassCSP: true });
    await context.addInitScript(PROBES);
    const page = await context.newPage();
    await page.goto(`${server.url}`);
    await page.getByRole('heading', { name: 'Catalogue' }).waitFor({ timeout: 30_000 });
    const times: number[] = [];
    let skipped = 0;
    let slowest = { query: '', time: 0 };
    for (let round = 0; round < ROUNDS; round++) {
      for (const query of QUERIES) {
        const t = await timeQuery(page, server, query);
        if (t === null) skipped++;
        else times.push(t);
        if (process.env.ARDA_BENCH_VERBOSE) console.log(`  ${query}: ${t === null ? 'skipped' : ms(t)}`);
        if (t !== null && t > slowest.time) slowest = { query, time: t };
      }
    }
    await context.close();
    const p95 = percentile(times, 95);
    return [
      { name: `${times.length} queries typed at ${KEY_DELAY_MS} ms a key (${QUERIES.length} queries × ${ROUNDS}${skipped ? `, ${skipped} skipped` : ''})`, value: '', goal: '', verdict: '' },
      { name: 'last key → list updated, median', value: ms(median(times)), goal: `≤ ${GOAL_MS} ms`, verdict: verdict(median(times) <= GOAL_MS) },
      { name: 'last key → list updated, p95', value: ms(p95), goal: `≤ ${GOAL_MS} ms`, verdict: verdict(p95 <= GOAL_MS) },
      { name: `last key → list updated, slowest (${slowest.query})`, value: ms(slowest.time), goal: '', verdict: '' },
    ];
  } finally {
    await browser.close();
    await server.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
