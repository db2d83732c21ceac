/**
 * The set editor's finder by the profile's placement (src-shared/arda/placement.ts): a card
 * the profile puts in another deck is dimmed with "Goes to the … deck" and, added anyway,
 * goes there with a visible note; a card the profile keeps out is dimmed with the
 * validator's code and message and is refused with them. Arda Revised
 * (../shared/rules/arda-revised-2013.txt, §2): "the Site deck holds Havens and the locations
 * sleeved with MP cards"; a Wizard set holds hero cards. Dark Arda excludes "The Nazgûl are
 * Abroad" (the Lidless Eye rulebook's list of cards useless against Ringwraith companies).
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { importCardFile, launchBrowser, openPage, screenshot, startApp, type TestApp } from './support';

let browser: Browser;
let app: TestApp;
let page: Page;
let errors: string[];

beforeAll(async () => {
  browser = await launchBrowser();
  app = await startApp();
  ({ page, errors } = await openPage(browser, app.server.url));
  await page.setViewportSize({ width: 1280, height: 720 });
  await importCardFile(page);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const handlers = () => app.server.services.handlers;
const finder = () => page.getByRole('region', { name: 'Add cards from the catalogue' });
const hit = () => page.getByRole('listbox', { name: 'Catalogue matches' }).locator('[aria-selected=true]');
const deckTab = (name: string) => page.getByRole('tablist', { name: 'Decks' }).locator(`[data-deck=${name}]`);

async function openSet(name: string, profileId: string): Promise<number> {
  const state = await handlers()['sets.create']({ name, profileId, players: 4 });
  await page.goto(`${app.server.url}#/sets/${state.set.id}`);
  await page.getByRole('heading', { name, level: 1 }).waitFor();
  return state.set.id;
}

async function find(text: string): Promise<string> {
  await page.keyboard.press('/');
  await page.keyboard.press('Control+a');
  await page.keyboard.type(text);
  await expect.poll(() => hit().textContent()).toContain(text);
  return (await hit().getAttribute('data-card-id')) ?? '';
}

async function decksOf(setId: number) {
  return (await handlers()['sets.get']({ id: setId })).set.decks;
}

test('a card of another deck is dimmed, and added goes to its own deck with a note', async () => {
  const setId = await openSet('Finder', 'arda-revised-wizard');
  await expect.poll(() => deckTab('play').getAttribute('aria-selected')).toBe('true');

  // Rivendell is a Haven: the Site deck's, not the Play deck on screen.
  const rivendell = await find('Rivendell');
  await expect(hit().getAttribute('class')).resolves.toContain('dim');
  await expect(hit().textContent()).resolves.toContain('Goes to the Site deck');
  await page.keyboard.press('Enter');
  const note = finder().getByTestId('finder-note');
  await note.filter({ hasText: 'Rivendell went to the Site deck, where the profile puts it (you are viewing the Play deck).' }).waitFor();
  await expect.poll(async () => (await decksOf(setId)).site.map((e) => e.cardId)).toEqual([rivendell]);
  expect((await decksOf(setId)).play).toEqual([]);
  // The Play deck stays on screen.
  await expect(deckTab('play').getAttribute('aria-selected')).resolves.toBe('true');
  await screenshot(page, 'arda-finder-elsewhere');

  // A hero hazard creature belongs here: not dimmed, no note.
  await find('Cave-drake');
  await expect(hit().getAttribute('class')).resolves.not.toContain('dim');
});

test('a card the profile keeps out is dimmed with its code and refused with the message', async () => {
  const setId = await openSet('Finder refusals', 'arda-revised-wizard');
  // A Minion card in a Wizard (hero) set: ALIGNMENT.
  await find('Lieutenant of Dol Guldur');
  await expect(hit().getAttribute('class')).resolves.toContain('dim');
  await expect(hit().textContent()).resolves.toContain('ALIGNMENT: Lieutenant of Dol Guldur');
  await page.keyboard.press('Enter');
  const alert = finder().getByRole('alert');
  await alert.filter({ hasText: /Not added — ALIGNMENT: Lieutenant of Dol Guldur \(LE-21\) is a Minion card/ }).waitFor();
  await screenshot(page, 'arda-finder-refused');
  const decks = await decksOf(setId);
  expect(Object.values(decks).flat()).toEqual([]);

  // Dark Arda: excluded by name.
  const darkId = await openSet('Finder Dark Arda', 'dark-arda');
  await find('The Nazgûl are Abroad');
  await expect(hit().textContent()).resolves.toContain('EXCLUDED');
  await hit().getByRole('button', { name: /is refused: EXCLUDED/ }).click();
  await finder().getByRole('alert').filter({ hasText: /Not added — EXCLUDED: The Nazgûl are Abroad .*Ringwraith companies/ }).waitFor();
  expect(Object.values(await decksOf(darkId)).flat()).toEqual([]);
  expect(errors).toEqual([]);
});

test('a count in the finder adds that many ("3 Cave-drake", "Cave-drake x2"): free copies first, proxies for the rest, one undo step', async () => {
  const setId = await openSet('Finder counts', 'arda-revised-wizard');
  const drake = await find('Cave-drake');
  // One owned copy: the first of three is that copy, the other two are proxies.
  await handlers()['collection.change']({ label: 'own a drake', changes: [{ cardId: drake, count: 1 }] });
  await page.reload();
  await page.getByRole('heading', { name: 'Finder counts', level: 1 }).waitFor();
  const added = async () => (await decksOf(setId)).play.find((e) => e.cardId === drake);
  await page.keyboard.press('/');
  await page.keyboard.type('3 Cave-drake');
  await expect.poll(() => hit().getAttribute('data-card-id')).toBe(drake);
  await page.keyboard.press('Enter');
  await expect.poll(added).toMatchObject({ copies: 1, proxies: 2 });
  await page.getByText('Added 3 × Cave-drake: 1 copy and 2 proxies in the Play deck').waitFor();
  await page.keyboard.press('Control+a');
  await page.keyboard.type('Cave-drake x2');
  await expect.poll(() => hit().getAttribute('data-card-id')).toBe(drake);
  await page.keyboard.press('Enter');
  await expect.poll(added).toMatchObject({ copies: 1, proxies: 4 });
  // One undo step takes the whole line back.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('Control+z');
  await expect.poll(added).toMatchObject({ copies: 1, proxies: 2 });
  // A count beyond 30 a line is cut to 30, and the status line says so.
  await page.getByRole('searchbox', { name: /Find a card to add/ }).fill('40 Cave-drake');
  await expect.poll(() => hit().getAttribute('data-card-id')).toBe(drake);
  await page.getByRole('searchbox', { name: /Find a card to add/ }).press('Enter');
  await expect.poll(added).toMatchObject({ copies: 1, proxies: 32 });
  await page.getByText('Added 30 × Cave-drake: 1 copy and 32 proxies in the Play deck (at most 30 per line)').waitFor();
  await screenshot(page, 'arda-finder-count');
  expect(errors).toEqual([]);
});

test('a set that finishes loading leaves the focus in the finder when / was pressed while it loaded', async () => {
  const state = await handlers()['sets.create']({ name: 'Slow set', profileId: 'arda-revised-wizard', players: 4 });
  // Hold the set's availability answer (the last thing the editor loads) until the user has gone to the finder.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let first = true;
  await page.route('**/api/sets.availability', async (route) => {
    if (first) {
      first = false;
      await held;
    }
    await route.continue();
  });
  await page.goto(`${app.server.url}#/sets/${state.set.id}`);
  await page.getByRole('heading', { name: 'Slow set', level: 1 }).waitFor();
  const box = page.getByRole('searchbox', { name: /Find a card to add/ });
  await page.keyboard.press('/');
  await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.keyboard.type('Cave');
  release();
  await page.waitForLoadState('networkidle');
  await page.keyboard.type('-drake');
  await expect(box.inputValue()).resolves.toBe('Cave-drake');
  await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
  await page.unroute('**/api/sets.availability');
  expect(errors).toEqual([]);
});
