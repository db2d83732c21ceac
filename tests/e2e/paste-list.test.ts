/**
 * "Paste a list" in Chromium: a mixed list pasted into the collection (a count, a set code,
 * a card id, "4x", a typo, names with several printings), a printing picked and a
 * suggestion clicked, applied with Ctrl+Enter as one change that one Ctrl+Z reverts; the
 * same in the set editor, to each card's own deck and then to a chosen deck. Expected cards
 * come from ../shared/cards/cards.json, not from the app.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { allCards, loadCardFile, nameIn } from '../helpers/cardFile';
import { importCardFile, launchBrowser, openPage, screenshot, startApp, type TestApp } from './support';

let browser: Browser;
let app: TestApp;
let page: Page;
let errors: string[];

const cards = allCards(loadCardFile());
/** The one card of this English name in this set, from the raw file. */
function idOf(name: string, set: string): string {
  const found = cards.filter((c) => nameIn(c, 'en') === name && c.set === set);
  expect(found, `${name} (${set})`).toHaveLength(1);
  return found[0]!.id;
}

const ORC_LE = idOf('Orc-raiders', 'LE');
const GANDALF = idOf('Gandalf', 'TW');
const GLAMDRING = idOf('Glamdring', 'TW');

beforeAll(async () => {
  browser = await launchBrowser();
  app = await startApp();
  ({ page, errors } = await openPage(browser, app.server.url));
  await importCardFile(page);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const handlers = () => app.server.services.handlers;
const dialog = () => page.getByTestId('paste-dialog');
const box = () => page.getByTestId('paste-text');
const addButton = () => page.getByTestId('paste-add');
const line = (n: number) => dialog().locator(`tr[data-line="${n}"]`);
async function owned(): Promise<Map<string, number>> {
  const rows = await handlers()['cards.byIds']({ ids: [ORC_LE, GANDALF, GLAMDRING], lang: 'en' });
  return new Map(rows.rows.map((r) => [r.id, r.owned]));
}

const MIXED = ['# from the binder', '3 Orc-raiders', '2 Gandalf (TW)', '1 TW-156', '4x Glamdring', 'Gandlf', 'Lórien x2'].join('\n');

test('a mixed list into the collection: preview, pick, add as one change, undo', async () => {
  await page.goto(`${app.server.url}#/collection`);
  await page.getByRole('heading', { name: 'Collection' }).waitFor();
  await page.keyboard.press('Control+Shift+V');
  await dialog().waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('paste-text');
  await box().fill(MIXED);

  const summary = page.getByTestId('paste-summary');
  await expect.poll(() => summary.textContent()).toContain('6 card lines: 3 ready, 2 to choose, 1 not found');
  await expect.poll(() => summary.textContent()).toContain('1 line skipped');
  await expect(line(4).textContent()).resolves.toContain('Gandalf');
  await expect(addButton().textContent()).resolves.toContain('Add 7 cards');
  await screenshot(page, 'paste-list-collection-preview');
  // Only the lines that need the user: the two with several printings and the typo.
  await page.getByTestId('paste-only-check').check();
  await expect.poll(() => dialog().locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-line')))).toEqual(['2', '6', '7']);
  await page.getByTestId('paste-only-check').uncheck();
  await expect.poll(() => dialog().locator('tbody tr').count()).toBe(6);

  // Orc-raiders has two printings: pick the Lidless Eye one. "Gandlf" suggests Gandalf.
  await line(2).getByRole('combobox').selectOption(ORC_LE);
  await line(6).getByRole('button', { name: /Gandalf \(TW\)/ }).click();
  await expect.poll(() => summary.textContent()).toContain('5 ready, 1 to choose, 0 not found');
  await expect(addButton().textContent()).resolves.toContain('Add 11 cards');
  await screenshot(page, 'paste-list-collection-picked');

  await box().focus();
  await page.keyboard.press('Control+Enter');
  await dialog().waitFor({ state: 'detached' });
  await page.getByTestId('paste-done').filter({ hasText: 'Added 11 cards from 5 lines' }).waitFor();
  await screenshot(page, 'paste-list-collection-added');
  expect(await owned()).toEqual(new Map([[ORC_LE, 3], [GANDALF, 4], [GLAMDRING, 4]]));
  const history = await handlers()['collection.history']({});
  expect(history.undoLabel).toBe('Paste 5 lines');

  // One Ctrl+Z takes the whole paste back.
  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
  await expect.poll(async () => [...(await owned()).values()]).toEqual([0, 0, 0]);
  expect(errors).toEqual([]);
});

test('nothing typed is lost: Esc keeps the draft, an oversized text is refused with the text kept', async () => {
  await page.goto(`${app.server.url}#/collection`);
  await page.getByTestId('paste-open').click();
  await dialog().waitFor();
  // The applied paste cleared the draft.
  await expect(box().inputValue()).resolves.toBe('');
  await box().fill('2 Glamdring');
  await page.keyboard.press('Escape');
  await dialog().waitFor({ state: 'detached' });
  await page.getByTestId('paste-open').click();
  await expect(box().inputValue()).resolves.toBe('2 Glamdring');

  // Pasted in one go, as from the clipboard (typing 300,000 characters would take minutes).
  const huge = '1 Glamdring\n'.repeat(26_000);
  await box().evaluate((el, value) => {
    (el as HTMLTextAreaElement).value = value;
    el.dispatchEvent(new Event('input', { bubbles: true }));
  }, huge);
  await dialog().getByRole('alert').filter({ hasText: 'longer than 300,000 characters' }).waitFor();
  await expect(addButton().isDisabled()).resolves.toBe(true);
  expect((await box().inputValue()).length).toBe(huge.length);
  await box().fill('2 Glamdring');
  await expect.poll(() => addButton().textContent()).toContain('Add 2 cards');
  await page.keyboard.press('Escape');
  expect(errors).toEqual([]);
});

test('the set editor: to each card’s own deck, then to a chosen deck, each one undoable edit', async () => {
  const state = await handlers()['sets.create']({ name: 'Pasted', profileId: 'arda-revised-wizard', players: 4 });
  const setId = state.set.id;
  await page.goto(`${app.server.url}#/sets/${setId}`);
  await page.getByRole('heading', { name: 'Pasted', level: 1 }).waitFor();
  const homes = await handlers()['sets.availability']({ setId, cardIds: [GLAMDRING, GANDALF] });
  const home = new Map(homes.cards.map((c) => [c.cardId, c.homeDeck]));
  // Own one Glamdring, so one goes in as a copy and the other as a proxy.
  await handlers()['collection.change']({ label: 'seed', changes: [{ cardId: GLAMDRING, delta: 1 }] });

  await page.getByTestId('paste-open').click();
  await dialog().waitFor();
  await box().fill('2 Glamdring\ngandalf tw');
  await expect.poll(() => addButton().textContent()).toContain('Add 3 cards');
  await expect(page.getByTestId('paste-deck').inputValue()).resolves.toBe('own');
  await screenshot(page, 'paste-list-set-preview');
  await page.keyboard.press('Control+Enter');
  await dialog().waitFor({ state: 'detached' });

  const decks = async () => (await handlers()['sets.get']({ id: setId })).set.decks;
  await expect.poll(async () => (await decks())[home.get(GLAMDRING)!]).toContainEqual({ cardId: GLAMDRING, copies: 1, proxies: 1 });
  expect((await decks())[home.get(GANDALF)!]).toContainEqual({ cardId: GANDALF, copies: 0, proxies: 1 });
  await page.getByRole('status').filter({ hasText: 'Added 3 cards (2 as proxies) from 2 lines' }).waitFor();
  await screenshot(page, 'paste-list-set-added');

  await page.locator('body').click({ position: { x: 5, y: 5 } });
  await page.keyboard.press('Control+z');
  await expect.poll(async () => Object.values(await decks()).flat()).toEqual([]);

  // To a chosen deck: everything lands in the Play deck, as one edit.
  await page.keyboard.press('Control+Shift+V');
  await dialog().waitFor();
  await box().fill('2 Glamdring\ngandalf tw');
  await page.getByTestId('paste-deck').selectOption('play');
  await expect.poll(() => addButton().textContent()).toContain('Add 3 cards');
  await addButton().click();
  await dialog().waitFor({ state: 'detached' });
  await expect.poll(async () => (await decks()).play.map((e) => e.cardId).sort()).toEqual([GANDALF, GLAMDRING].sort());
  const history = (await handlers()['sets.get']({ id: setId })).history;
  expect(history.undoLabel).toBe('Paste 2 lines');
  expect(errors).toEqual([]);
});
