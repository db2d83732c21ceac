/**
 * E2E plumbing: real headless Chromium (playwright-core) against browser mode, each test
 * with its own temp database, and screenshots saved for people to look at.
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { startBrowserServer, type BrowserServer } from '../../src-main/browser/server';
import { loadCardRecords } from '../../src-main/data/cardRows';

export const PROJECT_ROOT = resolve(__dirname, '../..');
export const CARD_FILE = resolve(__dirname, '../../../shared/cards/cards.json');
// E2E_OUT: a private build (`npx electron-vite build --outDir $E2E_OUT`), so parallel work does not share out/.
export const RENDERER_DIR = join(process.env.E2E_OUT ?? join(PROJECT_ROOT, 'out'), 'renderer');
const SCREENSHOTS = join(PROJECT_ROOT, 'test-output/screenshots');

export function launchBrowser(): Promise<Browser> {
  if (!existsSync(join(RENDERER_DIR, 'index.html'))) {
    throw new Error('out/renderer is missing: run "npx electron-vite build" before the e2e tests.');
  }
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-quic',
      '--no-first-run',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface TestApp {
  server: BrowserServer;
  dir: string;
  close(): Promise<void>;
}

/** A browser-mode server on a fresh database in its own temp folder. */
export async function startApp(): Promise<TestApp> {
  const dir = mkdtempSync(join(tmpdir(), 'arda-e2e-'));
  const server = await startBrowserServer({ databasePath: join(dir, 'arda.sqlite'), dataDir: dir, rendererDir: RENDERER_DIR, port: 0 });
  return {
    server,
    dir,
    async close() {
      await server.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A page sized like a laptop window; any page error fails loudly in the test output. */
export async function openPage(browser: Browser, url: string): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: { width: 1360, height: 860 }, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  await page.goto(url);
  return { page, errors };
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`) });
}

/** Loads the reference card file through the welcome screen's file input. */
export async function importCardFile(page: Page): Promise<void> {
  await page.getByRole('heading', { name: 'Welcome, curator' }).waitFor();
  await page.locator('[data-testid=card-file]').setInputFiles(CARD_FILE);
  await page.getByRole('heading', { name: 'Catalogue' }).waitFor({ timeout: 60_000 });
  await page.getByText(/Loaded 1,683 cards in 7 sets/).waitFor();
  expect(page.url()).toMatch(/#\/catalogue$/);
}

/** The highlighted row of a card grid. */
export function highlightedRow(page: Page, grid: string) {
  return page.getByRole('grid', { name: grid }).locator('[role=row][aria-selected=true]');
}

/**
 * Straight through the services (no screen): the card file imported, two copies of every hero card
 * owned, and a Wizard set built from them (avatars enough for four players). Returns the set's id.
 */
export async function appWithHeroSet(app: TestApp, name: string, players: number): Promise<number> {
  const services = app.server.services;
  await services.importCardFile(CARD_FILE);
  const heroes = loadCardRecords(services.db).filter((r) => r.alignment === 'Hero');
  await services.handlers['collection.change']({ label: 'own heroes', changes: heroes.map((r) => ({ cardId: r.id, count: 2 })) });
  return (await services.handlers['sets.build']({ name, profileId: 'arda-revised-wizard', players })).set.id;
}
