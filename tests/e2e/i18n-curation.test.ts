/**
 * The Catalogue, the Collection and the set editor in German, then Spanish (the card-language setting picks the UI
 * language): headings, column headers, buttons, status lines and the ? overlay are translated, and no raw message
 * key (`curation.something`) reaches the screen. The problems the shared core reports by code (a search token it cannot
 * read, a card name a pasted list or an imported file does not match) are worded in the UI language too.
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { appWithHeroSet, launchBrowser, openPage, screenshot, startApp, type TestApp } from './support';

let browser: Browser;
let app: TestApp;
let setId: number;

/** A message key shown as is: an area name, a dot, then a lower-case key (card texts never read like that). */
const RAW_KEY = /\b(?:curation|editor|search|lots|sets|common|compare|preview|paste|wantTrade|deck|nav|action|cardType|problems)\.[A-Za-z][A-Za-z_.]*/;

beforeAll(async () => {
  browser = await launchBrowser();
  app = await startApp();
  setId = await appWithHeroSet(app, 'Donnerstag', 2);
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

/** The column headers of a grid, without the sort arrow of the sorted one. */
async function headers(page: Page, grid: string): Promise<string[]> {
  const texts = await page.getByRole('grid', { name: grid }).getByRole('columnheader').allTextContents();
  return texts.map((t) => t.replace(/[▲▼]/g, '').trim());
}

/** Opens the ? overlay, returns its text, and closes it again with its (translated) close button. */
async function overlayText(page: Page, title: string, close: string, shot?: string): Promise<string> {
  // Out of the search box first: there ? is typed, not a shortcut.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('?');
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  const text = (await dialog.textContent()) ?? '';
  if (shot) await screenshot(page, shot);
  await dialog.getByRole('button', { name: close }).click();
  await dialog.waitFor({ state: 'detached' });
  return text;
}

async function expectNoRawKeys(page: Page): Promise<void> {
  const text = await page.locator('#app').innerText();
  expect(text.match(RAW_KEY)?.[0] ?? null).toBeNull();
}

test('German: catalogue, collection and set editor labels, status lines and the ? overlay', async () => {
  app.server.services.handlers['settings.update']({ language: 'de' });
  const { page, errors } = await openPage(browser, `${app.server.url}#/catalogue`);

  await page.getByRole('heading', { name: 'Katalog', exact: true }).waitFor();
  await page.getByRole('searchbox', { name: 'Karten suchen' }).waitFor();
  await expect.poll(() => headers(page, 'Karten')).toEqual(['Name', 'Set', 'Typ', 'Untertyp', 'Gesinnung', 'SP', 'Volk', 'Region', 'Besitz']);
  await expect.poll(() => page.locator('p.count').innerText()).toMatch(/^1\.683\s+Karten/);
  const catalogueKeys = await overlayText(page, 'Tastenkürzel', 'Schließen');
  expect(catalogueKeys).toContain('Durch die Liste springen');
  expect(catalogueKeys).toContain('Diese Liste zeigen oder verbergen');
  expect(catalogueKeys).not.toMatch(RAW_KEY);
  await page.getByRole('searchbox', { name: 'Karten suchen' }).fill('zzzqqq');
  await page.getByText('Keine Karte passt. Versuch es mit weniger Buchstaben oder entferne einen Filter.').waitFor();
  await expectNoRawKeys(page);
  await screenshot(page, 'i18n-curation-catalogue-de');

  await page.goto(`${app.server.url}#/collection`);
  await page.getByRole('heading', { name: 'Sammlung', exact: true }).waitFor();
  await page.getByRole('button', { name: 'CSV exportieren' }).waitFor();
  const entry = page.getByRole('searchbox', { name: 'Schnelleingabe: Kartennamen tippen, Enter fügt eine hinzu' });
  await entry.fill('TW-181');
  await entry.press('Enter');
  // A card picked by its id: the status line words the add in German, with the set code.
  await page.getByRole('status').filter({ hasText: /\(TW\) hinzugefügt: jetzt \d+$/ }).waitFor();
  await entry.fill('zzzqqq');
  await entry.press('Enter');
  await page.getByRole('status').filter({ hasText: 'Keine Karte passt zu „zzzqqq“.' }).waitFor();
  const collectionKeys = await overlayText(page, 'Tastenkürzel', 'Schließen');
  expect(collectionKeys).toContain('Ein Exemplar der markierten Karte hinzufügen');
  expect(collectionKeys).not.toMatch(RAW_KEY);
  await expectNoRawKeys(page);
  await screenshot(page, 'i18n-curation-collection-de');

  await page.goto(`${app.server.url}#/sets/${setId}`);
  await page.getByRole('heading', { name: 'Stapel Spielkarten', exact: true }).waitFor();
  await page.getByRole('heading', { name: 'Probleme' }).waitFor();
  await page.getByRole('link', { name: 'Listen drucken…' }).waitFor();
  await page.getByRole('link', { name: 'Dieses Set spielen' }).waitFor();
  await page.getByRole('tablist', { name: 'Stapel' }).getByRole('tab').first().waitFor();
  await expect.poll(() => headers(page, 'Karten im Stapel Spielkarten')).toEqual(['Karte', 'Typ', 'Ex.', 'Proxy', 'SP', 'Besitz', 'Frei', 'Sets']);
  await page.getByRole('searchbox', { name: 'Karte zum Hinzufügen suchen; Enter fügt eine hinzu' }).waitFor();
  // A copy more of the highlighted card: the status line and the undo label say it in German.
  await page.getByRole('grid', { name: 'Karten im Stapel Spielkarten' }).press('+');
  await page.getByRole('status').filter({ hasText: /hinzugefügt: \d+ Exemplare? im Stapel Spielkarten$/ }).waitFor();
  const editorKeys = await overlayText(page, 'Tastenkürzel', 'Schließen', 'i18n-curation-overlay-de');
  expect(editorKeys).toContain('Eine Karte im Katalog suchen');
  expect(editorKeys).toContain('Die markierte Karte aus dem Stapel nehmen');
  expect(editorKeys).not.toMatch(RAW_KEY);
  await expectNoRawKeys(page);
  await screenshot(page, 'i18n-curation-editor-de');
  expect(errors).toEqual([]);
});

test('Spanish after a reload: the same screens follow the new language', async () => {
  app.server.services.handlers['settings.update']({ language: 'es' });
  const { page, errors } = await openPage(browser, `${app.server.url}#/catalogue`);
  await page.getByRole('heading', { name: 'Catálogo', exact: true }).waitFor();
  await expect.poll(() => headers(page, 'Cartas')).toEqual(['Nombre', 'Exp.', 'Tipo', 'Subtipo', 'Alineamiento', 'PV', 'Raza', 'Región', 'Tienes']);
  const catalogueKeys = await overlayText(page, 'Atajos de teclado', 'Cerrar');
  expect(catalogueKeys).toContain('Saltar por la lista');
  await expectNoRawKeys(page);
  await screenshot(page, 'i18n-curation-catalogue-es');

  await page.goto(`${app.server.url}#/collection`);
  await page.getByRole('heading', { name: 'Colección', exact: true }).waitFor();
  await page.getByRole('button', { name: 'Exportar CSV' }).waitFor();
  await expectNoRawKeys(page);

  await page.goto(`${app.server.url}#/sets/${setId}`);
  await page.getByRole('heading', { name: 'Mazo de Juego', exact: true }).waitFor();
  await page.getByRole('heading', { name: 'Problemas' }).waitFor();
  await expect.poll(() => headers(page, 'Cartas del Mazo de Juego')).toEqual(['Carta', 'Tipo', 'Copias', 'Proxy', 'PV', 'Tienes', 'Lib.', 'Otros']);
  const editorKeys = await overlayText(page, 'Atajos de teclado', 'Cerrar');
  expect(editorKeys).toContain('Buscar una carta en el catálogo');
  await expectNoRawKeys(page);
  await screenshot(page, 'i18n-curation-editor-es');
  expect(errors).toEqual([]);
});

test('Spanish and German: a search syntax problem and unmatched card names are worded in the UI language', async () => {
  app.server.services.handlers['settings.update']({ language: 'es' });
  const { page, errors } = await openPage(browser, `${app.server.url}#/catalogue`);
  await page.getByRole('heading', { name: 'Catálogo', exact: true }).waitFor();
  const problem = page.getByTestId('search-syntax-problem');
  await page.getByRole('searchbox', { name: 'Buscar cartas' }).fill('tpye:hazard mp>=dos');
  await expect.poll(() => problem.innerText()).toContain('campo desconocido «tpye»: ¿quisiste decir «type»?');
  expect(await problem.innerText()).toContain('«mp>=dos»: mp necesita un número entero, p. ej. mp>=2');
  expect(await problem.innerText()).toContain('Sintaxis de búsqueda:');
  expect(await problem.innerText()).not.toMatch(/unknown field|needs a whole number|\(en inglés\)/);
  await expectNoRawKeys(page);
  await screenshot(page, 'i18n-curation-syntax-es');

  // A pasted list: an unknown name and a typo get the Spanish reason; the card names stay as written.
  await page.goto(`${app.server.url}#/collection`);
  await page.getByRole('heading', { name: 'Colección', exact: true }).waitFor();
  await page.keyboard.press('Control+Shift+V');
  const dialog = page.getByTestId('paste-dialog');
  await dialog.waitFor();
  await page.getByTestId('paste-text').fill(['2 Xyzzy Plugh', 'Gandlf', '1 TW-999'].join('\n'));
  const reason = (n: number) => dialog.locator(`tr[data-line="${n}"] .reason`);
  await expect.poll(() => reason(1).innerText()).toBe('ninguna carta se llama «Xyzzy Plugh»');
  await expect.poll(() => reason(2).innerText()).toMatch(/^ninguna carta se llama «Gandlf»; ¿quisiste decir «Gandalf»\?$/);
  await expect.poll(() => reason(3).innerText()).toBe('ninguna carta del catálogo tiene el id «TW-999»');
  expect(await dialog.innerText()).not.toMatch(/no card named|did you mean|no card with id/);
  await expectNoRawKeys(page);
  await screenshot(page, 'i18n-curation-paste-es');
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });

  // German: the collection file import lists the lines it cannot match, in German.
  app.server.services.handlers['settings.update']({ language: 'de' });
  await page.reload();
  await page.getByRole('heading', { name: 'Sammlung', exact: true }).waitFor();
  const file = { name: 'liste.meccg', mimeType: 'text/plain', buffer: Buffer.from(['# aus dem Ordner', '1 Xyzzy Plugh (TW)', '2 Gandalf (TW)'].join('\n')) };
  await page.locator('[data-testid=collection-file]').setInputFiles(file);
  const preview = page.getByRole('region', { name: 'Importvorschau' });
  await expect.poll(() => preview.innerText()).toContain('keine Karte namens „Xyzzy Plugh“ im Set TW');
  expect(await preview.innerText()).not.toMatch(/no card named/);
  await expectNoRawKeys(page);
  await screenshot(page, 'i18n-curation-import-de');
  expect(errors).toEqual([]);
});
