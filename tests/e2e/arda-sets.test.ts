/**
 * Arda sets end to end: build a set from a collection, edit it by keyboard and by drag
 * (problems appear, jump to the card, undo), import a GCCG list with unplaceable lines,
 * export JSON and bring it back, and print the deck lists to a PDF whose text is checked.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { importCardFile, launchBrowser, PROJECT_ROOT, openPage, screenshot, startApp, type TestApp } from './support';

const GCCG = join(__dirname, '../../../shared/decks/gccg');
const STEWARDS = join(GCCG, 'A - Stewards of Gondor.meccg');

let browser: Browser;
let app: TestApp;
let page: Page;
let errors: string[];
const dir = mkdtempSync(join(tmpdir(), 'arda-e2e-sets-'));

beforeAll(async () => {
  browser = await launchBrowser();
  app = await startApp();
  ({ page, errors } = await openPage(browser, app.server.url));
  await importCardFile(page);
  // A collection: five GCCG starter decks, recorded through the API the collection view uses.
  const handlers = app.server.services.handlers;
  for (const file of readdirSync(GCCG).sort().slice(0, 5)) {
    await handlers['collection.import']({ fileName: file, content: readFileSync(join(GCCG, file), 'utf8'), skipUnresolved: true });
  }
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

function deckTab(name: string) {
  return page.getByRole('tablist', { name: 'Decks' }).locator(`[data-deck=${name}]`);
}

/** A row of the shown deck, by card id (two printings can share a name). */
function deckRow(cardId: string) {
  return page.getByRole('grid', { name: /deck cards$/ }).locator(`[role=row][data-card-id="${cardId}"]`);
}

function railLink(name: string) {
  return page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name });
}

