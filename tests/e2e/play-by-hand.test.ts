/**
 * A card played by hand through the real UI (issue 22, "Nothing scores or acts unchecked"): the position is reached over
 * the API (Elrond, human, against the computer, taking the default choice until he may play a resource event that has no
 * definition), then the decision panel offers it "(its text settled by hand)", a click plays it, the by-hand panel shows
 * the card's text with the adjustments its text names, a click on one applies it, and the log marks it "(manual)".
 */
import { expect, test } from 'vitest';
import { playsByHand } from '../../src-shared/engine/byHand';
import type { GameState } from '../../src-shared/engine/types';
import { screenshot } from './support';
import { elrondUntil, goToHash, usePlayApp, waitForTurn } from './playSupport';

const play = usePlayApp({ instantBots: true });

/** Default choices for Elrond until he may play a resource event by hand; the game id and that card's name. */
async function untilByHand(): Promise<{ id: number; card: string } | null> {
  const h = play.app.server.services.handlers;
  const catalogs = new Map<number, Awaited<ReturnType<(typeof h)['games.catalog']>>>();
  return elrondUntil(play, 'by-hand', async (open, id) => {
    const catalog = catalogs.get(id) ?? (await h['games.catalog']({ id }));
    catalogs.set(id, catalog);
    // The seat's own view and the game's catalog: enough to ask whether a play is one by hand.
    const state = { ...open.view, catalog } as unknown as GameState;
    const byHand = open.legal.find((a) => a.type === 'playResourceEvent' && playsByHand(state, a));
    return byHand?.type === 'playResourceEvent' ? { id, card: catalog.cards[open.view.cardOf[byHand.inst] ?? '']?.name ?? '' } : null;
  });
}

test('a card without a definition is played by hand: its text and suggested adjustments are shown, and the log marks them', { timeout: 240_000 }, async () => {
  const { page, errors } = play;
  const found = await untilByHand();
  expect(found, 'no seed gave Elrond a resource event to play by hand').not.toBeNull();
  if (!found) return;
  await page.setViewportSize({ width: 1280, height: 720 });
  await goToHash(page, `/play/${found.id}`);
  expect(await waitForTurn(page)).toBe('decision');

  const choice = page.locator('.decision-panel button.choice[data-action=playResourceEvent]', { hasText: `Play ${found.card} (its text settled by hand)` }).first();
  await choice.waitFor();
  await choice.click();

  // The panel names the card and shows its printed text; nothing of it happened by itself.
  const panel = page.getByTestId('by-hand');
  await panel.waitFor();
  expect(await panel.locator('h3').textContent()).toContain(found.card);
  expect(((await panel.locator('.text').textContent()) ?? '').trim().length).toBeGreaterThan(0);
  const log = page.locator('.game-log');
  await expect.poll(() => log.textContent()).toContain(`plays ${found.card} (its text settled by hand)`);
  await screenshot(page, 'play-by-hand');

  const suggestions = panel.locator('.suggestions button');
  if ((await suggestions.count()) === 0) {
    // A text that names no adjustment the engine would accept now: the panel says so.
    expect(await panel.textContent()).toContain('names no adjustment');
  } else {
    const first = suggestions.first();
    await first.click();
    // Applied once: the button is spent and the log marks the adjustment as manual.
    await expect.poll(() => first.isDisabled()).toBe(true);
    await expect.poll(() => log.textContent()).toContain('(manual)');
  }
  expect(errors).toEqual([]);
});
