/**
 * The Arda Sets list and the set editor's compare and sample-setup dialogs in German and Spanish
 * (the card-language setting picks the UI language), with a card name from the data in between.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { appWithHeroSet, launchBrowser, openPage, screenshot, startApp, type TestApp } from './support';

let browser: Browser;
let app: TestApp;
let setId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  app = await startApp();
  setId = await appWithHeroSet(app, 'Donnerstag', 2);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

test('German and Spanish labels on the sets list and in the compare and sample-setup dialogs', async () => {
  const services = app.server.services;
  services.handlers['settings.update']({ language: 'de' });
  const { page, errors } = await openPage(browser, `${app.server.url}#/sets`);
  await page.getByRole('heading', { name: 'Arda-Sets' }).waitFor();
  const grid = page.getByRole('grid', { name: 'Arda-Sets' });
  await expect.poll(() => grid.getByRole('columnheader').allTextContents()).toEqual(['Name', 'Profil', 'Spieler', 'Karten', 'Fehler', 'Warnungen', 'Geändert', 'Aktionen']);
  await grid.getByRole('button', { name: 'Donnerstag exportieren' }).waitFor();
  await screenshot(page, 'i18n-sets-de');

  await page.goto(`${app.server.url}#/sets/${setId}`);
  await page.getByRole('button', { name: 'Probeaufbau…' }).click();
  const sample = page.getByTestId('sample-dialog');
  await sample.getByRole('heading', { name: 'Probeaufbau von Donnerstag' }).waitFor();
  await expect.poll(() => sample.textContent()).toContain('Spielhand (8)');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Vergleichen…' }).click();
  // Never exported, and no other set: the dialog says why there is nothing to compare.
  await expect.poll(() => page.getByTestId('compare-dialog').textContent()).toContain('noch nicht exportiert');
  await page.keyboard.press('Escape');

  services.handlers['settings.update']({ language: 'es' });
  // The setting changed behind the page's back: reload so the app reads it again.
  await page.goto(`${app.server.url}#/sets`);
  await page.reload();
  await page.getByRole('heading', { name: 'Mazos Arda' }).waitFor();
  await page.getByRole('button', { name: 'Exportar Donnerstag' }).waitFor();
  await screenshot(page, 'i18n-sets-es');
  expect(errors).toEqual([]);
});