test('build a set from the collection, then edit it by keyboard and by drag', async () => {
  await railLink('Arda Sets').click();
  await page.getByRole('heading', { name: 'No Arda sets yet' }).waitFor();

  await page.getByRole('button', { name: /Build from my collection/ }).click();
  const form = page.getByRole('form', { name: 'Build a set from my collection' });
  await form.getByRole('textbox').fill('Thursday group');
  await form.getByRole('combobox', { name: 'Players' }).selectOption('2');
  await form.getByRole('button', { name: 'Build' }).click();
  const report = page.getByRole('region', { name: 'Build report' });
  await report.getByText(/Built “Thursday group”: \d+ cards/).waitFor();
  await expect(report.textContent()).resolves.toContain('The Minor Item deck needs 35 cards');
  await page.getByRole('grid', { name: 'Arda sets' }).getByRole('row').filter({ hasText: 'Thursday group' }).getByText('Arda Revised (Wizard)').waitFor();
  await screenshot(page, 'arda-sets');

  await report.getByRole('link', { name: 'Open in the editor' }).click();
  await page.getByRole('heading', { name: 'Thursday group', level: 1 }).waitFor();
  expect(page.url()).toMatch(/#\/sets\/\d+$/);
  // Counts against targets: 2 players need a Play deck of at least 100; the builder aims at 250
  // ("Two players will benefit from a 250 card Play deck") as far as the collection allows.
  await expect.poll(() => deckTab('play').textContent()).toMatch(/Play\s*\d+ \/ ≥ 100/);
  const playCount = Number(/Play\s*(\d+)/.exec((await deckTab('play').textContent()) ?? '')?.[1]);
  expect(playCount).toBeGreaterThan(100);
  expect(playCount).toBeLessThanOrEqual(250);
  await expect.poll(() => deckTab('mp').textContent()).toMatch(/MP\s*\d+ \/ ≥ 45/);
  await expect.poll(() => deckTab('minor').textContent()).toMatch(/Minor Item\s*11 \/ 35–40/);
  await expect(page.getByTestId('hazard-share').textContent()).resolves.toMatch(/^\d+%$/);
  await page.getByRole('meter', { name: 'Creature share of the hazards' }).waitFor();

  // Add a card by keyboard: / focuses the search, Enter adds one to the deck it belongs in.
  await page.keyboard.press('/');
  await page.keyboard.type('Cave-drake');
  const hit = page.getByRole('listbox', { name: 'Catalogue matches' }).locator('[aria-selected=true]');
  await expect.poll(() => hit.textContent()).toContain('Cave-drake');
  const drake = (await hit.getAttribute('data-card-id')) ?? '';
  await page.keyboard.press('Enter');
  await page.getByRole('status').filter({ hasText: /Added (a proxy of )?Cave-drake/ }).waitFor();
  await deckRow(drake).waitFor();
  await expect(deckRow(drake).getAttribute('aria-selected')).resolves.toBe('true');
  await expect.poll(() => deckTab('play').textContent()).toMatch(new RegExp(`Play\\s*${playCount + 1} /`));

  // Move it by keyboard: back to the deck (Esc clears, Esc again), M, then 2 = MP deck.
  await page.keyboard.press('Escape');
  await page.keyboard.press('Escape');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Play deck cards');
  await page.keyboard.press('m');
  await page.getByRole('dialog', { name: 'Move Cave-drake to…' }).waitFor();
  await page.keyboard.press('2');
  await page.getByRole('status').filter({ hasText: 'Moved Cave-drake from the Play deck to the Marshalling Point deck' }).waitFor();
  await expect.poll(() => deckRow(drake).count()).toBe(0);

  // The move breaks the rules: the problem arrives with the edit's answer.
  const problems = page.getByRole('region', { name: 'Problems' });
  const problem = problems.getByRole('button', { name: /Cave-drake does not belong in the Marshalling Point deck/ });
  await problem.waitFor();
  await problem.click();
  await expect.poll(() => deckTab('mp').getAttribute('aria-selected')).toBe('true');
  await expect(deckRow(drake).getAttribute('aria-selected')).resolves.toBe('true');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Marshalling Point deck cards');
  await screenshot(page, 'arda-editor-problems');

  // Undo: Ctrl+Z takes the move back, and the problem goes with it.
  await page.getByRole('button', { name: /^Undo: Move Cave-drake to the Marshalling Point deck/ }).waitFor();
  await page.keyboard.press('Control+z');
  await page.getByRole('status').filter({ hasText: 'Undid: Move Cave-drake to the Marshalling Point deck' }).waitFor();
  await expect.poll(() => problem.count()).toBe(0);
  await deckTab('play').click();
  await deckRow(drake).waitFor();

  // Drag the row onto the Site deck's tab.
  await deckRow(drake).dragTo(deckTab('site'));
  await page.getByRole('status').filter({ hasText: 'Moved Cave-drake from the Play deck to the Site deck' }).waitFor();
  await deckTab('site').click();
  await deckRow(drake).waitFor();
  await problems.getByRole('button', { name: /Cave-drake does not belong in the Site deck/ }).waitFor();
  await page.keyboard.press('Control+z');
  await page.getByRole('status').filter({ hasText: 'Undid: Move Cave-drake to the Site deck' }).waitFor();
  await deckTab('play').click();
  await deckRow(drake).click();
  await screenshot(page, 'arda-editor');

  // The ? overlay lists the editor's keys.
  await page.keyboard.press('?');
  await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).getByText('Move the highlighted card to another deck (then its digit)').waitFor();
  await page.keyboard.press('Escape');
  expect(errors).toEqual([]);
});

