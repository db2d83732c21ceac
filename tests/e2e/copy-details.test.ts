/**
 * Per-copy details in Chromium: copies of one card described in two places, the Places
 * column, browsing by place, undo of a lot edit, and the CSV export/import round trip
 * through the UI (lots removed, the export imported back, the same file exported again).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { highlightedRow, importCardFile, launchBrowser, openPage, screenshot, startApp, type TestApp } from './support';

let browser: Browser;
let app: TestApp;
const downloads = mkdtempSync(join(tmpdir(), 'arda-e2e-lots-'));

beforeAll(async () => {
  browser = await launchBrowser();
  app = await startApp();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  rmSync(downloads, { recursive: true, force: true });
});

async function exportCsv(page: Page, name: string): Promise<string> {
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const path = join(downloads, name);
  await download.saveAs(path);
  return readFileSync(path, 'utf8');
}

/** Owns `copies` of the card the quick entry finds for `query`, leaving it highlighted. */
async function own(page: Page, query: string, copies: number): Promise<void> {
  const entry = page.getByRole('searchbox', { name: /Quick entry/ });
  await entry.fill(query);
  await expect.poll(() => highlightedRow(page, 'Matches').locator('.name-text').textContent()).toMatch(new RegExp(`^${query}$`, 'i'));
  for (let i = 0; i < copies; i++) {
    await entry.focus();
    await page.keyboard.press('Control+ArrowUp');
    await expect.poll(() => highlightedRow(page, 'Matches').locator('.count').textContent()).toMatch(new RegExp(`^\\s*${i + 1}\\s*$`));
  }
}

/** Adds a lot in the pane and fills it; returns the lot's row. */
async function addLot(page: Page, details: { copies?: number; place: string; condition?: string; language?: string }): Promise<Locator> {
  const section = page.getByRole('region', { name: 'Copy details' });
  const before = await section.locator('li.lot').count();
  await section.getByRole('button', { name: /Add a lot/ }).click();
  const lot = section.locator('li.lot').nth(before);
  await lot.getByLabel('Place').fill(details.place);
  await lot.getByLabel('Place').press('Enter');
  if (details.copies !== undefined) {
    await lot.getByLabel('Copies').fill(String(details.copies));
    await lot.getByLabel('Copies').press('Enter');
  }
  if (details.condition) await lot.getByLabel('Condition').selectOption({ label: details.condition });
  if (details.language) await lot.getByLabel('Language').selectOption({ label: details.language });
  return lot;
}

const placesCell = (page: Page) => highlightedRow(page, 'Matches').locator('[role=gridcell].extra').first();

