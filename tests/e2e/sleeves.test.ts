/**
 * Sleeves end to end: a set's MP deck sleeved with owned locations. Auto-pair (counts and
 * the reasons for what stays unpaired), the "unpaired only" filter, pairing by drag and by
 * keyboard, a refusal with its reason right beside the copy, unpair, undo; then the sleeve
 * sheet and the deck lists printed to PDFs whose text is checked.
 */
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { ApiHandlers } from '../../src-shared/api/contract';
import { createLocationIndex, type LocationIndex } from '../../src-shared/sleeves/locations';
import { loadCardRecords } from '../../src-main/data/cardRows';
import { importCardFile, launchBrowser, PROJECT_ROOT, openPage, screenshot, startApp, type TestApp } from './support';

let browser: Browser;
let app: TestApp;
let page: Page;
let errors: string[];
let handlers: ApiHandlers;
let index: LocationIndex;
let setId: number;
// MP cards: Rangers of the North (only Bree), Gwaihir (only Eagles' Eyrie), Hauberk of
// Bright Mail (where major items are playable), Palantír of Orthanc (Isengard, not owned).
let rangers: string, gwaihir: string, hauberk: string, palantir: string;
let bree: string, eyrie: string, hauberkA: string, hauberkB: string, stranger: string;

const cardId = (name: string, alignment = 'Hero'): string => {
  const id = app.server.services.db.prepare('SELECT id FROM cards WHERE name_en = ? AND alignment = ? ORDER BY id LIMIT 1').pluck().get(name, alignment) as string | undefined;
  if (!id) throw new Error(`no ${alignment} card called ${name}`);
  return id;
};
const nameOf = (id: string) => app.server.services.db.prepare('SELECT name_en FROM cards WHERE id = ?').pluck().get(id) as string;
const regionOf = (id: string) => app.server.services.db.prepare('SELECT region FROM cards WHERE id = ?').pluck().get(id) as string;

