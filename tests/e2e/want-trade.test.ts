/**
 * Want and trade lists end to end in Chromium: a set completion tile opens its card set's
 * missing cards (by click and by Enter), the want list of an Arda set whose copies were
 * sold, the trade list, and both exports of each list downloaded and read back.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Papa from 'papaparse';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { ApiHandlers } from '../../src-shared/api/contract';
import type { TradeListOutput, WantList } from '../../src-shared/api/schemasWantTrade';
import { parseListLine } from '../../src-shared/collection/listLine';
import { importCardFile, launchBrowser, openPage, screenshot, startApp, type TestApp } from './support';

const LIST = 'A - Stewards of Gondor.meccg';
const listText = readFileSync(resolve(__dirname, '../../../shared/decks/gccg', LIST), 'utf8');
const downloads = mkdtempSync(join(tmpdir(), 'arda-e2e-want-'));
let browser: Browser;
let app: TestApp;
let page: Page;
let errors: string[];
let handlers: ApiHandlers;
let sold: string[];
let stewardsId: number;

const grid = () => page.getByRole('grid', { name: 'Cards in the list' });
const dataRows = () => grid().locator('.scroller [role=row]');
const setCodes = () => app.server.services.db.prepare('SELECT id FROM card_sets').pluck().all() as string[];

/** Clicks the button and saves what it downloads; returns the file's name and text. */
async function download(button: string): Promise<{ name: string; text: string }> {
  const [file] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: button, exact: true }).click()]);
  const path = join(downloads, file.suggestedFilename());
  await file.saveAs(path);
  return { name: file.suggestedFilename(), text: readFileSync(path, 'utf8') };
}

/** The downloaded CSV and plain list hold exactly the lines the API gives. */
function checkExports(csv: string, plain: string, lines: { cardId: string; count: number; owned: number }[]): void {
  const rows = Papa.parse<Record<string, string>>(csv, { header: true, skipEmptyLines: true }).data;
  expect(rows.map((r) => [r.card_id, Number(r.count), Number(r.owned)])).toEqual(lines.map((l) => [l.cardId, l.count, l.owned]));
  const parsed = plain.split('\n').filter((l) => l !== '').map((l) => parseListLine(l, setCodes()));
  expect(parsed.map((p) => [p?.count, p?.set])).toEqual(lines.map((l) => [l.count, l.cardId.replace(/-.*/, '')]));
}

