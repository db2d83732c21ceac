/**
 * The card preview pane of the set editor and the sleeves view, on a set built from the ten
 * GCCG deck lists with the full card database: the card under the pointer and the keyboard
 * highlight show in it; a card with no cached image shows as text, one whose image was
 * cached shows the scan; hovering never downloads an image; a pointer sweeping across rows
 * asks for one card, not one per row; I hides it and the choice survives a reload. Checked
 * at 1280×720 and 1360×860 with screenshots.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type LoopbackServer } from '../helpers/httpServer';
import { CARD_FILE, launchBrowser, openPage, screenshot, startApp, type TestApp } from './support';

const GCCG = join(__dirname, '../../../shared/decks/gccg');
// Our own icon stands in for a card scan.
const scanBytes = readFileSync(resolve(__dirname, '../../resources/icon.png'));

let browser: Browser;
let app: TestApp;
let imageServer: LoopbackServer;
let page: Page;
let errors: string[];
let setId: number;
/** A Play deck card whose image is in the cache before the page opens. */
let cachedId: string;
let cachedImagePath: string;

const nameOf = (id: string) => app.server.services.db.prepare('SELECT name_en FROM cards WHERE id = ?').pluck().get(id) as string;

beforeAll(async () => {
  browser = await launchBrowser();
  imageServer = await startServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': scanBytes.length });
    res.end(scanBytes);
  });
  app = await startApp();
  // The shared card file with every set's images on the local server: any download would show there.
  const data = JSON.parse(readFileSync(CARD_FILE, 'utf8')) as Record<string, { imageBaseUrl: Record<string, string> }>;
  for (const [code, set] of Object.entries(data)) set.imageBaseUrl = { en: imageServer.url(`/${code.toLowerCase()}/`) };
  const file = join(app.dir, 'cards-local-images.json');
  writeFileSync(file, JSON.stringify(data));
  await app.server.services.importCardFile(file);
  const handlers = app.server.services.handlers;
  for (const deck of readdirSync(GCCG).sort()) {
    await handlers['collection.import']({ fileName: deck, content: readFileSync(join(GCCG, deck), 'utf8'), skipUnresolved: true });
  }
  const built = await handlers['sets.build']({ name: 'Preview group', profileId: 'arda-revised-wizard', players: 5 });
  setId = built.set.id;
  // Seed the image cache with one Play deck card from The Wizards (not the first row, so the pane starts on text).
  const tw = built.set.decks.play.map((e) => e.cardId).filter((id) => id.startsWith('TW-')).sort();
  cachedId = tw[Math.floor(tw.length / 2)]!;
  const seeded = await handlers['cards.image']({ id: cachedId, lang: 'en' });
  expect(seeded.status).toBe('cached');
  expect(imageServer.requests).toHaveLength(1);
  cachedImagePath = imageServer.requests[0]!;
  ({ page, errors } = await openPage(browser, `${app.server.url}#/sets/${setId}`));
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await imageServer?.close();
});

const pane = () => page.getByRole('region', { name: 'Card preview' });
const shownId = () => pane().locator('[data-preview-id]').getAttribute('data-preview-id', { timeout: 5000 });
const deckRows = () => page.getByRole('grid', { name: 'Play deck cards' }).locator('.scroller [role=row]');

/** Counts the API calls of one method the page makes from now on. */
function countCalls(method: string): { count: () => number; stop: () => void } {
  let n = 0;
  const listener = (request: { url(): string }) => {
    if (request.url().includes(`/api/${method}`)) n++;
  };
  page.on('request', listener);
  return { count: () => n, stop: () => page.off('request', listener) };
}

/** The pane, the table and the viewport: the pane below the table, on screen, the table left rows to show. */
async function checkLayout(tableName: string | RegExp, keepsAllColumns: boolean): Promise<void> {
  const viewport = page.viewportSize()!;
  const table = page.getByRole('grid', { name: tableName });
  const t = (await table.boundingBox())!;
  const p = (await pane().boundingBox())!;
  expect(p.y).toBeGreaterThanOrEqual(t.y + t.height);
  expect(p.y + p.height).toBeLessThanOrEqual(viewport.height);
  expect(p.x + p.width).toBeLessThanOrEqual(viewport.width);
  // Room for several rows still.
  expect(t.height).toBeGreaterThan(5 * 34);
  if (keepsAllColumns) {
    const last = (await table.getByRole('columnheader').last().boundingBox())!;
    expect(last.x + last.width).toBeLessThanOrEqual(t.x + t.width);
  }
}

