/**
 * The game board: the map (regions, named and focusable sites, hover → detail pane, zoom
 * and pan by keys), the viewer's companies with their figures, the opponents and the
 * communal rows; screenshots at 1280×720 and 1920×1080 where nothing overflows or overlaps.
 * The game is created over the API; setup is played through the decision panel.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './support';
import { createElrondVsWitchKing, decide, goToHash, panelState, usePlayApp, waitForTurn } from './playSupport';

const play = usePlayApp({ instantBots: true });

/** Plays the setup decisions through the panel until the viewer organizes a company on the board. */
async function playUntilCompanies(p: Page): Promise<void> {
  for (let i = 0; i < 80; i++) {
    const waited = await waitForTurn(p);
    expect(waited).toBe('decision');
    if ((await panelState(p))?.step === 'organization' && (await p.locator('.dock .character').count()) > 0) return;
    await decide(p);
  }
  expect.fail('no company of the viewer after 80 decisions');
}

const viewBox = (p: Page) => p.getByTestId('board-map').getAttribute('viewBox');
const parseBox = (v: string | null) => (v ?? '').split(' ').map(Number);

/** Elements wider than the window, a page that scrolls sideways, and board panels that overlap. */
async function layoutProblems(p: Page): Promise<string[]> {
  return p.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    if (document.documentElement.scrollWidth > width) problems.push(`page scrolls sideways (${document.documentElement.scrollWidth} > ${width})`);
    for (const el of Array.from(document.querySelectorAll('*'))) {
      // The map's drawing is larger than its window when zoomed in: the <svg> clips it.
      if (el instanceof SVGElement && el.ownerSVGElement) continue;
      const r = el.getBoundingClientRect();
      if (r.width > width + 1) problems.push(`${el.tagName.toLowerCase()}.${el.getAttribute('class') ?? ''} is ${Math.round(r.width)} px wide`);
    }
    const panels = ['.turn-bar', '.opponents', '.centre', '.dock', '.side'].map((s) => [s, document.querySelector(s)?.getBoundingClientRect()] as const);
    for (const [a, ra] of panels) {
      if (!ra) problems.push(`${a} missing`);
      else if (ra.right > width + 1 || ra.bottom > window.innerHeight + 1) problems.push(`${a} leaves the window`);
    }
    for (let i = 0; i < panels.length; i++)
      for (let j = i + 1; j < panels.length; j++) {
        const [a, ra] = panels[i]!;
        const [b, rb] = panels[j]!;
        if (ra && rb && ra.left < rb.right - 1 && rb.left < ra.right - 1 && ra.top < rb.bottom - 1 && rb.top < ra.bottom - 1) problems.push(`${a} overlaps ${b}`);
      }
    return problems;
  });
}

test('the board: map, detail on hover, zoom and pan keys, own companies with figures, at 1280×720 and 1920×1080', { timeout: 240_000 }, async () => {
  const { app, page, errors, sets } = play;
  const id = await createElrondVsWitchKing(app, sets, 'e2e-board');
  await page.setViewportSize({ width: 1280, height: 720 });
  await goToHash(page, `/play/${id}`);
  await page.getByTestId('board-map').waitFor();

  // The map: regions from the card data, sites with accessible names.
  const map = page.getByRole('group', { name: 'Map' });
  await expect.poll(() => map.locator('.regions > g').count()).toBeGreaterThan(20);
  await expect.poll(() => map.locator('.site').count()).toBeGreaterThan(40);
  const rivendell = map.getByRole('button', { name: 'Rivendell', exact: true }).first();
  await expect.poll(() => rivendell.count()).toBe(1);

  await playUntilCompanies(page);

  // Hover (and keyboard focus) on a site shows its card in the detail pane.
  await rivendell.hover();
  const pane = page.getByRole('complementary', { name: 'Card detail' });
  await pane.getByText('Rivendell').first().waitFor();
  const lorien = map.getByRole('button', { name: 'Lórien', exact: true }).first();
  if (await lorien.count()) {
    await lorien.focus();
    await pane.getByText('Lórien').first().waitFor();
  }

  // Zoom and pan by keys change the viewBox.
  await map.focus();
  await page.keyboard.press('0');
  const whole = parseBox(await viewBox(page));
  await page.keyboard.press('+');
  const zoomed = parseBox(await viewBox(page));
  expect(zoomed[2]).toBeLessThan(whole[2]!);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowDown');
  const panned = parseBox(await viewBox(page));
  expect(panned[0]).toBeGreaterThan(zoomed[0]!);
  expect(panned[1]).toBeGreaterThan(zoomed[1]!);
  await page.keyboard.press('-');
  expect(parseBox(await viewBox(page))[2]).toBeGreaterThan(panned[2]!);
  await page.getByRole('button', { name: 'Show the companies' }).click();

  // The viewer's companies: each character named, with prowess/body, mind, DI; general influence used.
  const dock = page.locator('.dock');
  const tiles = dock.locator('.character .tile');
  await expect.poll(() => tiles.count()).toBeGreaterThan(0);
  for (const tile of await tiles.all()) {
    expect(await tile.getAttribute('aria-label')).toBeTruthy();
    expect(await tile.locator('.pb').textContent()).toMatch(/^\d+\/\d+$/);
    expect(await tile.locator('.stats').textContent()).toMatch(/M\s*\d+.*DI\s*\d+/);
  }
  await expect.poll(() => dock.locator('.character[data-inst]').count()).toBe(await tiles.count());
  await expect.poll(() => dock.getByText(/GI \d+\/20/).count()).toBeGreaterThan(0);
  // Hands: the Play hand and the MP hand with sleeve locations.
  await expect.poll(() => dock.getByRole('heading', { name: /Play hand/ }).count()).toBe(1);
  await expect.poll(() => dock.getByRole('heading', { name: /MP hand/ }).count()).toBe(1);
  // Opponents at the side, communal rows under the map, a map token per company.
  await expect.poll(() => page.locator('.opponents .seat').count()).toBe(1);
  await expect.poll(() => page.getByRole('group', { name: /Wizard set: Roving characters/ }).locator('.gcard').count()).toBeGreaterThan(0);
  await expect.poll(() => map.locator('.token').count()).toBeGreaterThanOrEqual(1);
  await expect.poll(() => page.getByTestId('turn-bar').textContent()).toMatch(/Elrond.*MP/s);

  await screenshot(page, 'play-board-1280x720');
  expect(await layoutProblems(page)).toEqual([]);

  await page.setViewportSize({ width: 1920, height: 1080 });
  await page.waitForTimeout(200);
  await screenshot(page, 'play-board-1920x1080');
  expect(await layoutProblems(page)).toEqual([]);

  // Later in the game (hazards, combat, the site phase): still readable, still fitting.
  await page.setViewportSize({ width: 1280, height: 720 });
  for (let i = 0; i < 40; i++) {
    if ((await waitForTurn(page)) !== 'decision') break;
    // Long choice lists fold (Discard (11)); decide() takes the first enabled choice, so unfold them.
    await page.evaluate(() => document.querySelectorAll<HTMLDetailsElement>('.decision-panel details').forEach((d) => (d.open = true)));
    await decide(page);
  }
  await screenshot(page, 'play-board-later-1280x720');
  if (!/\/score$/.test(page.url())) expect(await layoutProblems(page)).toEqual([]);

  expect(errors).toEqual([]);
});
