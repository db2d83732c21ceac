/**
 * A card with a definition played through the real UI: the position is reached over the API
 * (Elrond, human, against the computer, taking the default choice until a defined card is
 * playable), then the decision panel offers it in words ("Play X" / "Respond with X"), a
 * timing window or open chain shows the chain panel with whose move it is, a click declares
 * the card, and the log shows the declaration and what the card did as it resolved.
 */
import { expect, test } from 'vitest';
import { screenshot } from './support';
import { elrondUntil, goToHash, usePlayApp, waitForTurn } from './playSupport';

const play = usePlayApp({ instantBots: true });

/** Default choices for Elrond until a defined card is playable for him; the game id and where it stopped. */
const untilPlayable = () =>
  elrondUntil(play, 'chain', (open, id) => (open.legal.some((a) => a.type === 'playCard') ? { id, top: open.view.stack[open.view.stack.length - 1]?.kind ?? '' } : null));

test('a defined card is offered in words, shows the chain panel in a window, and its declaration and resolution reach the log', { timeout: 240_000 }, async () => {
  const { page, errors } = play;
  const found = await untilPlayable();
  expect(found, 'no seed gave Elrond a playable defined card').not.toBeNull();
  if (!found) return;
  await page.setViewportSize({ width: 1280, height: 720 });
  await goToHash(page, `/play/${found.id}`);
  expect(await waitForTurn(page)).toBe('decision');

  const choice = page.locator('.decision-panel button.choice[data-action=playCard]').first();
  await choice.waitFor();
  const label = ((await choice.textContent()) ?? '').trim();
  expect(label).toMatch(/(Play|Respond with) \S/);
  const cardName = label.replace(/^\d*\s*(Play|Respond with) /, '').replace(/ on .*$/, '');

  if (found.top === 'chain') {
    // A timing window or an open chain: the panel says whose move it is.
    const panel = page.getByTestId('chain-panel');
    await panel.waitFor();
    await expect.poll(() => page.getByTestId('chain-waiting').textContent()).toMatch(/^Your (move|response)/);
    await expect.poll(() => page.locator('.decision-panel button.choice[data-action=passChain]').count()).toBeGreaterThan(0);
  }

  await choice.click();
  const log = page.locator('.game-log');
  await expect.poll(() => log.textContent(), { timeout: 30_000 }).toContain(`declares ${cardName}`);
  const resolved = new RegExp(`${cardName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} (resolves|fizzles)`);
  // While the chain is open and Elrond may still respond, the panel lists the card on top with its
  // text and says it is his response; he passes with the decision panel's default choice.
  let sawChain = false;
  for (let i = 0; i < 10 && !resolved.test((await log.textContent()) ?? ''); i++) {
    const panel = page.getByTestId('chain-panel');
    if ((await panel.count()) > 0 && Number(await panel.getAttribute('data-entries')) > 0 && /^Your response/.test((await page.getByTestId('chain-waiting').textContent()) ?? '')) {
      sawChain = true;
      const top = page.getByTestId('chain-entry').first();
      await expect.poll(() => top.textContent()).toContain(cardName);
      expect(((await top.locator('.text').textContent()) ?? '').length).toBeGreaterThan(0);
      const pass = page.locator('.decision-panel button.choice[data-action=passChain]');
      expect(await pass.textContent()).toContain('Pass (let the chain resolve)');
      await screenshot(page, 'play-chain-open');
      await pass.click();
    }
    await page.waitForTimeout(500);
  }
  await expect.poll(() => log.textContent(), { timeout: 30_000 }).toMatch(resolved);
  expect(sawChain || found.top === 'chain', 'the chain panel was never shown for Elrond to act on').toBe(true);
  const text = (await log.textContent()) ?? '';
  expect(text).toMatch(/The chain resolves/);
  // After it resolved no chain is left open for the viewer.
  await expect.poll(() => page.getByTestId('chain-panel').count()).toBe(0);
  expect(errors).toEqual([]);
});
