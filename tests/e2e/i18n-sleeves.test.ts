/**
 * The Sleeves view, its sleeve sheet and the card pane in German, then French (the card-language setting picks the UI
 * language): translated headings, columns, counts, the auto-pair report, site types and card figures, and no label
 * left as a raw key such as `sleeves.grid.label`. The refusal reasons come from the rules and stay English.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { CARD_FILE, launchBrowser, openPage, screenshot, startApp, type TestApp } from './support';

let browser: Browser;
let app: TestApp;
let setId: number;

const cardId = (name: string): string => {
  const id = app.server.services.db.prepare("SELECT id FROM cards WHERE name_en = ? AND alignment = 'Hero' ORDER BY id LIMIT 1").pluck().get(name) as string | undefined;
  if (!id) throw new Error(`no Hero card called ${name}`);
  return id;
};

beforeAll(async () => {
  browser = await launchBrowser();
  app = await startApp();
  const services = app.server.services;
  await services.importCardFile(CARD_FILE);
  const rangers = cardId('Rangers of the North');
  const bree = cardId('Bree');
  const palantir = cardId('Palantír of Orthanc');
  // Two Rangers but one Bree: one copy is sleeved, the other stays unpaired with the rules' reason.
  await services.handlers['collection.change']({
    label: 'i18n sleeves',
    changes: [
      { cardId: rangers, count: 2 },
      { cardId: bree, count: 1 },
      { cardId: palantir, count: 1 },
      { cardId: cardId('Gandalf'), count: 1 },
    ],
  });
  setId = (await services.handlers['sets.create']({ name: 'Hüllengruppe', profileId: 'arda-revised-wizard', players: 4 })).set.id;
  await services.handlers['sets.edit']({
    setId,
    label: 'MP deck',
    edits: [
      { deck: 'mp', cardId: rangers, copiesDelta: 2 },
      { deck: 'mp', cardId: palantir, copiesDelta: 1 },
    ],
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** Visible text and every aria-label, title and placeholder: none may be a message key left untranslated. */
async function rawKeys(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const out = [document.body.innerText, document.title];
    for (const el of Array.from(document.querySelectorAll('[aria-label], [title], [placeholder]'))) {
      for (const name of ['aria-label', 'title', 'placeholder']) out.push(el.getAttribute(name) ?? '');
    }
    return out;
  });
  const key = /\b(?:sleeves|card|common|nav|cardType|action|lots|wantTrade)\.[a-z][A-Za-z]*(?:\.[A-Za-z]+)*/g;
  return texts.flatMap((text) => text.match(key) ?? []);
}

async function setLanguage(page: Page, language: 'de' | 'fr', hash: string): Promise<void> {
  app.server.services.handlers['settings.update']({ language });
  // The setting changed behind the page's back: reload so the app reads it again.
  await page.goto(`${app.server.url}#${hash}`);
  await page.reload();
}

