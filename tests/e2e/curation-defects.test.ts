/**
 * The curation defects of issue 11 beside quick entry (tests/e2e/quick-entry.test.ts): the
 * card pane after a collection import and its undo, a new sort starting at the top, "/" in
 * a focused search box, and the set editor at 1280×720 (names, the Other column, the "!"
 * badge, counts in the problems).
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { highlightedRow, importCardFile, launchBrowser, openPage, screenshot, startApp, type TestApp } from './support';

const GCCG = resolve(__dirname, '../../../shared/decks/gccg');

let browser: Browser;
let app: TestApp;
let page: Page;
let errors: string[];
const dir = mkdtempSync(join(tmpdir(), 'arda-e2e-defects-'));
const handlers = () => app.server.services.handlers;

beforeAll(async () => {
  browser = await launchBrowser();
  app = await startApp();
  ({ page, errors } = await openPage(browser, app.server.url));
  await importCardFile(page);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const pane = () => page.getByRole('complementary', { name: 'Card detail' });
const focused = (name: RegExp) => page.getByRole('searchbox', { name }).evaluate((el) => el === document.activeElement);

test('the card pane keeps showing the highlighted card after a collection import and its undo', async () => {
  await page.goto(`${app.server.url}#/collection`);
  await page.getByRole('heading', { name: 'Collection' }).waitFor();
  await expect.poll(() => focused(/Quick entry/)).toBe(true);
  await page.keyboard.type('gandalf');
  await pane().getByRole('heading', { name: 'Gandalf' }).waitFor();
  const gandalf = await highlightedRow(page, 'Matches').getAttribute('id');
  const owned = pane().locator('.owned output');
  await expect.poll(() => owned.textContent()).toBe('0');

  const file = join(dir, 'wizards.meccg');
  writeFileSync(file, ['# Character (3)', '3 Gandalf (TW)', '1 Saruman (TW)', ''].join('\n'));
  await page.locator('[data-testid=collection-file]').setInputFiles(file);
  // Every line resolves: it imports without a preview.
  await page.getByText(/Imported 4 cards \(2 different\) from wizards\.meccg/).waitFor();
  // Same card, new count: the pane is not blank.
  await expect.poll(() => owned.textContent()).toBe('3');
  await pane().getByRole('heading', { name: 'Gandalf' }).waitFor();
  expect(await highlightedRow(page, 'Matches').getAttribute('id')).toBe(gandalf);
  await screenshot(page, 'defect-pane-after-import');

  await page.getByRole('button', { name: /^Undo: / }).click();
  await expect.poll(() => owned.textContent()).toBe('0');
  await pane().getByRole('heading', { name: 'Gandalf' }).waitFor();
  await screenshot(page, 'defect-pane-after-undo');
  expect(errors).toEqual([]);
});

/** The highlighted row's position (1 = first card) and the grid's scroll offset. */
async function position(grid: string): Promise<{ index: number; scrollTop: number }> {
  const index = Number(await highlightedRow(page, grid).getAttribute('aria-rowindex')) - 1;
  const scrollTop = await page.getByRole('grid', { name: grid }).locator('.scroller').evaluate((el) => el.scrollTop);
  return { index, scrollTop };
}

test('a new sort starts at the top: first row highlighted and shown', async () => {
  await page.goto(`${app.server.url}#/catalogue`);
  const grid = page.getByRole('grid', { name: 'Cards' });
  await grid.locator('[role=row][aria-rowindex="2"]').waitFor();
  await grid.focus();
  for (let i = 0; i < 20; i += 1) await page.keyboard.press('PageDown');
  await expect.poll(async () => (await position('Cards')).index).toBeGreaterThan(200);
  expect((await position('Cards')).scrollTop).toBeGreaterThan(1000);

  for (const column of ['Type', 'Set', 'Type']) {
    await grid.getByRole('columnheader', { name: new RegExp(`^${column}`) }).getByRole('button').click();
    await expect.poll(() => position('Cards')).toEqual({ index: 1, scrollTop: 0 });
    // Back down the list before the next sort.
    await grid.focus();
    for (let i = 0; i < 10; i += 1) await page.keyboard.press('PageDown');
  }
  await grid.getByRole('columnheader', { name: /^Name/ }).getByRole('button').click();
  await expect.poll(() => position('Cards')).toEqual({ index: 1, scrollTop: 0 });
  await expect(highlightedRow(page, 'Cards').getAttribute('aria-selected')).resolves.toBe('true');
  await screenshot(page, 'defect-sort-top');
  expect(errors).toEqual([]);
});

