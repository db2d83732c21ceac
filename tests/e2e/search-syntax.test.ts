/**
 * The search syntax in the three screens that search cards (catalogue, collection quick
 * entry, the set editor's finder), its inline message for what it cannot read, typo
 * tolerance, its reference in the ? overlay, and the finder's type, alignment, owned-only
 * and free-only filters. Each list is checked against the API's answer for the same query.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { CardFilters, CardRow } from '../../src-shared/api/schemas';
import { highlightedRow, importCardFile, launchBrowser, openPage, screenshot, startApp, type TestApp } from './support';

let browser: Browser;
let app: TestApp;
let page: Page;
let errors: string[];
let setId: number;

const handlers = () => app.server.services.handlers;

async function expectedIds(query: string, filters: CardFilters = {}): Promise<string[]> {
  const out = (await handlers()['cards.search']({ query, filters, sort: { key: 'relevance', dir: 'asc' }, lang: 'en' })) as { rows: CardRow[] };
  return out.rows.map((r) => r.id).sort();
}

/** The card ids a grid shows (the queries below match few enough cards to all be rendered). */
async function gridIds(grid: string): Promise<string[]> {
  const ids = await page.getByRole('grid', { name: grid }).locator('.scroller [role=row]').evaluateAll((rows) => rows.map((r) => r.id.replace(/^row-[^-]+-/, '')));
  return ids.sort();
}

