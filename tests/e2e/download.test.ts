/**
 * Downloading the card database from the welcome screen, against a small HTTP server on
 * 127.0.0.1 that serves the shared card file: the progress bar moves, a broken transfer
 * is refused where the user acted, and the catalogue is left as it was.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { sendSlowly, startServer, type LoopbackServer } from '../helpers/httpServer';
import { CARD_FILE, launchBrowser, openPage, screenshot, startApp, type TestApp } from './support';

const cardBytes = readFileSync(CARD_FILE);
let browser: Browser;
let cardServer: LoopbackServer;

beforeAll(async () => {
  browser = await launchBrowser();
  cardServer = await startServer((req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': cardBytes.length });
    if (req.url === '/broken.json') {
      // Announce the whole file, send half, then drop the connection.
      res.write(cardBytes.subarray(0, cardBytes.length / 2), () => res.destroy());
      return;
    }
    // Slow enough that the progress bar is seen moving.
    void sendSlowly(res, cardBytes, 256 * 1024, 120);
  });
});

afterAll(async () => {
  await browser?.close();
  await cardServer?.close();
});

async function appWithUrl(path: string): Promise<TestApp> {
  const app = await startApp();
  await app.server.services.handlers['settings.update']({ cardDatabaseUrl: cardServer.url(path) });
  return app;
}

test('downloads the card database with a moving progress bar, then shows the catalogue', async () => {
  const app = await appWithUrl('/cards.json');
  try {
    const { page, errors } = await openPage(browser, app.server.url);
    await page.getByRole('heading', { name: 'Welcome, curator' }).waitFor();
    await expect(page.getByText(cardServer.url('/cards.json')).isVisible()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Download card data' }).click();

    const progress = page.locator('progress');
    await progress.waitFor();
    await page.getByText(/MB of [\d.]+ MB/).waitFor();
    await screenshot(page, 'download-progress');
    const seen = new Set<string>();
    for (let i = 0; i < 20 && (await progress.count()) > 0; i++) {
      const value = await progress.getAttribute('value', { timeout: 200 }).catch(() => null);
      if (value) seen.add(value);
      await page.waitForTimeout(100);
    }
    // More than one distinct fraction: the bar moved while bytes arrived.
    expect(seen.size).toBeGreaterThan(1);

    await page.getByRole('heading', { name: 'Catalogue' }).waitFor({ timeout: 60_000 });
    await page.getByText(/Loaded 1,683 cards in 7 sets/).waitFor();
    const info = await app.server.services.handlers['app.info']({});
    expect(info.cardCount).toBe(1683);
    expect(info.cardSource).toBe(cardServer.url('/cards.json'));
    expect(errors).toEqual([]);
  } finally {
    await app.close();
  }
});

test('a transfer that breaks off is refused where the user acted and changes nothing', async () => {
  const app = await appWithUrl('/broken.json');
  try {
    const { page } = await openPage(browser, app.server.url);
    await page.getByRole('heading', { name: 'Welcome, curator' }).waitFor();
    await page.getByRole('button', { name: 'Download card data' }).click();
    const alert = page.getByRole('alert');
    await alert.waitFor({ timeout: 30_000 });
    const message = (await alert.textContent()) ?? '';
    expect(message).toContain(cardServer.url('/broken.json'));
    expect(message).toMatch(/broke off|failed/i);
    // Still on the welcome screen, with no card data.
    await expect(page.getByRole('heading', { name: 'Welcome, curator' }).isVisible()).resolves.toBe(true);
    const info = await app.server.services.handlers['app.info']({});
    expect(info.cardCount).toBe(0);
  } finally {
    await app.close();
  }
});