test('"/" in a focused search box selects its text instead of typing a slash', async () => {
  await page.goto(`${app.server.url}#/catalogue`);
  const box = page.getByRole('searchbox', { name: 'Search cards' });
  await box.click();
  await page.keyboard.type('gandalf');
  await page.keyboard.press('/');
  await expect(box.inputValue()).resolves.toBe('gandalf');
  await expect(box.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).resolves.toEqual([0, 7]);
  // The selection is replaced by the next query.
  await page.keyboard.type('saruman');
  await expect(box.inputValue()).resolves.toBe('saruman');
  await expect.poll(() => highlightedRow(page, 'Cards').locator('.name-text').textContent()).toBe('Saruman');

  // The collection's quick entry too, with the caret mid-text.
  await page.keyboard.press('Alt+2');
  await expect.poll(() => focused(/Quick entry/)).toBe(true);
  await page.keyboard.press('/');
  await page.keyboard.type('orc-raiders');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('/');
  const entry = page.getByRole('searchbox', { name: /Quick entry/ });
  await expect(entry.inputValue()).resolves.toBe('orc-raiders');
  await expect(entry.evaluate((el: HTMLInputElement) => [el.selectionStart, el.selectionEnd])).resolves.toEqual([0, 11]);
  // Outside the box "/" still goes to it.
  await page.getByRole('grid', { name: 'Matches' }).focus();
  await page.keyboard.press('/');
  await expect.poll(() => focused(/Quick entry/)).toBe(true);
  await expect(entry.inputValue()).resolves.toBe('orc-raiders');
  await screenshot(page, 'defect-slash-selects');
  expect(errors).toEqual([]);
});

test('set editor at 1280×720: names and the Other column fit, the "!" badge is round, counts read right', async () => {
  const file = readdirSync(GCCG).sort()[2]!;
  const imported = await handlers()['sets.importMeccg']({
    name: 'Layout at 1280',
    profileId: 'arda-revised-wizard',
    players: 3,
    fileName: file,
    content: readFileSync(join(GCCG, file), 'utf8'),
  });
  const setId = imported.set.id;

  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${app.server.url}#/sets/${setId}`);
  await page.getByRole('heading', { name: 'Layout at 1280', level: 1 }).waitFor();
  const table = page.getByRole('grid', { name: /deck cards$/ });
  await table.locator('[role=row][data-card-id]').first().waitFor();
  await screenshot(page, 'defect-editor-1280');

  // Every name shows whole (no ellipsis) and the Other column sits inside the table.
  const clipped = await table.locator('.name-text').evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent));
  expect(clipped).toEqual([]);
  const box = (await table.boundingBox())!;
  const other = (await table.getByRole('columnheader', { name: 'Other' }).boundingBox())!;
  expect(other.x + other.width).toBeLessThanOrEqual(box.x + box.width);
  const otherCells = await table.locator('.scroller [role=row]').evaluateAll((rows) =>
    rows.map((row) => {
      const cell = row.lastElementChild!.getBoundingClientRect();
      return cell.right <= row.getBoundingClientRect().right + 0.5 && cell.width > 0;
    }),
  );
  expect(otherCells.every(Boolean)).toBe(true);
  // Nor are the type badges or the deck tabs' names ("Minor Item" on one line, whole).
  const overflowing = (selector: string) =>
    page.locator(selector).evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1).map((el) => el.textContent));
  expect(await overflowing('[role=grid] .scroller [role=row] > [role=gridcell]:nth-child(3)')).toEqual([]);
  expect(await overflowing('[role=tablist] .deck .label')).toEqual([]);
  const tabLines = await page.locator('[role=tablist] .deck .label').evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().height)));
  expect(new Set(tabLines).size).toBe(1);

  // The "!" badge: a circle, its "!" centred.
  const flag = table.locator('.flag').first();
  await flag.waitFor();
  const shape = await flag.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return { w: Math.round(r.width), h: Math.round(r.height), radius: getComputedStyle(el).borderRadius };
  });
  expect(shape.w).toBe(shape.h);
  expect(shape.radius).toBe('50%');

  // A set of one Wizard says so in the singular: the header, the deck's count, the problem.
  const gandalf = (await handlers()['cards.search']({ query: 'gandalf', filters: { sets: ['TW'] }, sort: { key: 'relevance', dir: 'asc' }, lang: 'en' })).rows[0]!;
  const single = await handlers()['sets.create']({ name: 'Just one', profileId: 'arda-revised-wizard', players: 3 });
  await handlers()['sets.edit']({ setId: single.set.id, label: 'Add Gandalf', edits: [{ deck: 'avatar', cardId: gandalf.id, proxiesDelta: 1 }] });
  await page.goto(`${app.server.url}#/sets/${single.set.id}`);
  await page.getByRole('heading', { name: 'Just one', level: 1 }).waitFor();
  await page.locator('.sub').getByText('· 1 card', { exact: true }).waitFor();
  await page.getByRole('tablist', { name: 'Decks' }).locator('[data-deck=avatar]').click();
  await expect.poll(() => page.locator('.deck-head .size').textContent()).toMatch(/^\s*1\s+card\b(?!s)/);
  const problems = page.getByRole('region', { name: 'Problems' });
  await problems.getByText(/The Avatar deck holds 1 Wizard; 3 players need at least 3/).waitFor();
  expect(await problems.textContent()).not.toMatch(/\b1 Wizards\b/);
  await screenshot(page, 'defect-editor-1280-one-wizard');
  expect(errors).toEqual([]);
});