beforeAll(async () => {
  browser = await launchBrowser();
  app = await startApp();
  ({ page, errors } = await openPage(browser, app.server.url));
  await page.setViewportSize({ width: 1280, height: 720 });
  await importCardFile(page);
  // A small collection: every hero Dwarf character owned once, Balin stored in "Binder 2".
  const dwarves = await expectedIds('race:dwarf t:character a:hero');
  expect(dwarves.length).toBeGreaterThan(6);
  await handlers()['collection.change']({ label: 'dwarves', changes: dwarves.map((cardId) => ({ cardId, count: 1 })) });
  const balin = (await expectedIds('balin race:dwarf'))[0]!;
  await handlers()['collection.change']({ label: 'place', changes: [{ cardId: balin, storage: 'Binder 2' }] });
  // An Arda set holding some of them.
  const state = await handlers()['sets.create']({ name: 'Thursday Group', profileId: 'arda-revised-wizard', players: 4 });
  setId = state.set.id;
  await handlers()['sets.edit']({ setId, label: 'fill', edits: dwarves.slice(0, 4).map((cardId) => ({ deck: 'character' as const, cardId, copiesDelta: 1 })) });
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

test('catalogue: fields, negation and phrases narrow the list; a bad field names itself under the box', async () => {
  const search = page.getByRole('searchbox', { name: 'Search cards' });
  await search.fill('race:orc -unique skill:warrior');
  const want = await expectedIds('race:orc -unique skill:warrior');
  expect(want.length).toBeGreaterThan(0);
  await expect.poll(() => gridIds('Cards')).toEqual(want);

  await search.fill('"one ring" t:item');
  const ring = await expectedIds('"one ring" t:item');
  await expect.poll(() => gridIds('Cards')).toEqual(ring);
  expect(await page.getByRole('grid', { name: 'Cards' }).textContent()).toContain('The One Ring');

  // A typo in a field: the message says which and how to fix it; the rest still searches.
  await search.fill('tpye:hazard balin');
  const problem = page.getByTestId('search-syntax-problem');
  await expect.poll(() => problem.textContent()).toContain('unknown field "tpye": did you mean "type"?');
  await expect.poll(() => gridIds('Cards')).toEqual(await expectedIds('balin'));
  await screenshot(page, 'search-syntax-catalogue-error');
  await search.fill('type:hazard mp>=3 set:td');
  await expect.poll(() => problem.count()).toBe(0);
  await expect.poll(() => gridIds('Cards')).toEqual(await expectedIds('type:hazard mp>=3 set:td'));
  await screenshot(page, 'search-syntax-catalogue');

  // Typo tolerance.
  await search.fill('gandlf');
  await expect.poll(() => highlightedRow(page, 'Cards').locator('.name-text').textContent()).toMatch(/^\s*Gandalf/);
});

test('the ? overlay documents the syntax', async () => {
  await page.getByRole('grid', { name: 'Cards' }).click();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await dialog.getByRole('heading', { name: 'Search syntax' }).waitFor();
  for (const example of ['type:hazard', 'mp>=2', 'race:dwarf', 'place:binder-2', 'in:thursday-group', '-type:site', '"one ring"']) {
    await dialog.locator('code', { hasText: example }).first().waitFor();
  }
  await dialog.locator('code', { hasText: '-"one ring"' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'search-syntax-overlay');
  await page.keyboard.press('Escape');
});

test('collection: owned, missing, place: and in: in the quick entry', async () => {
  await page.keyboard.press('Alt+2');
  await page.getByRole('heading', { name: 'Collection' }).waitFor();
  const entry = page.getByRole('searchbox', { name: /Quick entry/ });
  await entry.fill('place:binder-2');
  await expect.poll(() => gridIds('Matches')).toEqual(await expectedIds('place:binder-2'));
  expect((await gridIds('Matches')).length).toBe(1);

  await entry.fill('in:thursday-group');
  await expect.poll(() => gridIds('Matches')).toEqual(await expectedIds('in:thursday-group'));
  expect((await gridIds('Matches')).length).toBe(4);
  // A misspelt set name is named, with the closest one.
  await entry.fill('in:thursday-grup');
  await expect.poll(() => page.getByTestId('search-syntax-problem').textContent()).toContain('no Arda set named "thursday-grup": did you mean "thursday-group"?');
  await entry.fill('race:dwarf missing');
  const missing = await expectedIds('race:dwarf missing');
  await expect.poll(() => gridIds('Matches')).toEqual(missing);
  await entry.fill('race:dwarf owned -in:thursday-group');
  await expect.poll(() => gridIds('Matches')).toEqual(await expectedIds('race:dwarf owned -in:thursday-group'));
  await screenshot(page, 'search-syntax-collection');
});

test('set editor finder: the syntax plus type, alignment, owned-only and free-only filters', async () => {
  await page.goto(`${app.server.url}#/sets/${setId}`);
  await page.getByRole('heading', { name: 'Thursday Group', level: 1 }).waitFor();
  const finder = page.getByRole('region', { name: 'Add cards from the catalogue' });
  const listIds = () => finder.getByRole('listbox', { name: 'Catalogue matches' }).locator('[role=option]').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-card-id') ?? '').sort());
  const box = finder.getByRole('searchbox');
  await box.fill('race:dwarf');
  await expect.poll(listIds).toEqual(await expectedIds('race:dwarf'));

  await finder.getByLabel('Type', { exact: true }).selectOption('Character');
  await finder.getByLabel('Alignment', { exact: true }).selectOption('Hero');
  await expect.poll(listIds).toEqual(await expectedIds('race:dwarf', { types: ['Character'], alignments: ['Hero'] }));
  await finder.getByLabel('Owned only').check();
  const owned = await expectedIds('race:dwarf', { types: ['Character'], alignments: ['Hero'], ownership: 'owned' });
  await expect.poll(listIds).toEqual(owned);
  // Free only: the four copies the set holds are not free.
  await finder.getByLabel('Free only').check();
  const free = await expectedIds('race:dwarf', { types: ['Character'], alignments: ['Hero'], ownership: 'owned', free: true });
  await expect.poll(listIds).toEqual(free);
  expect(free.length).toBeLessThan(owned.length);
  await screenshot(page, 'search-syntax-finder');
  // Adding a free copy to the set uses it: the free-only list lets it go.
  const added = await finder.locator('[role=option][aria-selected=true]').getAttribute('data-card-id');
  expect(free).toContain(added);
  await box.press('Enter');
  await expect.poll(listIds).toEqual(free.filter((id) => id !== added));

  await box.fill('mp>=bad');
  await expect.poll(() => finder.getByTestId('search-syntax-problem').textContent()).toContain('mp needs a whole number');
  await screenshot(page, 'search-syntax-finder-error');
  expect(errors).toEqual([]);
});
