import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { launchBrowser, openPage, screenshot, startApp, type TestApp } from './support';

let browser: Browser;
let app: TestApp;

beforeAll(async () => {
  browser = await launchBrowser();
  app = await startApp();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

test('first start without card data shows the welcome screen, whatever the deep link', async () => {
  const { page, errors } = await openPage(browser, `${app.server.url}#/collection`);
  await page.getByRole('heading', { name: 'Welcome, curator' }).waitFor();
  expect(page.url()).toMatch(/#\/welcome$/);
  await expect(page.getByRole('button', { name: 'Download card data' }).isVisible()).resolves.toBe(true);
  await expect(page.getByText('Choose a card file…').isVisible()).resolves.toBe(true);
  // Without cards the rail offers only Settings.
  const rail = page.getByRole('navigation', { name: 'Main' });
  await expect.poll(() => rail.getByRole('link').allTextContents()).toEqual(['Settings']);
  await screenshot(page, 'welcome');
  expect(errors).toEqual([]);
});

test('a file that is not a card database fails where the user acted, in plain words', async () => {
  const { page } = await openPage(browser, app.server.url);
  await page.getByRole('heading', { name: 'Welcome, curator' }).waitFor();
  await page.locator('[data-testid=card-file]').setInputFiles({ name: 'cards.json', mimeType: 'application/json', buffer: Buffer.from('{"nope": 1}') });
  const alert = page.getByRole('alert');
  await alert.waitFor();
  expect((await alert.textContent())?.length).toBeGreaterThan(10);
  expect(page.url()).toMatch(/#\/welcome$/);
});
