/** The UI's own labels follow the card-language setting where a translation exists (vue-i18n), without CSP errors. */
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

test('Spanish, German and French labels in the rail and Settings; Italian falls back to English; back to English', async () => {
  const { page, errors } = await openPage(browser, app.server.url);
  await importCardFile(page);
  const rail = page.getByRole('navigation').first();
  await expect.poll(() => rail.textContent()).toContain('Collection');

  await page.keyboard.press('Alt+6');
  // By its test id: the label itself is translated once the first language is picked.
  const language = page.getByTestId('card-language');
  await expect.poll(() => page.getByLabel('Card names and text').count()).toBe(1);
  for (const [lang, words, label] of [
    ['es', ['Catálogo', 'Colección', 'Ajustes'], 'Nombres y textos de las cartas'],
    ['de', ['Katalog', 'Sammlung', 'Einstellungen'], 'Kartennamen und -texte'],
    ['fr', ['Pochettes', 'Jouer', 'Réglages'], 'Noms et textes des cartes'],
  ] as const) {
    await language.selectOption(lang);
    // Soft hyphens (long German labels in the narrow rail) are not part of the word.
    for (const word of words) await expect.poll(async () => (await rail.textContent())?.replaceAll('\u00AD', '')).toContain(word);
    // Settings' own labels too: the language picker's label, the headings.
    await page.getByLabel(label).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
    await screenshot(page, `i18n-settings-${lang}`);
  }
  // Italian cards exist in the data, but the UI has no Italian labels: English.
  await language.selectOption('it');
  await expect.poll(() => rail.textContent()).toContain('Settings');
  await language.selectOption('en');
  await expect.poll(() => rail.textContent()).toContain('Catalogue');
  expect(errors).toEqual([]);
});
