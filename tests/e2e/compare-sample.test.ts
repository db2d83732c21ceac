/**
 * Compare sets and the sample setup in Chromium: a set exported from the sets list, edited in the
 * editor, then compared with its last export (moved and added cards) and with another set; the
 * comparison saved as text; a sample opening dealt for 3, 2 and 4 players, dealt again by button
 * and by the D key.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { loadCardRecords } from '../../src-main/data/cardRows';
import { appWithHeroSet, launchBrowser, openPage, screenshot, startApp, type TestApp } from './support';

let browser: Browser;
let app: TestApp;
let page: Page;
let errors: string[];
let thursday: number;

beforeAll(async () => {
  browser = await launchBrowser();
  app = await startApp();
  // A Thursday set built from two copies of every hero card, and a small Friday set beside it.
  thursday = await appWithHeroSet(app, 'Thursday group', 3);
  const h = app.server.services.handlers;
  const friday = (await h['sets.create']({ name: 'Friday group', profileId: 'arda-revised-wizard', players: 2 })).set.id;
  const someCharacters = (await h['sets.get']({ id: thursday })).set.decks.character.slice(0, 3);
  await h['sets.edit']({ setId: friday, label: 'a few', edits: someCharacters.map((e) => ({ deck: 'character' as const, cardId: e.cardId, proxiesDelta: 1 })) });
  ({ page, errors } = await openPage(browser, app.server.url));
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const dialog = (id: string) => page.locator(`[data-testid=${id}]`);

test('compare a set with its last export and with another set', async () => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Arda Sets' }).click();
  const row = page.getByRole('grid', { name: 'Arda sets' }).getByRole('row').filter({ hasText: 'Thursday group' });
  await row.getByRole('button', { name: 'Export Thursday group', exact: true }).click();
  await Promise.all([page.waitForEvent('download'), row.getByRole('menuitem', { name: 'Export Thursday group as JSON' }).click()]);

  // Before any edit: the export and the set hold the same cards.
  await page.goto(`${app.server.url}#/sets/${thursday}`);
  await page.locator('[data-testid=open-compare]').click();
  await dialog('compare-same').waitFor();
  await page.keyboard.press('Escape');
  await dialog('compare-dialog').waitFor({ state: 'detached' });

  // Edit in the editor: one more copy of the highlighted Play card, and that card's row moved to the MP deck.
  const grid = page.getByRole('grid', { name: /deck cards$/ });
  await grid.waitFor();
  const first = grid.locator('[role=row][data-card-id]').first();
  const cardId = (await first.getAttribute('data-card-id')) as string;
  const name = loadCardRecords(app.server.services.db).find((r) => r.id === cardId)?.names.en ?? cardId;
  const copiesOf = async () => (await app.server.services.handlers['sets.get']({ id: thursday })).set.decks.play.find((e) => e.cardId === cardId)?.copies ?? 0;
  const before = await copiesOf();
  await grid.focus();
  await page.keyboard.press('+');
  await expect.poll(copiesOf).toBe(before + 1);
  // M opens the deck menu; 2 is the MP deck.
  await page.keyboard.press('m');
  await page.keyboard.press('2');
  await expect.poll(copiesOf).toBe(0);

  await page.locator('[data-testid=open-compare]').click();
  const moved = dialog('compare-moved');
  await moved.getByRole('row').nth(1).waitFor();
  const state = (await app.server.services.handlers['sets.get']({ id: thursday })).set;
  const inMp = state.decks.mp.find((e) => e.cardId === cardId);
  expect(inMp, 'the card went to the MP deck').toBeTruthy();
  // The export held the card in the Play deck only; now it sits in the MP deck with one copy more.
  await expect.poll(() => moved.textContent()).toContain('Play → Marshalling Point');
  expect(await moved.textContent()).toContain(name);
  await screenshot(page, 'compare-last-export');

  // Saved as text: the same three sections.
  const [download] = await Promise.all([page.waitForEvent('download'), dialog('compare-dialog').getByRole('button', { name: 'Save as text…' }).click()]);
  const text = readFileSync((await download.path()) as string, 'utf8');
  expect(text).toMatch(/^Thursday group as exported → Thursday group\nAdded \(\d+\)/);
  expect(text).toContain('Moved (1)');

  // Against the Friday set: most of Thursday is added, Friday's three proxies are not removed (Thursday holds them too).
  await dialog('compare-with').selectOption({ label: 'the set “Friday group”' });
  await expect.poll(async () => dialog('compare-dialog').textContent()).toContain('Before: Friday group');
  const added = await dialog('compare-added').locator('tbody tr').count();
  expect(added).toBeGreaterThan(100);
  await screenshot(page, 'compare-other-set');
  await page.keyboard.press('Escape');
  await dialog('compare-dialog').waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
});

test('deal a sample setup for 3, 2 and 4 players, and deal again', async () => {
  await page.locator('[data-testid=open-sample]').click();
  const sample = dialog('sample-dialog');
  const seats = sample.locator('[data-testid=sample-seat]');
  // The set is for 3 players: the first deal is for 3.
  await expect.poll(() => seats.count()).toBe(3);
  for (let i = 0; i < 3; i++) {
    await expect.poll(() => seats.nth(i).locator('[data-testid=sample-hand] li').count()).toBe(8);
    await expect.poll(() => seats.nth(i).locator('[data-testid=sample-mp] li').count()).toBe(5);
  }
  expect(await sample.locator('[data-testid=sample-faceup]').textContent()).toMatch(/Roving characters.+Minor items.+Marshalling point cards/s);
  await screenshot(page, 'sample-setup-3');

  await dialog('sample-players').selectOption('2');
  await expect.poll(() => seats.count()).toBe(2);
  const seed = await dialog('sample-seed').textContent();
  await sample.getByRole('button', { name: /Deal again/ }).click();
  await expect.poll(() => dialog('sample-seed').textContent()).not.toBe(seed);
  const seed2 = await dialog('sample-seed').textContent();
  await sample.getByRole('button', { name: /Deal again/ }).focus();
  await page.keyboard.press('d');
  await expect.poll(() => dialog('sample-seed').textContent()).not.toBe(seed2);

  await page.setViewportSize({ width: 1280, height: 720 });
  await dialog('sample-players').selectOption('4');
  await expect.poll(() => seats.count()).toBe(4);
  await screenshot(page, 'sample-setup-4-1280');
  await page.keyboard.press('Escape');
  await sample.waitFor({ state: 'detached' });
  expect(errors).toEqual([]);
});