test('copies described in two places show in the Places column, browse by place, undo, and survive a CSV round trip', async () => {
  const { page, errors } = await openPage(browser, app.server.url);
  await importCardFile(page);
  await page.goto(`${app.server.url}#/collection`);
  await page.getByRole('heading', { name: 'Collection' }).waitFor();

  await own(page, 'Rivendell', 1);
  await addLot(page, { place: 'binder 2' });
  await own(page, 'Gandalf', 4);
  const section = page.getByRole('region', { name: 'Copy details' });
  await expect.poll(() => section.getByTestId('undescribed').textContent()).toBe('4 copies without details');

  await addLot(page, { copies: 3, place: 'binder 2', condition: 'Near mint' });
  await expect.poll(() => section.getByTestId('undescribed').textContent()).toBe('1 copy without details');
  const second = await addLot(page, { place: 'box A', condition: 'Played', language: 'French' });
  await expect.poll(() => section.getByTestId('undescribed').textContent()).toBe('no copies without details');
  await expect.poll(() => placesCell(page).textContent()).toBe('binder 2: 3, box A: 1');

  // More copies than owned: said where it happened, nothing saved.
  await second.getByLabel('Copies').fill('5');
  await second.getByLabel('Copies').press('Enter');
  await section.getByText('These lots describe 8 copies but you own 4').waitFor();
  await section.getByRole('alert').scrollIntoViewIfNeeded();
  await screenshot(page, 'copy-details-over');
  await second.getByLabel('Copies').fill('1');
  await second.getByLabel('Copies').press('Enter');
  await expect.poll(() => section.getByRole('alert').count()).toBe(0);

  // Each lot edit is one undo step: the language goes, then comes back.
  await page.getByRole('button', { name: 'Undo: Copy details of Gandalf' }).click();
  await expect.poll(() => second.getByLabel('Language').inputValue()).toBe('');
  await expect.poll(() => second.getByLabel('Condition').inputValue()).toBe('played');
  await page.getByRole('button', { name: /^Redo/ }).click();
  await expect.poll(() => second.getByLabel('Language').inputValue()).toBe('fr');

  // Browse by place: binder 2 holds Gandalf (3) and Rivendell (1).
  await page.getByRole('button', { name: 'Places', exact: true }).click();
  const places = page.getByRole('region', { name: 'Places' });
  await places.getByRole('button', { name: /binder 2/ }).click();
  const here = places.getByRole('list', { name: 'Cards in binder 2' });
  await expect.poll(() => here.locator('li').allTextContents()).toEqual([expect.stringMatching(/Gandalf\s*TW\s*3 here/), expect.stringMatching(/Rivendell\s*TW\s*1 here/)]);
  await expect.poll(() => places.getByRole('button', { name: /box A/ }).textContent()).toMatch(/1 copy · 1 card$/);
  // The same place as a filter of the table (the search syntax's place:).
  await places.getByRole('button', { name: 'Show them in the table' }).click();
  await expect.poll(() => page.getByRole('searchbox', { name: /Quick entry/ }).inputValue()).toBe('place:binder-2');
  const names = page.getByRole('grid', { name: 'Matches' }).locator('.scroller [role=row] .name-text');
  await expect.poll(() => names.allTextContents()).toEqual(['Gandalf', 'Rivendell']);
  await expect.poll(() => page.getByRole('grid', { name: 'Matches' }).locator('.scroller [role=row] .extra').first().textContent()).toBe('binder 2: 3, box A: 1');
  await screenshot(page, 'copy-details-place-filter');
  await here.getByRole('button', { name: /Rivendell/ }).click();
  await expect.poll(() => section.locator('li.lot').count()).toBe(1);
  await expect(section.locator('li.lot').first().getByLabel('Place').inputValue()).resolves.toBe('binder 2');
  await screenshot(page, 'copy-details');

  // CSV round trip through the UI: export, lose the lots, import the export, export the same file.
  const first = await exportCsv(page, 'first.csv');
  expect(first.split('\r\n')[0]).toBe('card_id,set,name,count,note,storage,lot,place,condition,language,printing,lot_note');
  expect(first).toMatch(/,Gandalf,3,,,1,binder 2,near-mint,,,\r\n/);
  expect(first).toMatch(/,Gandalf,1,,,2,box A,played,fr,,\r\n/);
  await own(page, 'Gandalf', 0);
  await section.locator('li.lot').first().getByRole('button', { name: 'Remove this lot' }).click();
  await expect.poll(() => section.locator('li.lot').count()).toBe(1);
  await section.locator('li.lot').first().getByRole('button', { name: 'Remove this lot' }).click();
  await expect.poll(() => section.getByTestId('undescribed').textContent()).toBe('4 copies without details');
  await page.locator('[data-testid=collection-file]').setInputFiles(join(downloads, 'first.csv'));
  await page.getByText(/Imported 5 cards/).waitFor();
  await expect.poll(() => section.locator('li.lot').count()).toBe(2);
  expect(await exportCsv(page, 'second.csv')).toBe(first);
  await expect.poll(() => placesCell(page).textContent()).toBe('binder 2: 3, box A: 1');
  await screenshot(page, 'copy-details-imported');
  expect(errors).toEqual([]);
});