test('set editor: the pane follows the pointer and the keyboard; text without a cached image, the scan with one; no download', async () => {
  await page.setViewportSize({ width: 1360, height: 860 });
  await deckRows().first().waitFor();
  const ids = await deckRows().evaluateAll((rows) => rows.map((r) => r.getAttribute('data-card-id')!));
  expect(ids.length).toBeGreaterThan(50);
  // At first: the highlighted card (the first row), as text.
  await expect.poll(shownId).toBe(ids[0]);
  await expect(pane().getByRole('article', { name: `${nameOf(ids[0]!)} (text)` }).count()).resolves.toBe(1);
  await checkLayout('Play deck cards', true);

  // The pointer over the fourth row shows that card, as text (nothing cached for it).
  await deckRows().nth(3).hover();
  await expect.poll(shownId).toBe(ids[3]);
  await expect(pane().getByRole('heading', { name: nameOf(ids[3]!) }).count()).resolves.toBe(1);
  await expect(pane().locator('img').count()).resolves.toBe(0);

  // The keyboard: a click highlights row 2, ↓ ↓ moves to row 4 while the pointer rests on row 2.
  await deckRows().nth(1).click();
  await expect.poll(shownId).toBe(ids[1]);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect.poll(shownId).toBe(ids[3]);

  // A sweep across eight rows asks for the card details once or twice, not once a row.
  const calls = countCalls('cards.get');
  const first = (await deckRows().nth(1).boundingBox())!;
  const last = (await deckRows().nth(9).boundingBox())!;
  await page.mouse.move(first.x + 60, first.y + first.height / 2);
  await page.mouse.move(last.x + 60, last.y + last.height / 2, { steps: 20 });
  await expect.poll(shownId).toBe(ids[9]);
  calls.stop();
  console.log(`a pointer sweep over 8 rows: ${calls.count()} cards.get request(s)`);
  expect(calls.count()).toBeLessThanOrEqual(3);
  await screenshot(page, 'card-preview-editor-1360');

  // The card whose image is cached: the scan, served from the cache; the text beside it.
  const images = countCalls('cards.image');
  const row = page.getByRole('grid', { name: 'Play deck cards' }).locator(`[data-card-id="${cachedId}"]`);
  await row.scrollIntoViewIfNeeded();
  await row.hover();
  await expect.poll(shownId).toBe(cachedId);
  const img = pane().locator('img.scan');
  await img.waitFor();
  await page.waitForFunction(() => {
    const el = document.querySelector<HTMLImageElement>('[data-testid=card-preview] img.scan');
    return el !== null && el.complete && el.naturalWidth > 0;
  });
  expect(await img.getAttribute('src')).toContain('/image-cache/');
  await expect(pane().getByRole('heading', { name: nameOf(cachedId) }).count()).resolves.toBe(1);
  images.stop();
  expect(images.count()).toBeGreaterThan(0);
  await screenshot(page, 'card-preview-editor-image-1360');
  // Hovered, the scan grows over the list to be read.
  const small = (await img.boundingBox())!;
  await img.hover();
  await expect.poll(async () => (await img.boundingBox())!.height).toBeGreaterThan(small.height * 1.8);
  await screenshot(page, 'card-preview-editor-image-zoom-1360');
  // However many cards were previewed, the image server saw only the seeding download.
  expect(imageServer.requests).toEqual([cachedImagePath]);

  // 1280×720: the pane still below the table, on screen.
  await page.setViewportSize({ width: 1280, height: 720 });
  await deckRows().nth(2).hover();
  await expect.poll(shownId).toBe(ids[2]);
  await checkLayout('Play deck cards', false);
  await screenshot(page, 'card-preview-editor-1280');

  // The visual view: the highlighted card (the one with a cached image) scrolled into view as its scan; the pointer previews too.
  await row.click();
  await page.keyboard.press('v');
  const stacks = page.getByRole('listbox', { name: 'Play deck cards' }).locator('[role=option]');
  const scanned = stacks.and(page.locator(`[data-card-id="${cachedId}"]`));
  await scanned.locator('img').waitFor();
  await expect(scanned.getAttribute('aria-selected')).resolves.toBe('true');
  await screenshot(page, 'card-preview-visual-1280');
  // The mouse on the name strip of another stack in sight (a card taller than the view cannot be scrolled into view whole for hover()).
  const view = (await page.getByRole('listbox', { name: 'Play deck cards' }).boundingBox())!;
  const strips = await stacks.evaluateAll((els) => els.map((el) => ({ id: el.getAttribute('data-card-id')!, ...JSON.parse(JSON.stringify(el.getBoundingClientRect())) as { x: number; y: number } })));
  const other = strips.find((r) => r.id !== cachedId && r.y > view.y + 40 && r.y + 20 < view.y + view.height)!;
  await page.mouse.move(other.x + 40, other.y + 12);
  await expect.poll(shownId).toBe(other.id);
  await page.keyboard.press('v');
  expect(imageServer.requests).toEqual([cachedImagePath]);
  await deckRows().first().waitFor();
  expect(errors).toEqual([]);
});

