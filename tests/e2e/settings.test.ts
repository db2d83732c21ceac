/** Settings and the ? overlay: language switch reaches the catalogue; shortcuts are listed per view. */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { importCardFile, launchBrowser, openPage, screenshot, startApp, type TestApp } from './support';

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

test('the ? overlay lists the current view’s keys, and Spanish names reach the catalogue', async () => {
  const { page, errors } = await openPage(browser, app.server.url);
  await importCardFile(page);

  await page.getByRole('grid', { name: 'Cards' }).focus();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain('Clear the search, then close the card pane');
  await screenshot(page, 'shortcuts');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  await page.keyboard.press('Alt+3');
  await page.getByRole('heading', { name: 'Settings' }).waitFor();
  await page.getByLabel('Card names and text').selectOption('es');
  await screenshot(page, 'settings');
  await page.keyboard.press('Alt+1');
  await page.getByRole('searchbox', { name: 'Search cards' }).fill('encuentro casual');
  await page.getByRole('grid', { name: 'Cards' }).getByText('Un Encuentro Casual').waitFor();
  expect(errors).toEqual([]);
});
