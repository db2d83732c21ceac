/**
 * Auto-pairing a large set from the Sleeves view: the matching runs in the main process's
 * worker thread as a job, and the view shows its progress (what it is doing, how far, a
 * Cancel) instead of a page that waits; Cancel stops it and leaves the sleeves as they
 * were. (A run to its report: tests/e2e/sleeves.test.ts.)
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { bigSleeveSet } from '../helpers/bigSleeveSet';
import { importCardFile, launchBrowser, openPage, screenshot, startApp, type TestApp } from './support';

let browser: Browser;
let app: TestApp;
let page: Page;
let errors: string[];
let setId: number;

beforeAll(async () => {
  browser = await launchBrowser();
  app = await startApp();
  ({ page, errors } = await openPage(browser, app.server.url));
  await importCardFile(page);
  // Tens of seconds of pairing, which the test cancels.
  ({ setId } = await bigSleeveSet(app.server.services, 'Big table', 60));
});

afterAll(async () => {
  await browser?.close();
  await app?.close();
});

test('a long auto-pair shows its progress and can be cancelled', async () => {
  await page.evaluate((id) => (window.location.hash = `#/sleeves/${id}`), setId);
  await page.getByRole('heading', { name: 'Sleeves', level: 1 }).waitFor();
  const autoPair = page.getByRole('button', { name: /^Auto-pair/ });
  await autoPair.click();
  const progress = page.getByRole('status').filter({ hasText: 'Pairing the MP cards with free locations' });
  await progress.filter({ hasText: /\d+ of \d+/ }).waitFor();
  await screenshot(page, 'sleeves-auto-progress');
  // Matching, then spreading: the Cancel stays whatever the phase.
  await page.getByRole('status').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('status').filter({ hasText: 'Auto-pair cancelled; the sleeves are as they were' }).waitFor();
  expect((await app.server.services.handlers['sleeves.list']({ setId })).counts.paired).toBe(0);

  expect(errors).toEqual([]);
});
