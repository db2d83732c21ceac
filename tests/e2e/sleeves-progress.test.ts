/**
 * Auto-pairing a large set from the Sleeves view: the matching runs in the main process's
 * worker thread as a job, and the view shows its progress (what it is doing, how far, a
 * Cancel) instead of a page that waits; Cancel stops it and leaves the sleeves as they
 * were. (A run to its report: tests/e2e/sleeves.test.ts.)
 */
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { LIMITS } from '../../src-shared/api/limits';
import { createLocationIndex, isMpEligible } from '../../src-shared/sleeves/locations';
import { loadCardRecords } from '../../src-main/data/cardRows';
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
  const handlers = app.server.services.handlers;
  const records = loadCardRecords(app.server.services.db);
  const index = createLocationIndex(records);
  // Every Hero MP card a location can host, as many proxies each as the set's cap allows, and 60 of each location:
  // tens of seconds of pairing, which the test cancels.
  const mpCards = records.filter((r) => r.alignment === 'Hero' && isMpEligible(r) && index.forCard(r.id).siteIds.length > 0);
  const each = Math.floor(LIMITS.setCardsTotal / mpCards.length);
  setId = (await handlers['sets.create']({ name: 'Big table', profileId: 'arda-revised-wizard', players: 4 })).set.id;
  await handlers['sets.edit']({ setId, label: 'MP deck', edits: mpCards.map((r) => ({ deck: 'mp', cardId: r.id, copiesDelta: 0, proxiesDelta: each })) });
  const siteIds = [...new Set(mpCards.flatMap((r) => index.forCard(r.id).siteIds))];
  await handlers['collection.change']({ label: 'Sites', changes: siteIds.map((cardId) => ({ cardId, count: 60 })) });
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
