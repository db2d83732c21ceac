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

test('the ? overlay, a filter chip, and Spanish names reaching the catalogue', async () => {
  const { page, errors } = await openPage(browser, app.server.url);
  await importCardFile(page);

  await page.getByRole('grid', { name: 'Cards' }).focus();
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await dialog.waitFor();
  expect(await dialog.textContent()).toContain('Clear the search, then close the card pane');
  expect(await dialog.textContent()).toContain('Go to Catalogue, Collection, Arda Sets, Sleeves, Play, Settings');
  await screenshot(page, 'shortcuts');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  // A filter chip narrows the list and clears on its own.
  await page.getByRole('button', { name: 'Type filter', exact: true }).click();
  await page.getByRole('group', { name: 'Type values' }).getByLabel(/^Site/).check();
  await page.keyboard.press('Escape');
  await expect.poll(() => page.locator('.top .count').textContent()).not.toMatch(/1,683/);
  await page.getByRole('grid', { name: 'Cards' }).locator('[role=row][aria-rowindex="2"]').click();
  await screenshot(page, 'catalogue-filtered');
  await page.getByRole('button', { name: 'Clear Type filter' }).click();
  await expect.poll(() => page.locator('.top .count').textContent()).toMatch(/1,683/);

  await page.keyboard.press('Alt+6');
  await page.getByRole('heading', { name: 'Settings' }).waitFor();
  // The computer players' pace is saved as the bot delay.
  expect((await app.server.services.handlers['settings.get']({})).botDelayMs).toBe(500);
  await page.getByLabel("Computer players' pace").selectOption({ label: '1.5 s' });
  await expect.poll(async () => (await app.server.services.handlers['settings.get']({})).botDelayMs).toBe(1500);
  await page.getByLabel('Card names and text').selectOption('es');
  await screenshot(page, 'settings');
  await page.keyboard.press('Alt+1');
  // The UI follows the card language too: the search box is labelled in Spanish now.
  await page.getByRole('searchbox', { name: 'Buscar cartas' }).fill('encuentro casual');
  await page.getByRole('grid', { name: 'Cartas' }).getByText('Un Encuentro Casual').waitFor();
  expect(errors).toEqual([]);
});
