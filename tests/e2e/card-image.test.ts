/**
 * A card's image in the detail pane: fetched from the set's imageBaseUrl once, cached on
 * disk, served to the page through the token-guarded image route under the app's CSP —
 * and still shown when the image server is gone.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type LoopbackServer } from '../helpers/httpServer';
import { CARD_FILE, launchBrowser, openPage, screenshot, startApp, type TestApp } from './support';

// Our own icon stands in for a card scan.
const scan = readFileSync(resolve(__dirname, '../../resources/icon.png'));
let browser: Browser;
let app: TestApp;
let imageServer: LoopbackServer;

beforeAll(async () => {
  browser = await launchBrowser();
  imageServer = await startServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': scan.length });
    res.end(scan);
  });
  app = await startApp();
  // The shared card file with The Wizards' images pointed at the local server.
  const data = JSON.parse(readFileSync(CARD_FILE, 'utf8')) as Record<string, { imageBaseUrl: Record<string, string> }>;
  data.TW!.imageBaseUrl = { en: imageServer.url('/tw/') };
  const file = join(app.dir, 'cards-local-images.json');
  writeFileSync(file, JSON.stringify(data));
  await app.server.services.importCardFile(file);
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  await imageServer?.close();
});

async function showGandalf(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Catalogue' }).waitFor();
  await page.keyboard.press('/');
  await page.keyboard.type('gandalf');
  await page.getByRole('heading', { name: 'Gandalf', level: 2 }).or(page.locator('img.scan')).first().waitFor();
}

async function scanLoaded(page: Page): Promise<{ src: string; width: number }> {
  const img = page.locator('img.scan[alt="Gandalf"]');
  await img.waitFor();
  await page.waitForFunction(() => {
    // The first card's image may show before the search result replaces it: wait for Gandalf's.
    const el = document.querySelector<HTMLImageElement>('img.scan');
    return el !== null && el.alt === 'Gandalf' && el.complete && el.naturalWidth > 0;
  });
  return img.evaluate((el: HTMLImageElement) => ({ src: el.src, width: el.naturalWidth }));
}

test('the detail pane shows the card image, cached on disk after the first view', async () => {
  const { page, errors } = await openPage(browser, `${app.server.url}#/catalogue`);
  await showGandalf(page);
  const first = await scanLoaded(page);
  expect(first.src).toContain('/image-cache/');
  expect(first.width).toBeGreaterThan(0);
  expect(imageServer.requests.filter((path) => path === '/tw/Gandalf.jpg')).toHaveLength(1);
  await screenshot(page, 'card-image');

  // The image server goes away; a new page still shows the cached file.
  await imageServer.close();
  const again = await openPage(browser, `${app.server.url}#/catalogue`);
  await showGandalf(again.page);
  const second = await scanLoaded(again.page);
  expect(second.width).toBe(first.width);
  expect(errors).toEqual([]);
  expect(again.errors).toEqual([]);
});

test('the image route refuses requests without the token', async () => {
  const response = await fetch(`http://127.0.0.1:${app.server.port}/image-cache/${'0'.repeat(40)}.jpg`);
  expect(response.status).toBe(403);
});