beforeAll(async () => {
  browser = await launchBrowser();
  app = await startApp();
  ({ page, errors } = await openPage(browser, app.server.url));
  await importCardFile(page);
  handlers = app.server.services.handlers;
  // Own the cards of a real Arda list, make it a set, then sell two of its cards and buy extra Gandalfs.
  await handlers['collection.import']({ fileName: LIST, content: listText, skipUnresolved: false });
  const set = await handlers['sets.importMeccg']({ name: 'Stewards', profileId: 'arda-revised-wizard', fileName: LIST, content: listText });
  stewardsId = set.set.id;
  sold = set.set.decks.mp.slice(0, 2).map((e) => e.cardId);
  await handlers['collection.change']({
    label: 'trade day',
    changes: [...sold.map((cardId) => ({ cardId, delta: -1 })), { cardId: 'TW-156', delta: 3 }],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
  rmSync(downloads, { recursive: true, force: true });
});

test('a set completion tile opens the missing cards of its card set, by click and by Enter', async () => {
  await page.goto(`${app.server.url}#/collection`);
  const tile = page.getByRole('link', { name: /^The Wizards: \d+ of \d+ cards\. Open the missing cards$/ });
  await tile.waitFor();
  await screenshot(page, 'want-trade-collection-tiles');
  await tile.click();
  await page.getByRole('heading', { name: 'Want and trade lists' }).waitFor();
  expect(page.url()).toMatch(/list=want/);
  expect(page.url()).toMatch(/for=cards-TW/);
  const want = (await handlers['wantTrade.want']({ kind: 'cardSet', cardSet: 'TW', playset: 3 })) as WantList;
  await expect.poll(() => dataRows().count()).toBe(want.lines.length);
  await page.getByText(`${want.lines.length} cards wanted (${want.copies.toLocaleString('en')}×)`).waitFor();
  await page.getByText(`${want.cardSet!.notOwned} of ${want.cardSet!.total} cards not owned in any printing`).waitFor();
  // A unique card not owned needs 1, a common one 3; an owned Gandalf is not listed.
  const first = want.lines[0]!;
  await expect.poll(() => dataRows().first().innerText()).toMatch(new RegExp(`^${first.name}\\s+${first.cardId}\\s+0\\s+${first.needed}\\s+${first.count}$`));
  await expect.poll(() => grid().getByText('TW-156', { exact: true }).count()).toBe(0);
  // The detail pane shows the highlighted card.
  await page.getByRole('complementary', { name: 'Card detail' }).getByText(first.name).first().waitFor();
  await screenshot(page, 'want-trade-card-set');

  // Back, and the keyboard: Tab to the Dark Minions tile, Enter.
  await page.getByRole('link', { name: 'Back to the collection' }).click();
  const dm = page.getByRole('link', { name: /^Dark Minions: .* Open the missing cards$/ });
  await dm.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.url()).toMatch(/for=cards-DM/);
  const dmWant = (await handlers['wantTrade.want']({ kind: 'cardSet', cardSet: 'DM', playset: 3 })) as WantList;
  await expect.poll(() => dataRows().count()).toBe(dmWant.lines.length);

  // A playset of 1: only the cards not owned at all.
  await page.getByLabel('Copies of each card').fill('1');
  await page.getByLabel('Copies of each card').press('Enter');
  await expect.poll(() => page.url()).toMatch(/playset=1/);
  await expect.poll(() => dataRows().count()).toBe(dmWant.cardSet!.notOwned);
  expect(errors).toEqual([]);
});

test("an Arda set's want list names the sold copies; both exports downloaded", async () => {
  await page.goto(`${app.server.url}#/collection`);
  await page.getByRole('link', { name: 'Want & trade lists' }).click();
  await page.getByRole('heading', { name: 'Want and trade lists' }).waitFor();
  await page.getByLabel('Wanted for').selectOption({ label: 'Arda set Stewards' });
  const want = (await handlers['wantTrade.want']({ kind: 'set', setId: stewardsId })) as WantList;
  expect(want.lines.map((l) => l.cardId).sort()).toEqual([...sold].sort());
  await expect.poll(() => dataRows().count()).toBe(2);
  for (const line of want.lines) await grid().getByText(line.cardId, { exact: true }).waitFor();
  await screenshot(page, 'want-trade-arda-set');

  const csv = await download('Export CSV');
  expect(csv.name).toMatch(/^want-Stewards-\d{4}-\d{2}-\d{2}\.csv$/);
  const plain = await download('Export list');
  expect(plain.name).toMatch(/^want-Stewards-.*\.txt$/);
  checkExports(csv.text, plain.text, want.lines);
  await page.getByText(`Saved ${plain.name} (2 lines).`).waitFor();
  expect(errors).toEqual([]);
});

test('the trade list: copies no Arda set uses, exported both ways', async () => {
  await page.getByRole('tab', { name: 'Trade list' }).click();
  const trade = (await handlers['wantTrade.trade']({})) as TradeListOutput;
  // Gandalf is not in the list: the 3 bought copies are all spare.
  expect(trade.lines.find((l) => l.cardId === 'TW-156')).toMatchObject({ count: 3, used: 0 });
  await expect.poll(() => dataRows().count()).toBe(trade.lines.length);
  await page.getByText('Owned copies your Arda set does not use', { exact: false }).waitFor();
  // The status of the last export belongs to the list it came from.
  await expect.poll(() => page.getByText(/^Saved /).count()).toBe(0);
  await screenshot(page, 'want-trade-trade');
  const csv = await download('Export CSV');
  expect(csv.name).toMatch(/^trade-.*\.csv$/);
  expect(csv.text.split('\r\n')[0]).toBe('card_id,set,name,count,owned,used');
  const plain = await download('Export list');
  checkExports(csv.text, plain.text, trade.lines);
  expect(plain.text).toContain('3 Gandalf (TW)\n');
  // One more Gandalf from the card pane: the list follows the collection.
  await grid().getByText('Gandalf', { exact: true }).click();
  await page.getByRole('button', { name: 'Add one Gandalf' }).click();
  await expect.poll(() => grid().locator('[data-card="TW-156"]').innerText()).toMatch(/\s4$/);
  expect(await grid().locator('[aria-selected=true]').getAttribute('data-card')).toBe('TW-156');
  // Alt+W goes back to the want list.
  await grid().focus();
  await page.keyboard.press('Alt+w');
  await expect.poll(() => page.url()).toMatch(/list=want/);
  expect(errors).toEqual([]);
});