test('import a GCCG list with unplaceable lines, export JSON and import it back', async () => {
  await railLink('Arda Sets').click();
  await page.getByRole('button', { name: /Import \.meccg/ }).click();
  const form = page.getByRole('form', { name: 'Import a GCCG .meccg list as a set' });
  await form.getByTestId('set-meccg-file').setInputFiles(STEWARDS);
  await expect(form.getByRole('textbox').inputValue()).resolves.toBe('A - Stewards of Gondor');
  await form.getByRole('combobox', { name: 'Rules profile' }).selectOption({ label: 'Dark Arda' });
  await form.getByRole('button', { name: 'Import' }).click();
  const report = page.getByRole('region', { name: 'Import report' });
  await report.getByText(/Imported “A - Stewards of Gondor”: \d+ cards placed/).waitFor();
  const text = (await report.textContent()) ?? '';
  expect(text).toMatch(/\d+ lines were not placed/);
  expect(text).toContain('Line 32');
  expect(text).toContain('Balin (TW-123) is a Hero card; a Dark Arda set holds Minion');
  await screenshot(page, 'arda-sets-import');

  // Export as JSON (a download) and import the file again: it comes back beside the original.
  const row = page.getByRole('grid', { name: 'Arda sets' }).getByRole('row').filter({ hasText: 'A - Stewards of Gondor' });
  const cards = (await row.getByRole('gridcell').nth(3).textContent())?.trim();
  await row.getByRole('button', { name: 'Export A - Stewards of Gondor', exact: true }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('menuitem', { name: 'Export A - Stewards of Gondor as JSON' }).click()]);
  expect(download.suggestedFilename()).toBe('A - Stewards of Gondor.json');
  const file = join(dir, download.suggestedFilename());
  await download.saveAs(file);
  expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ name: 'A - Stewards of Gondor', profileId: 'dark-arda' });

  await page.getByTestId('set-json-file').setInputFiles(file);
  await page.getByText('Imported “A - Stewards of Gondor (2)” from A - Stewards of Gondor.json (a set with its name already exists).').waitFor();
  const copy = page.getByRole('grid', { name: 'Arda sets' }).getByRole('row').filter({ hasText: 'A - Stewards of Gondor (2)' });
  await expect.poll(async () => (await copy.getByRole('gridcell').nth(3).textContent())?.trim()).toBe(cards);

  // Delete asks first.
  await copy.getByRole('button', { name: 'Delete A - Stewards of Gondor (2)' }).click();
  await copy.getByText('Delete “A - Stewards of Gondor (2)”?').waitFor();
  await copy.getByRole('button', { name: 'Delete', exact: true }).click();
  await page.getByText('Deleted “A - Stewards of Gondor (2)”.').waitFor();
  await expect.poll(() => page.getByRole('grid', { name: 'Arda sets' }).getByRole('row').count()).toBe(3);
  expect(errors).toEqual([]);
});

test('the print view becomes a PDF with every deck, the set and its cards', async () => {
  await railLink('Arda Sets').click();
  const row = page.getByRole('grid', { name: 'Arda sets' }).getByRole('row').filter({ hasText: 'Thursday group' });
  await row.getByRole('link', { name: 'Print' }).click();
  await page.getByRole('heading', { name: 'Thursday group', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Save as PDF…' }).waitFor();
  await screenshot(page, 'arda-print');

  // Kept beside the screenshots, for people to look at.
  const pdfPath = join(PROJECT_ROOT, 'test-output/arda-print.pdf');
  await page.pdf({ path: pdfPath, format: 'A4' });
  const text = execFileSync('pdftotext', ['-layout', pdfPath, '-'], { encoding: 'utf8' });
  expect(text).toContain('Thursday group');
  expect(text).toContain('Arda Revised (Wizard)');
  for (const heading of ['Play deck', 'Marshalling Point deck', 'Character deck', 'Minor Item deck', 'Ring deck', 'Site deck', 'Avatar deck']) {
    expect(text).toContain(heading);
  }
  expect(text).toContain('Totals and open problems');
  expect(text).toContain('Cave-drake');
  expect(text).toMatch(/Orc-watch|Hobgoblins/);
  // The screen-only toolbar and the rail stay off the paper.
  expect(text).not.toContain('Save as PDF');
  expect(text).not.toContain('Catalogue');
  const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [pdfPath], { encoding: 'utf8' }))?.[1]);
  expect(pages).toBeGreaterThanOrEqual(7);
  expect(errors).toEqual([]);
});