beforeAll(async () => {
  browser = await launchBrowser();
  app = await startApp();
  ({ page, errors } = await openPage(browser, app.server.url));
  await importCardFile(page);
  handlers = app.server.services.handlers;
  index = createLocationIndex(loadCardRecords(app.server.services.db));
  rangers = cardId('Rangers of the North');
  gwaihir = cardId('Gwaihir');
  hauberk = cardId('Hauberk of Bright Mail');
  palantir = cardId('Palantír of Orthanc');
  bree = cardId('Bree');
  eyrie = index.forCard(gwaihir).siteIds[0]!;
  // Two sites that host the Hauberk but not the Rangers, and one that hosts none of the MP cards.
  const forHauberk = index.forCard(hauberk).siteIds.filter((id) => !index.canHost(rangers, id) && id !== eyrie);
  [hauberkA, hauberkB] = [forHauberk[0]!, forHauberk[1]!];
  const mp = [rangers, gwaihir, hauberk, palantir];
  stranger = cardId('Rivendell');
  expect(mp.some((id) => index.canHost(id, stranger))).toBe(false);

  // The collection, recorded through the API the collection view uses: MP cards and sites.
  await handlers['collection.change']({
    label: 'Sleeve test collection',
    changes: [
      { cardId: rangers, count: 3 },
      { cardId: gwaihir, count: 1 },
      { cardId: hauberk, count: 2 },
      { cardId: palantir, count: 1 },
      { cardId: bree, count: 2 },
      { cardId: eyrie, count: 1 },
      { cardId: hauberkA, count: 1 },
      { cardId: hauberkB, count: 1 },
      { cardId: stranger, count: 1 },
    ],
  });
  setId = (await handlers['sets.create']({ name: 'Sleeved group', profileId: 'arda-revised-wizard', players: 4 })).set.id;
  await handlers['sets.edit']({
    setId,
    label: 'MP deck',
    edits: [
      { deck: 'mp', cardId: rangers, copiesDelta: 3 },
      { deck: 'mp', cardId: gwaihir, copiesDelta: 1, proxiesDelta: 1 },
      { deck: 'mp', cardId: hauberk, copiesDelta: 2 },
      { deck: 'mp', cardId: palantir, copiesDelta: 1 },
    ],
  });
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

const copiesGrid = () => page.getByRole('grid', { name: 'MP copies' });
const copyRow = (cardIdValue: string, copy: number) => copiesGrid().locator(`[role=row][data-mp-key="${cardIdValue}#${copy}"]`);
const candidates = () => page.getByRole('listbox', { name: 'Candidate sites' });
const go = (hash: string) =>
  page.evaluate((h) => {
    window.location.hash = h;
  }, hash);
const status = (text: string | RegExp) => page.getByRole('status').filter({ hasText: text });

test('pick a set, auto-pair, filter, pair by drag and by keyboard, a refusal, unpair, undo', async () => {
  // Alt+4 is the Sleeves place: first it asks which set.
  await page.keyboard.press('Alt+4');
  await page.getByRole('heading', { name: 'Which set are you sleeving?' }).waitFor();
  await page.getByRole('link', { name: /Sleeved group/ }).click();
  // The chooser has a "Sleeves" heading too: wait for the set's own address first.
  await page.waitForURL(new RegExp(`#/sleeves/${setId}$`));
  await page.getByRole('heading', { name: 'Sleeves', level: 1 }).waitFor();
  await expect.poll(() => copiesGrid().locator('.scroller [role=row]').count()).toBe(8);
  await expect(page.getByLabel('Sleeve counts').textContent()).resolves.toMatch(/8 MP cards\s*0 sleeved\s*8 not sleeved/);

  // Auto-pair: the report gives made / kept / unpaired with reasons, the counts follow.
  await page.getByRole('button', { name: /^Auto-pair/ }).click();
  const report = page.getByRole('region', { name: 'Auto-pair report' });
  await report.waitFor();
  const server = await handlers['sleeves.list']({ setId });
  expect(server.counts.paired).toBeGreaterThanOrEqual(5);
  await expect(report.textContent()).resolves.toContain(`Auto-pair made ${server.counts.paired} pairs, kept 0 made by hand; ${server.counts.unpaired} copies left unpaired`);
  await expect(report.textContent()).resolves.toMatch(/Palantír of Orthanc — you own no copy of the/);
  await expect(report.textContent()).resolves.toMatch(/Rangers of the North — every owned copy of the locations where Rangers of the North can be played \(Bree\) is already in a sleeve/);
  await expect(page.getByLabel('Sleeve counts').textContent()).resolves.toMatch(new RegExp(`${server.counts.paired} sleeved\\s*${server.counts.unpaired} not sleeved`));
  await expect(copyRow(rangers, 0).textContent()).resolves.toContain('Bree');
  await expect(copyRow(rangers, 0).textContent()).resolves.toContain(regionOf(bree));
  await copyRow(rangers, 0).getByRole('img').first().waitFor();
  await screenshot(page, 'sleeves');

  // Unpaired only.
  await page.getByLabel(/Unpaired only/).check();
  await expect.poll(() => copiesGrid().locator('.scroller [role=row]').count()).toBe(server.counts.unpaired);
  await expect(copiesGrid().locator('.scroller [role=row]').filter({ hasText: 'Not sleeved' }).count()).resolves.toBe(server.counts.unpaired);
  await page.getByLabel(/Unpaired only/).uncheck();
  await expect.poll(() => copiesGrid().locator('.scroller [role=row]').count()).toBe(8);

  // Unpair a Hauberk copy with its button, then pair it again by dragging a site onto it.
  const firstSite = (await handlers['sleeves.list']({ setId })).copies.find((c) => c.mpKey === `${hauberk}#0`)!.siteName!;
  await copyRow(hauberk, 0).getByRole('button', { name: /^Unpair/ }).click();
  await status(`Took ${firstSite} out of the sleeve of Hauberk of Bright Mail (copy 1)`).waitFor();
  await expect(copyRow(hauberk, 0).textContent()).resolves.toContain('Not sleeved');
  await copyRow(hauberk, 0).click();
  await candidates().locator('[role=option]').first().waitFor();
  const freeSite = candidates().locator('[role=option]').filter({ hasText: firstSite }).first();
  await expect(freeSite.textContent()).resolves.toMatch(/1 free/);
  await freeSite.dragTo(copyRow(hauberk, 0));
  await status(`Sleeved Hauberk of Bright Mail (copy 1) with ${firstSite}`).waitFor();
  await expect(copyRow(hauberk, 0).textContent()).resolves.toMatch(new RegExp(`${firstSite}\\s*hand`));

  // By keyboard: Delete unpairs the highlighted copy, Enter goes to the sites, Enter pairs.
  await copyRow(hauberk, 1).click();
  const secondSite = (await copyRow(hauberk, 1).locator('.site-name').textContent())!.trim();
  await page.keyboard.press('Delete');
  await status(`Took ${secondSite} out of the sleeve of Hauberk of Bright Mail (copy 2)`).waitFor();
  await page.keyboard.press('Enter');
  await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Candidate sites');
  await expect(candidates().locator('[aria-selected=true]').textContent()).resolves.toContain(secondSite);
  await page.keyboard.press('Enter');
  await status(`Sleeved Hauberk of Bright Mail (copy 2) with ${secondSite}`).waitFor();
  await expect(copyRow(hauberk, 1).textContent()).resolves.toMatch(new RegExp(`${secondSite}\\s*hand`));

  // A site that cannot host the card: refused, the reason right beside the copy.
  await copyRow(rangers, 2).click();
  await page.getByRole('button', { name: 'Other owned sites' }).click();
  const other = page.getByRole('listbox', { name: 'Other owned sites' }).locator(`[data-site-id="${stranger}"]`);
  await other.dragTo(copyRow(rangers, 2));
  const refusal = copiesGrid().getByRole('alert');
  await refusal.waitFor();
  await expect(refusal.textContent()).resolves.toMatch(new RegExp(`Not paired: ${nameOf(stranger)} \\(${stranger}\\) cannot host Rangers of the North \\(${rangers}\\): it can be played at 1 location, such as Bree`));
  await expect(copyRow(rangers, 2).textContent()).resolves.toContain('Not sleeved');
  await screenshot(page, 'sleeves-candidates');

  // Undo (Ctrl+Z) takes the keyboard pairing back; redo brings it again.
  await copiesGrid().focus();
  await page.keyboard.press('Control+z');
  await status(`Undid: Sleeve Hauberk of Bright Mail with ${secondSite}`).waitFor();
  await expect(copyRow(hauberk, 1).textContent()).resolves.toContain('Not sleeved');
  await page.getByRole('button', { name: `Redo: Sleeve Hauberk of Bright Mail with ${secondSite}` }).click();
  await status(`Redid: Sleeve Hauberk of Bright Mail with ${secondSite}`).waitFor();
  await expect(copyRow(hauberk, 1).textContent()).resolves.toContain(secondSite);

  // The ? overlay lists the sleeve keys.
  await page.keyboard.press('?');
  await page.getByRole('dialog', { name: 'Keyboard shortcuts' }).getByText('On a candidate site: sleeve the highlighted copy with it').waitFor();
  await page.keyboard.press('Escape');
  expect(errors).toEqual([]);
});

test('the set editor links to its sleeves, and the Arda Sets list counts problems', async () => {
  await go('#/sets');
  const row = page.getByRole('grid', { name: 'Arda sets' }).getByRole('row').filter({ hasText: 'Sleeved group' });
  const state = await handlers['sets.validate']({ id: setId });
  const warnings = state.violations.filter((v) => v.severity === 'warning').length;
  await expect.poll(async () => (await row.getByRole('gridcell').nth(5).textContent())?.trim()).toBe(String(warnings));
  await row.getByRole('link', { name: 'Sleeved group', exact: true }).click();
  await page.getByRole('heading', { name: 'Sleeved group', level: 1 }).waitFor();
  await page.getByRole('link', { name: 'Sleeves…' }).click();
  await page.getByRole('heading', { name: 'Sleeves', level: 1 }).waitFor();
  expect(page.url()).toMatch(new RegExp(`#/sleeves/${setId}$`));
  expect(errors).toEqual([]);
});

test('the sleeve sheet and the deck lists become PDFs with locations, regions and partners', async () => {
  await page.getByRole('link', { name: 'Print sleeve sheet…' }).click();
  await page.getByRole('heading', { name: 'Sleeved group: sleeves', level: 1 }).waitFor();
  await page.getByRole('button', { name: 'Save as PDF…' }).waitFor();
  await screenshot(page, 'sleeve-sheet');

  const sheetPath = join(PROJECT_ROOT, 'test-output/sleeve-sheet.pdf');
  await page.pdf({ path: sheetPath, format: 'A4' });
  const text = execFileSync('pdftotext', ['-layout', sheetPath, '-'], { encoding: 'utf8' });
  expect(text).toContain('Sleeved group: sleeves');
  for (const heading of ['By location', 'By region', 'Not sleeved', 'Sleeve problems']) expect(text).toContain(heading);
  for (const site of [bree, eyrie, hauberkA, hauberkB]) {
    expect(text).toContain(nameOf(site));
    if (regionOf(site)) expect(text).toContain(regionOf(site));
  }
  expect(text).toMatch(/2×\s+Rangers of the North/);
  expect(text).toContain('Palantír of Orthanc');
  expect(text).not.toContain('Save as PDF');
  expect(text).not.toContain('Catalogue');

  // The deck lists: the MP deck's section names each card's sleeve partner.
  await go(`#/sets/${setId}/print`);
  await page.getByRole('heading', { name: 'Sleeved group', level: 1 }).waitFor();
  await page.locator('#print-mp td.partner').first().waitFor();
  const listsPath = join(PROJECT_ROOT, 'test-output/arda-print-sleeves.pdf');
  await page.pdf({ path: listsPath, format: 'A4' });
  const lists = execFileSync('pdftotext', ['-layout', listsPath, '-'], { encoding: 'utf8' });
  expect(lists).toContain('Sleeved with');
  expect(lists).toMatch(/Rangers of the North.*Bree ×2; 1 not sleeved/);
  expect(lists).toMatch(/Palantír of Orthanc.*not sleeved/);
  expect(errors).toEqual([]);
});
