/**
 * The set editor's visual deck view, on a set built from the ten GCCG deck lists: Table |
 * Visual by click and by V (kept over a reload), columns by kind whose counts add up to
 * what the table lists per card type, each drawn stack's count equal to its table row, the
 * same keys as the table, only the stacks near the view in the DOM, and smooth scrolling
 * through the Play deck (frame times measured). Screenshot at 1280×720.
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { importCardFile, launchBrowser, openPage, screenshot, startApp, type TestApp } from './support';

const GCCG = join(__dirname, '../../../shared/decks/gccg');

let browser: Browser;
let app: TestApp;
let page: Page;
let errors: string[];
let setId: number;

/** Each column kind's card type: the table's Type column says only the type. */
const KIND_TYPE: Record<string, string> = {
  character: 'Character',
  ally: 'Resource',
  faction: 'Resource',
  item: 'Resource',
  resourceEvent: 'Resource',
  creature: 'Hazard',
  hazardEvent: 'Hazard',
  site: 'Site',
  region: 'Region',
};

beforeAll(async () => {
  browser = await launchBrowser();
  app = await startApp();
  ({ page, errors } = await openPage(browser, app.server.url));
  await page.setViewportSize({ width: 1280, height: 720 });
  await importCardFile(page);
  const handlers = app.server.services.handlers;
  for (const file of readdirSync(GCCG).sort()) {
    await handlers['collection.import']({ fileName: file, content: readFileSync(join(GCCG, file), 'utf8'), skipUnresolved: true });
  }
  setId = (await handlers['sets.build']({ name: 'All ten decks', profileId: 'arda-revised-wizard', players: 5 })).set.id;
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const table = () => page.getByRole('grid', { name: 'Play deck cards' });
const visual = () => page.getByRole('listbox', { name: 'Play deck cards' });
const viewButton = (name: 'Table' | 'Visual') => page.getByRole('group', { name: 'Deck view' }).getByRole('button', { name });

/** The table's rows: card id, type badge, copies + proxies. */
async function tableRows(): Promise<Map<string, { type: string; count: number }>> {
  const rows = await table()
    .locator('.scroller [role=row]')
    .evaluateAll((els) =>
      els.map((el) => {
        const cells = Array.from(el.querySelectorAll('[role=gridcell]')).map((c) => (c.textContent ?? '').trim());
        const num = (s: string | undefined) => (s && /^\d+$/.test(s) ? Number(s) : 0);
        return { id: el.getAttribute('data-card-id')!, type: cells[1]!, count: num(cells[2]) + num(cells[3]) };
      }),
    );
  return new Map(rows.map((r) => [r.id, { type: r.type, count: r.count }]));
}

async function columns(): Promise<{ kind: string; count: number; stacks: number; label: string }[]> {
  return visual()
    .locator('[role=group]')
    .evaluateAll((els) =>
      els.map((el) => ({
        kind: el.getAttribute('data-kind')!,
        count: Number(el.getAttribute('data-count')),
        stacks: Number(el.getAttribute('data-stacks')),
        label: el.getAttribute('aria-label')!,
      })),
    );
}

test('Table | Visual: columns by kind whose counts match the table, the same keys, kept for the session', async () => {
  await page.goto(`${app.server.url}#/sets/${setId}`);
  await table().waitFor();
  const rows = await tableRows();
  const deckTotal = Number(await page.locator('.deck-head .size b').textContent());
  expect([...rows.values()].reduce((n, r) => n + r.count, 0)).toBe(deckTotal);
  expect(deckTotal).toBeGreaterThanOrEqual(200);
  await expect(viewButton('Table').getAttribute('aria-pressed')).resolves.toBe('true');
  const tableHighlight = await table().locator('[role=row][aria-selected=true]').getAttribute('data-card-id');

  await viewButton('Visual').click();
  await visual().waitFor();
  await expect(table().count()).resolves.toBe(0);
  const cols = await columns();
  // Every card of the deck in one stack; per type, the columns hold what the table lists.
  expect(cols.reduce((n, c) => n + c.stacks, 0)).toBe(rows.size);
  expect(cols.reduce((n, c) => n + c.count, 0)).toBe(deckTotal);
  const byType = new Map<string, number>();
  for (const r of rows.values()) byType.set(r.type, (byType.get(r.type) ?? 0) + r.count);
  const visualByType = new Map<string, number>();
  for (const c of cols) visualByType.set(KIND_TYPE[c.kind]!, (visualByType.get(KIND_TYPE[c.kind]!) ?? 0) + c.count);
  expect(visualByType).toEqual(byType);
  // The Play deck splits into creatures, hazard events and resource kinds; each heading says its count.
  expect(cols.map((c) => c.kind)).toEqual(expect.arrayContaining(['creature', 'hazardEvent', 'resourceEvent']));
  for (const c of cols) expect(c.label).toMatch(new RegExp(`: ${c.count} cards$`));

  // Each drawn stack: in the column of its card's type, its count the table row's copies and proxies.
  const drawn = await visual()
    .locator('[role=option]')
    .evaluateAll((els) =>
      els.map((el) => ({
        id: el.getAttribute('data-card-id')!,
        kind: el.closest('[role=group]')!.getAttribute('data-kind')!,
        count: Number((el.querySelector('[data-testid=stack-count]')?.textContent ?? '').replace('×', '')),
      })),
    );
  expect(drawn.length).toBeGreaterThan(10);
  for (const s of drawn) {
    expect(rows.get(s.id)?.count, s.id).toBe(s.count);
    expect(rows.get(s.id)?.type, s.id).toBe(KIND_TYPE[s.kind]);
  }
  // Only the stacks near the view are in the DOM.
  expect(drawn.length).toBeLessThan(rows.size);

  // The highlight is shared with the table; the arrows walk the stacks, + adds a copy, Ctrl+Z takes it back.
  const first = await visual().locator('[role=option][aria-selected=true]').getAttribute('data-card-id');
  expect(first).toBe(tableHighlight);
  await visual().focus();
  await page.keyboard.press('ArrowDown');
  const second = visual().locator('[role=option][aria-selected=true]');
  const secondId = await second.getAttribute('data-card-id');
  expect(secondId).not.toBe(first);
  const before = rows.get(secondId!)!.count;
  await page.keyboard.press('+');
  await expect.poll(() => second.locator('[data-testid=stack-count]').textContent()).toBe(`×${before + 1}`);
  await expect.poll(() => page.locator('.deck-head .size b').textContent()).toBe(String(deckTotal + 1));
  await page.keyboard.press('Control+z');
  await expect.poll(() => page.locator('.deck-head .size b').textContent()).toBe(String(deckTotal));
  await screenshot(page, 'deck-visual-1280');

  // V goes back to the table, on the same card.
  await page.keyboard.press('v');
  await table().waitFor();
  await expect(table().locator('[role=row][aria-selected=true]').getAttribute('data-card-id')).resolves.toBe(secondId);
  await page.keyboard.press('v');
  await visual().waitFor();
  // Kept over a reload (the session), and for the other decks.
  await page.reload();
  await visual().waitFor();
  await page.keyboard.press('3');
  await page.getByRole('listbox', { name: 'Character deck cards' }).locator('[data-kind=character]').waitFor();
  await page.keyboard.press('1');
  await visual().waitFor();
  expect(errors).toEqual([]);
});

test('scrolling the whole Play deck stays smooth', async () => {
  await page.goto(`${app.server.url}#/sets/${setId}`);
  await viewButton('Visual').click();
  await visual().waitFor();
  // The renderer's main-thread CPU time (not wall time: 2 cores are shared with other work).
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const threadTime = async () => (await cdp.send('Performance.getMetrics')).metrics.find((m) => m.name === 'ThreadTime')!.value * 1000;
  const steps = 60;
  const cpuBefore = await threadTime();
  const stats = await visual().evaluate(async (el, n) => {
    const frames: number[] = [];
    const frame = () => new Promise<number>((r) => requestAnimationFrame(r));
    let last = await frame();
    const end = el.scrollHeight - el.clientHeight;
    for (let i = 1; i <= n; i++) {
      el.scrollTop = (end * i) / n;
      const now = await frame();
      frames.push(now - last);
      last = now;
    }
    frames.sort((a, b) => a - b);
    return { end, median: frames[Math.floor(frames.length / 2)]!, p95: frames[Math.floor(frames.length * 0.95)]!, drawn: el.querySelectorAll('[role=option]').length };
  }, steps);
  const cpuPerStep = ((await threadTime()) - cpuBefore) / steps;
  console.log(
    `deck visual, ${stats.end}px scrolled in ${steps} steps: main-thread CPU ${cpuPerStep.toFixed(1)} ms a step; frames median ${stats.median.toFixed(1)} ms, p95 ${stats.p95.toFixed(1)} ms (wall, shared machine); ${stats.drawn} stacks in the DOM at the bottom`,
  );
  expect(stats.end).toBeGreaterThan(0);
  // At the bottom the last stacks are drawn, still not the whole deck.
  const cols = await columns();
  expect(stats.drawn).toBeLessThan(cols.reduce((n, c) => n + c.stacks, 0));
  // Well inside a 60 fps frame's 16.7 ms on average.
  expect(cpuPerStep).toBeLessThan(8);
  expect(errors).toEqual([]);
});

test('a stack drags onto another deck like a table row; the ? overlay lists V', async () => {
  await page.goto(`${app.server.url}#/sets/${setId}`);
  await viewButton('Visual').click();
  await visual().waitFor();
  // The same page as the scrolling test: back to the top, where the first stack is.
  await visual().evaluate(async (el) => {
    el.scrollTop = 0;
    await new Promise((r) => requestAnimationFrame(r));
  });
  const before = await columns();
  const stack = visual().locator('[role=option]').first();
  const cardId = (await stack.getAttribute('data-card-id'))!;
  const name = app.server.services.db.prepare('SELECT name_en FROM cards WHERE id = ?').pluck().get(cardId) as string;
  const kind = await stack.evaluate((el) => el.closest('[role=group]')!.getAttribute('data-kind')!);
  const count = Number((await stack.locator('[data-testid=stack-count]').textContent())!.replace('×', ''));
  // By the mouse on the stack's name strip (a card taller than the view cannot be "scrolled into view" whole).
  const from = (await stack.boundingBox())!;
  const to = (await page.getByRole('tablist', { name: 'Decks' }).locator('[data-deck=site]').boundingBox())!;
  await page.mouse.move(from.x + 40, from.y + 12);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  await page.mouse.up();
  await page.getByRole('status').filter({ hasText: `Moved ${name} from the Play deck to the Site deck` }).waitFor();
  await expect.poll(async () => (await columns()).find((c) => c.kind === kind)?.count).toBe(before.find((c) => c.kind === kind)!.count - count);
  await expect(visual().locator(`[data-card-id="${cardId}"]`).count()).resolves.toBe(0);
  await page.keyboard.press('Control+z');
  await visual().locator(`[data-card-id="${cardId}"]`).waitFor();
  await expect.poll(async () => (await columns()).map((c) => c.count)).toEqual(before.map((c) => c.count));

  await page.keyboard.press('?');
  const overlay = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await overlay.getByText('Show the deck as a table or as card stacks by type').waitFor();
  await overlay.getByText('Show or hide the card preview (remembered)').waitFor();
  await page.keyboard.press('Escape');
  expect(errors).toEqual([]);
});
