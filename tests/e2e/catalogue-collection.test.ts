/**
 * The cataloguing evening end to end: load the cards, find Gandalf, key in three copies
 * without the mouse, survive a reload, export CSV, and rebuild the same collection from
 * that CSV on a fresh database.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { highlightedRow, importCardFile, launchBrowser, openPage, screenshot, startApp, type TestApp } from './support';

let browser: Browser;
const apps: TestApp[] = [];
const downloads = mkdtempSync(join(tmpdir(), 'arda-e2e-downloads-'));

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  for (const app of apps) await app.close();
  rmSync(downloads, { recursive: true, force: true });
});

async function exportCsv(page: Page, name: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  expect(download.suggestedFilename()).toMatch(/\.csv$/);
  const path = join(downloads, name);
  await download.saveAs(path);
  return readFileSync(path, 'utf8');
}

/** The owned rows of the collection view, as "name|set|count" strings. */
async function ownedRows(page: Page): Promise<string[]> {
  await page.getByRole('radio', { name: 'Owned' }).click();
  const grid = page.getByRole('grid', { name: 'Matches' });
  await grid.locator('[role=row][aria-rowindex="2"]').waitFor();
  const read = async () => {
    const out: string[] = [];
    for (const row of await grid.locator('.scroller [role=row]').all()) {
      const cells = await row.locator('[role=gridcell]').allTextContents();
      out.push([cells[0]?.replace('◆', ''), cells[1], cells.at(-1)].map((c) => c?.trim()).join('|'));
    }
    return out.sort();
  };
  // The owned filter's answer replaces the list's rows: read them once every row shows a card.
  await expect.poll(async () => (await read()).every((r) => r !== '||')).toBe(true);
  return read();
}

test('catalogue, keyboard entry, reload, CSV export and re-import on a fresh database', async () => {
  const first = await startApp();
  apps.push(first);
  const { page, errors } = await openPage(browser, first.server.url);

  await importCardFile(page);
  const catalogue = page.getByRole('grid', { name: 'Cards' });
  await catalogue.locator('[role=row][aria-rowindex="2"]').waitFor();
  await expect(page.locator('.top .count').textContent()).resolves.toMatch(/1,683\s+cards/);
  // Virtualised: far fewer rows in the DOM than cards.
  await expect.poll(() => catalogue.locator('.scroller [role=row]').count()).toBeLessThan(80);
  await screenshot(page, 'catalogue');

  // Search as you type; `/` focuses the search box from anywhere.
  await catalogue.click();
  await page.keyboard.press('/');
  await page.keyboard.type('gandalf');
  await expect.poll(() => highlightedRow(page, 'Cards').locator('.name-text').textContent()).toMatch(/^\s*Gandalf/);
  const pane = page.getByRole('complementary', { name: 'Card detail' });
  await pane.getByRole('heading', { name: /^Gandalf/ }).waitFor();
  await screenshot(page, 'card-detail');

  // Collection, keyboard only: Alt+2, type, Enter three times.
  await page.keyboard.press('Alt+2');
  await page.getByRole('heading', { name: 'Collection' }).waitFor();
  expect(page.url()).toMatch(/#\/collection$/);
  const entry = page.getByRole('searchbox', { name: /Quick entry/ });
  await expect.poll(() => entry.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.type('gandalf');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await expect.poll(() => highlightedRow(page, 'Matches').locator('.count').textContent()).toMatch(/^\s*3\s*$/);
  const gandalf = (await highlightedRow(page, 'Matches').locator('.name-text').textContent())?.trim();
  expect(gandalf).toBe('Gandalf');
  await page.getByRole('button', { name: 'Undo: Add Gandalf' }).waitFor();
  // One more with Ctrl+Up, then Ctrl+Z takes it back.
  await page.keyboard.press('Control+ArrowUp');
  await expect.poll(() => highlightedRow(page, 'Matches').locator('.count').textContent()).toMatch(/4/);
  await page.keyboard.press('Control+z');
  await expect.poll(() => highlightedRow(page, 'Matches').locator('.count').textContent()).toMatch(/^\s*3\s*$/);
  // Where the copies live, saved from the detail pane and undoable like any change.
  await page.getByLabel('Kept in').fill('Binder 1, page 3');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Undo: Store Gandalf in Binder 1, page 3' }).waitFor();
  await expect.poll(() => page.locator('.completion .total .nums').textContent()).toMatch(/1 \/ 1,683 · 3 copies/);
  await entry.focus();
  await screenshot(page, 'collection');

  // The count is stored, not just shown.
  await page.reload();
  await page.getByRole('heading', { name: 'Collection' }).waitFor();
  await page.getByRole('searchbox', { name: /Quick entry/ }).fill('gandalf');
  await expect.poll(() => highlightedRow(page, 'Matches').locator('.count').textContent()).toMatch(/^\s*3\s*$/);
  const before = await ownedRows(page);
  expect(before).toEqual([expect.stringMatching(/^Gandalf\|\w+\|3$/)]);

  const csv = await exportCsv(page, 'first.csv');
  expect(csv).toContain('Gandalf');
  expect(csv).toContain('Binder 1, page 3');
  const csvPath = join(downloads, 'first.csv');

  // A second app on a fresh database: cards first, then the CSV.
  const second = await startApp();
  apps.push(second);
  const { page: page2, errors: errors2 } = await openPage(browser, second.server.url);
  await importCardFile(page2);
  await page2.goto(`${second.server.url}#/collection`);
  await page2.locator('[data-testid=collection-file]').setInputFiles(csvPath);
  await page2.getByText(/Imported 3 cards/).waitFor();
  expect(await ownedRows(page2)).toEqual(before);
  expect(await exportCsv(page2, 'second.csv')).toBe(csv);

  expect(errors).toEqual([]);
  expect(errors2).toEqual([]);
});