test('German: the Sleeves view, its report, the sleeve sheet and the card pane', async () => {
  app.server.services.handlers['settings.update']({ language: 'de' });
  const { page, errors } = await openPage(browser, `${app.server.url}#/sleeves`);
  await page.getByRole('heading', { name: 'Welches Set steckst du in Hüllen?' }).waitFor();
  await page.getByRole('link', { name: /Hüllengruppe/ }).click();
  await page.getByRole('heading', { name: 'Hüllen', level: 1 }).waitFor();
  const grid = page.getByRole('grid', { name: 'SP-Exemplare' });
  await expect.poll(() => grid.locator('.scroller [role=row]').count()).toBe(3);
  await expect.poll(() => grid.getByRole('columnheader').allTextContents()).toEqual(['SP-Karte', 'In der Hülle mit', 'Region', 'Typ', 'Aktionen']);
  await expect(page.getByLabel('Hüllenzählung').textContent()).resolves.toMatch(/3 SP-Karten\s*0 in Hüllen\s*3 ohne Hülle\s*0 von Hand/);
  expect(await page.title()).toBe('Hüllen von Hüllengruppe · Arda Curator');

  await page.getByRole('button', { name: /^Automatisch paaren/ }).click();
  const report = page.getByRole('region', { name: 'Bericht des automatischen Paarens' });
  await report.waitFor();
  // One Bree for two Rangers: one pair, two copies left (the second Ranger and the unowned-location Palantír).
  await expect(report.getByRole('heading').textContent()).resolves.toMatch(/Automatisch gepaart: 1 Paar, 0 von Hand behalten; 2 Exemplare ohne Paar/);
  const paired = grid.locator('.scroller [role=row]:not(.unpaired)').filter({ hasText: 'Bree' });
  await expect(paired.textContent()).resolves.toContain('Grenzfeste');
  await paired.getByRole('button', { name: /^Rangers of the North Exemplar \d trennen$/ }).waitFor();
  await paired.click();
  await page.getByRole('heading', { name: 'Wo Rangers of the North gespielt werden kann' }).waitFor();
  await page.getByRole('listbox', { name: 'Mögliche Orte' }).getByText(/0 frei/).waitFor();
  await page.getByText(/^Einen Ort auf ein Exemplar ziehen oder Enter zum Wählen · Del trennen/).waitFor();
  await page.getByRole('img', { name: 'Grenzfeste' }).first().waitFor();
  expect(await rawKeys(page)).toEqual([]);
  await screenshot(page, 'i18n-sleeves-de');

  // The ? overlay lists the sleeve keys in German.
  await page.keyboard.press('?');
  await page.getByRole('dialog').getByText('Nur die Exemplare ohne Hüllenpartner zeigen').waitFor();
  await page.keyboard.press('Escape');

  // The sleeve sheet's location table: German columns, the site type by its German name.
  await page.getByRole('link', { name: 'Hüllenbogen drucken…' }).click();
  const table = page.locator('table').first();
  await table.waitFor();
  await expect.poll(() => table.locator('thead th').allTextContents()).toEqual(['In Hülle', '#', 'Ort', 'Typ', 'Region', 'In der Hülle mit']);
  await expect(table.locator('tbody td.type').first().textContent()).resolves.toBe('Grenzfeste');
  expect(await rawKeys(page)).toEqual([]);

  // The card pane and the collection's completion tiles and storage field.
  await page.goto(`${app.server.url}#/collection`);
  await page.getByText('Alle Editionen').waitFor();
  await page.getByRole('region', { name: 'Vollständigkeit je Edition' }).waitFor();
  await page.goto(`${app.server.url}#/catalogue`);
  await page.getByRole('heading', { name: 'Katalog', level: 1 }).waitFor();
  await page.keyboard.press('/');
  await page.keyboard.type('gandalf');
  const pane = page.getByRole('complementary', { name: 'Kartendetails' });
  await pane.getByRole('heading', { name: /^Gandalf/ }).waitFor();
  await pane.getByRole('group', { name: /^Eigene Exemplare von Gandalf/ }).waitFor();
  await pane.getByRole('button', { name: /^Ein Exemplar Gandalf hinzufügen/ }).waitFor();
  await expect.poll(() => pane.locator('dt').allTextContents()).toEqual(expect.arrayContaining(['Stärke', 'Widerstand']));
  await pane.getByText('im Besitz').waitFor();
  expect(await rawKeys(page)).toEqual([]);
  await screenshot(page, 'i18n-card-pane-de');
  expect(errors).toEqual([]);
});

test('French: the Sleeves view and the card pane', async () => {
  // Sleeved as the German test left it, also when this test runs alone.
  await app.server.services.handlers['sleeves.auto']({ setId });
  const { page, errors } = await openPage(browser, app.server.url);
  await setLanguage(page, 'fr', `/sleeves/${setId}`);
  await page.getByRole('heading', { name: 'Pochettes', level: 1 }).waitFor();
  const grid = page.getByRole('grid', { name: 'Exemplaires de PV' });
  await expect.poll(() => grid.getByRole('columnheader').allTextContents()).toEqual(['Carte de PV', 'Pochette avec', 'Région', 'Type', 'Actions']);
  await expect(page.getByLabel('Décompte des pochettes').textContent()).resolves.toMatch(/3 cartes de PV\s*1 en pochette\s*2 sans pochette/);
  // The rules' reason stays English beside the French "Sans pochette".
  const unpaired = grid.locator('.scroller [role=row]').filter({ hasText: 'Palantír of Orthanc' });
  await expect(unpaired.textContent()).resolves.toMatch(/Sans pochette\s*— you own no copy of the/);
  await grid.locator('.scroller [role=row]:not(.unpaired)').filter({ hasText: 'Bree' }).click();
  await page.getByRole('heading', { name: 'Où Rangers of the North peut être jouée' }).waitFor();
  await page.getByRole('button', { name: 'Autres sites possédés' }).click();
  await page.getByRole('listbox', { name: 'Autres sites possédés' }).waitFor();
  expect(await rawKeys(page)).toEqual([]);
  await screenshot(page, 'i18n-sleeves-fr');

  await page.goto(`${app.server.url}#/catalogue`);
  await page.getByRole('heading', { name: 'Catalogue', level: 1 }).waitFor();
  await page.keyboard.press('/');
  await page.keyboard.type('gandalf');
  const pane = page.getByRole('complementary', { name: 'Détail de la carte' });
  await pane.getByRole('heading', { name: /^Gandalf/ }).waitFor();
  await expect.poll(() => pane.locator('dt').allTextContents()).toEqual(expect.arrayContaining(['Prouesse', 'Corps']));
  await pane.getByText('possédés', { exact: true }).waitFor();
  expect(await rawKeys(page)).toEqual([]);
  await screenshot(page, 'i18n-card-pane-fr');
  expect(errors).toEqual([]);
});
