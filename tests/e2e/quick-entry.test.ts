/**
 * Quick entry at typing speed (issue 11, first defect): a new query always highlights its
 * best match, so Enter never adds the card added just before because it also matches the
 * next query through its rules text ("rivendell" Enter "lorien" Enter added a second
 * Rivendell). Thirty queries are typed at 20 ms a key, each followed at once by Enter, in
 * the collection and in the set editor's finder; quick entry also reads a leading count
 * and a set code ("3 orc-raiders", "gandalf wh").
 *
 * The expected card of each query comes from ../shared/cards/cards.json by the ranking
 * rule: the card whose English name is the query, else the one name starting with it;
 * among printings of one name the earliest set.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { tokenize } from '../../src-shared/text/fold';
import { CARD_FILE, importCardFile, launchBrowser, openPage, screenshot, startApp, type TestApp } from './support';

// Real names and prefixes, in an order where many a card's text names the next query
// (Minor Ring's text names Lesser Rings; Carn Dûm's names Dol Guldur; the Mirkwood regions each other).
const QUERIES = [
  'rivendell', 'lorien', 'mino', 'lesser ring', 'dol amroth', 'edhe', 'grey havens', 'carn dum', 'dol gu', 'great troll',
  'the balrog', 'mori', 'adunaphel', 'dagorlad', 'southern mi', 'anduin vales', 'western mirkwood', 'woodl', 'northern rhovanion', 'iron hills',
  'withered he', 'ready to his will', 'giant', 'zara', 'earth-tremors', 'bridge', 'whip of', 'old pukel gap', 'anfalas', 'obey',
];

interface RawCard {
  id: string;
  set: string;
  name: Record<string, string>;
  text?: Record<string, string>;
}

const raw = JSON.parse(readFileSync(CARD_FILE, 'utf8')) as Record<string, { order: number; cards: Record<string, RawCard> }>;
const CARDS = Object.values(raw).flatMap((s) => Object.values(s.cards).map((c) => ({ ...c, order: s.order, key: tokenize(c.name.en ?? '').join(' ') })));

/** The card a query must add: exact name first, then the one name it starts; the earliest set of that name. */
function expectedCard(query: string): (typeof CARDS)[number] {
  const q = tokenize(query).join(' ');
  const exact = CARDS.filter((c) => c.key === q);
  const matches = exact.length > 0 ? exact : CARDS.filter((c) => c.key.startsWith(q));
  // The queries are chosen so that this is one name, printed at most once per set.
  expect(new Set(matches.map((c) => c.key)).size, query).toBe(1);
  expect(new Set(matches.map((c) => c.set)).size, query).toBe(matches.length);
  return [...matches].sort((a, b) => a.order - b.order)[0]!;
}

/** True when every word of the query starts a word of the card's English rules text. */
function textMatches(card: RawCard, query: string): boolean {
  const words = new Set(tokenize((card.text?.en ?? '').replace(/<[^>]*>/g, ' ')));
  return tokenize(query).every((q) => [...words].some((w) => w.startsWith(q)));
}

const EXPECTED = QUERIES.map(expectedCard);

let browser: Browser;
let app: TestApp;
let page: Page;
let errors: string[];
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
});

/** Owned counts by card id, straight from the database. */
async function owned(): Promise<Record<string, number>> {
  const out = await handlers()['cards.search']({ query: '', filters: { ownership: 'owned' }, sort: { key: 'name', dir: 'asc' }, lang: 'en' });
  return Object.fromEntries(out.rows.map((r) => [r.id, r.owned]));
}

const copies = (counts: Record<string, number>) => Object.values(counts).reduce((n, c) => n + c, 0);

/** Types each query at 20 ms a key and presses Enter at once, never waiting for the list. */
async function typeAll(queries: readonly string[]): Promise<void> {
  for (const q of queries) {
    await page.keyboard.type(q, { delay: 20 });
    await page.keyboard.press('Enter');
  }
}

test('the chosen queries are distinct cards, and many match the card before through its text', () => {
  expect(new Set(EXPECTED.map((c) => c.id)).size).toBe(QUERIES.length);
  const throughText = QUERIES.filter((q, i) => i > 0 && textMatches(EXPECTED[i - 1]!, q));
  expect(throughText.length).toBeGreaterThanOrEqual(15);
});

