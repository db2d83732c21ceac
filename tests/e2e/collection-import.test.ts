/** A GCCG .meccg list with a line that names no card: nothing is imported until the user confirms. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser } from 'playwright-core';
import { importCardFile, launchBrowser, openPage, screenshot, startApp, type TestApp } from './support';

let browser: Browser;
let app: TestApp;
const dir = mkdtempSync(join(tmpdir(), 'arda-e2e-meccg-'));

beforeAll(async () => {
  browser = await launchBrowser();
  app = await startApp();
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
  rmSync(dir, { recursive: true, force: true });
});

const DECK = ['# Hazard (3)', '', '2 Orc-watch (LE)', '1 The Unknown Stranger (TW)', '# Character (3)', '3 Gandalf (TW)', ''].join('\n');

test('unresolved .meccg lines are listed with their numbers and block the import until confirmed', async () => {
  const file = join(dir, 'shoebox.meccg');
  writeFileSync(file, DECK);
  const { page, errors } = await openPage(browser, app.server.url);
  await importCardFile(page);
  await page.goto(`${app.server.url}#/collection`);
  await page.getByText('All sets').waitFor();

  await page.locator('[data-testid=collection-file]').setInputFiles(file);
  const preview = page.getByRole('region', { name: 'Import preview' });
  await preview.waitFor();
  const text = await preview.textContent();
  expect(text).toContain('Line 4');
  expect(text).toContain('The Unknown Stranger');
  expect(text).toContain('Nothing has been imported yet.');
  const confirm = preview.getByRole('button', { name: 'Import 5 cards, skip 1 unresolved line' });
  await confirm.waitFor();
  await screenshot(page, 'collection-import-preview');

  // Still nothing owned while the preview waits.
  await expect(page.locator('.completion .total .nums').textContent()).resolves.toMatch(/^\s*0 \/ 1,683 · 0 copies/);

  await confirm.click();
  await page.getByText(/Imported 5 cards \(2 different\) from shoebox\.meccg, skipped 1 line\./).waitFor();
  await expect.poll(() => page.locator('.completion .total .nums').textContent()).toMatch(/2 \/ 1,683 · 5 copies/);
  await page.getByRole('button', { name: /^Undo: / }).waitFor();
  expect(errors).toEqual([]);
});