test('I hides the pane and shows it again; the choice is a setting, kept over a reload', async () => {
  await page.setViewportSize({ width: 1360, height: 860 });
  await page.goto(`${app.server.url}#/sets/${setId}`);
  await pane().waitFor();
  await page.getByRole('group', { name: 'Deck view' }).getByRole('button', { name: 'Table' }).click();
  await page.getByRole('grid', { name: 'Play deck cards' }).focus();
  await page.keyboard.press('i');
  const reopen = page.getByRole('button', { name: /Show the card preview/ });
  await reopen.waitFor();
  await expect(pane().count()).resolves.toBe(0);
  await expect.poll(async () => (await app.server.services.handlers['settings.get']({})).cardPreview).toBe(false);
  await page.reload();
  await reopen.waitFor();
  await expect(pane().count()).resolves.toBe(0);
  await reopen.click();
  await pane().waitFor();
  await expect.poll(async () => (await app.server.services.handlers['settings.get']({})).cardPreview).toBe(true);
  expect(errors).toEqual([]);
});

test('sleeves view: the copy under the pointer or the highlight, and the candidate site under the pointer', async () => {
  await page.setViewportSize({ width: 1280, height: 720 });
  await page.goto(`${app.server.url}#/sleeves/${setId}`);
  const copies = page.getByRole('grid', { name: 'MP copies' }).locator('.scroller [role=row]');
  await copies.first().waitFor();
  const ids = await copies.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-card-id')!));
  await expect.poll(shownId).toBe(ids[0]);
  await checkLayout('MP copies', true);

  await copies.nth(4).hover();
  await expect.poll(shownId).toBe(ids[4]);
  await expect(pane().getByRole('article', { name: `${nameOf(ids[4]!)} (text)` }).count()).resolves.toBe(1);

  // Keyboard: the highlighted copy, whatever the pointer rests on.
  await copies.nth(1).click();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  const highlighted = await page.getByRole('grid', { name: 'MP copies' }).locator('[role=row][aria-selected=true]').getAttribute('data-card-id');
  await expect.poll(shownId).toBe(highlighted);

  // A candidate site under the pointer.
  const site = page.getByRole('listbox', { name: 'Candidate sites' }).locator('[data-site-id]').first();
  const siteId = await site.getAttribute('data-site-id');
  await site.hover();
  await expect.poll(shownId).toBe(siteId);
  await expect(pane().getByRole('heading', { name: nameOf(siteId!) }).count()).resolves.toBe(1);
  await screenshot(page, 'card-preview-sleeves-1280');

  await page.setViewportSize({ width: 1360, height: 860 });
  await checkLayout('MP copies', true);
  expect(imageServer.requests).toEqual([cachedImagePath]);
  expect(errors).toEqual([]);
});