test('collection: 30 fast-typed queries add exactly the 30 expected cards', async () => {
  await page.keyboard.press('Alt+2');
  await page.getByRole('heading', { name: 'Collection' }).waitFor();
  const entry = page.getByRole('searchbox', { name: /Quick entry/ });
  await expect.poll(() => entry.evaluate((el) => el === document.activeElement)).toBe(true);

  await typeAll(QUERIES);
  await expect.poll(async () => copies(await owned()), { timeout: 20_000 }).toBe(QUERIES.length);
  expect(await owned()).toEqual(Object.fromEntries(EXPECTED.map((c) => [c.id, 1])));
  await page.getByRole('status').filter({ hasText: `Added ${EXPECTED.at(-1)!.name.en} (${EXPECTED.at(-1)!.set}): now 1` }).waitFor();
  await screenshot(page, 'quick-entry-collection');
  expect(errors).toEqual([]);
});

test('collection: a leading count, a set code or a card id ("3 orc-raiders", "gandalf wh", "2 TW-181")', async () => {
  const before = await owned();
  const orcRaiders = expectedCard('orc-raiders');
  const gandalfWh = CARDS.find((c) => c.key === 'gandalf' && c.set === 'WH')!;
  expect(expectedCard('gandalf').set).not.toBe('WH'); // the set code, not the ranking, picks it
  await typeAll(['3 orc-raiders', 'gandalf wh']);
  await expect.poll(async () => copies(await owned()), { timeout: 10_000 }).toBe(copies(before) + 4);
  const after = await owned();
  expect(after[orcRaiders.id]).toBe(3);
  expect(after[gandalfWh.id]).toBe(1);
  await page.getByRole('status').filter({ hasText: 'Added Gandalf (WH): now 1' }).waitFor();
  await page.keyboard.type('2 orc-raiders', { delay: 20 });
  await page.keyboard.press('Enter');
  await page.getByRole('status').filter({ hasText: `Added 2 × Orc-raiders (${orcRaiders.set}): now 5` }).waitFor();
  await screenshot(page, 'quick-entry-count-and-set');
  // One undo takes the two copies back together.
  await page.keyboard.press('Control+z');
  await expect.poll(async () => (await owned())[orcRaiders.id]).toBe(3);
  // A card id names its printing.
  const saruman = CARDS.find((c) => c.id === 'TW-181')!;
  await page.keyboard.type('2 tw-181', { delay: 20 });
  await page.keyboard.press('Enter');
  await page.getByRole('status').filter({ hasText: `Added 2 × ${saruman.name.en} (TW): now 2` }).waitFor();
  expect((await owned())[saruman.id]).toBe(2);
  expect(errors).toEqual([]);
});

test('set editor finder: the same 30 queries add exactly the expected cards the profile accepts', async () => {
  const state = await handlers()['sets.create']({ name: 'Fast finder', profileId: 'arda-revised-wizard', players: 4 });
  const setId = state.set.id;
  await page.goto(`${app.server.url}#/sets/${setId}`);
  await page.getByRole('heading', { name: 'Fast finder', level: 1 }).waitFor();
  await page.keyboard.press('/');
  const box = page.getByRole('searchbox', { name: /Find a card to add/ });
  await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);

  const availability = await handlers()['sets.availability']({ setId, cardIds: EXPECTED.map((c) => c.id) });
  const refused = new Set(availability.cards.filter((a) => a.refusal).map((a) => a.cardId));
  const accepted = EXPECTED.filter((c) => !refused.has(c.id));
  expect(accepted.length).toBeGreaterThanOrEqual(10);

  await typeAll(QUERIES);
  const held = async () => {
    const decks = (await handlers()['sets.get']({ id: setId })).set.decks;
    const out: Record<string, number> = {};
    for (const e of Object.values(decks).flat()) out[e.cardId] = (out[e.cardId] ?? 0) + e.copies + e.proxies;
    return out;
  };
  await expect.poll(async () => copies(await held()), { timeout: 30_000 }).toBe(accepted.length);
  // Give a wrong extra add time to land before the exact comparison.
  await page.waitForTimeout(500);
  expect(await held()).toEqual(Object.fromEntries(accepted.map((c) => [c.id, 1])));
  await screenshot(page, 'quick-entry-finder');
  expect(errors).toEqual([]);
});
