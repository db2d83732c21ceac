/**
 * Board cards with a cached scan show it (an <img> from the image cache, the name still
 * text beside it); cards without one keep the text rendering. The cache is pre-filled on
 * disk for one card name: the board asks with cachedOnly, so nothing is downloaded.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from 'vitest';
import { CardDetails } from '../../src-main/data/cardDetails';
import { screenshot } from './support';
import { createElrondVsWitchKing, decide, goToHash, panelState, usePlayApp, waitForTurn } from './playSupport';

const play = usePlayApp({ instantBots: true });
// Our own icon stands in for a card scan.
const scan = readFileSync(resolve(__dirname, '../../resources/icon.png'));

/** Puts the stand-in scan in the image cache for every printing of `name`; returns the keys. */
function cacheScans(name: string): string[] {
  const services = play.app.server.services;
  const details = new CardDetails(services.db);
  mkdirSync(services.imageCache.dir, { recursive: true });
  const keys: string[] = [];
  for (const card of services.findCards(name).filter((c) => c.name === name)) {
    const source = details.imageSource(card.id, 'en');
    if (!source) continue;
    const key = services.imageCache.keyFor(source.url);
    writeFileSync(join(services.imageCache.dir, key), scan);
    keys.push(key);
  }
  return keys;
}

test('a board card with a cached scan shows it; one without shows text only', { timeout: 120_000 }, async () => {
  const { app, page, errors, sets } = play;
  const id = await createElrondVsWitchKing(app, sets, 'e2e-images');
  await goToHash(page, `/play/${id}`);
  // The viewer's hand is on the board from the start: its cards are compact cards.
  const board = page.locator('body');
  await board.locator('.gcard[data-inst]').first().waitFor();
  // Nothing is cached yet: every card is text only.
  await expect.poll(() => board.locator('.gcard img').count()).toBe(0);
  const names = [...new Set((await board.locator('.gcard[data-inst]').evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).filter(Boolean))];
  expect(names.length).toBeGreaterThanOrEqual(2);
  // The first name that resolves to one card with an image in the card data gets a cached scan.
  let keys: string[] = [];
  const withScan = names.find((n) => (keys = cacheScans(n)).length > 0) ?? '';
  const without = names.find((n) => n !== withScan) ?? '';

  expect(keys.length).toBeGreaterThan(0);
  // The board memoises per session: a reload asks again.
  await page.reload();
  const card = board.locator(`.gcard[aria-label="${withScan}"]`).first();
  await card.waitFor();
  const img = card.locator('img.thumb');
  await img.waitFor();
  await page.waitForFunction(() => {
    const el = document.querySelector<HTMLImageElement>('.gcard img.thumb');
    return el !== null && el.complete && el.naturalWidth > 0;
  });
  const src = (await img.getAttribute('src')) ?? '';
  expect(src).toContain('/image-cache/');
  expect(keys.some((k) => src.includes(k))).toBe(true);
  // The name stays text (found by name), and the other card is unchanged text.
  expect(await card.locator('.name').textContent()).toBe(withScan);
  const plain = board.locator(`.gcard[aria-label="${without}"]`).first();
  expect(await plain.locator('.name').textContent()).toBe(without);
  await expect.poll(() => plain.locator('img').count()).toBe(0);
  await screenshot(page, 'play-images');
  expect(errors).toEqual([]);
});

test('a character tile with a cached scan shows it behind its figures', { timeout: 240_000 }, async () => {
  const { app, page, errors, sets } = play;
  const id = await createElrondVsWitchKing(app, sets, 'e2e-images-tiles');
  await goToHash(page, `/play/${id}`);
  const tiles = page.locator('.dock .character .tile');
  for (let i = 0; i < 80 && !((await panelState(page))?.step === 'organization' && (await tiles.count()) > 0); i++) {
    expect(await waitForTurn(page)).toBe('decision');
    await decide(page);
  }
  const names = (await tiles.evaluateAll((els) => els.map((e) => e.getAttribute('aria-label') ?? ''))).filter(Boolean);
  const withScan = names.find((n) => cacheScans(n).length > 0);
  expect(withScan, `no character name resolves to one card with an image: ${names.join(', ')}`).toBeTruthy();
  await page.reload();
  const tile = page.locator(`.dock .character .tile[aria-label="${withScan}"]`).first();
  await tile.locator('img.scan-bg').waitFor();
  expect(await tile.locator('img.scan-bg').getAttribute('src')).toContain('/image-cache/');
  expect(await tile.locator('.name').textContent()).toBe(withScan);
  expect(await tile.locator('.pb').textContent()).toMatch(/^\d+\/\d+$/);
  await screenshot(page, 'play-images-tiles');
  expect(errors).toEqual([]);
});
