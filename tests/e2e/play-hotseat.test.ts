/**
 * Hot seat: two humans at one screen. After every decision the test asks the API for the
 * other seat's own view (its Play hand, MP hand and dealt characters) and checks that none
 * of those cards is in the page, by name or card id; behind the hand-off screen neither
 * seat's hidden cards may be there. The hand-off must come whenever the decider changes.
 */
import { expect, test } from 'vitest';
import type { Catalog } from '../../src-shared/engine/types';
import { screenshot } from './support';
import { createGame, decide, goToHash, panelState, usePlayApp, waitForTurn } from './playSupport';

const DECISIONS = 60;

const play = usePlayApp();

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Card ids and names of `hiddenSeat`'s hidden cards that the page must not show to `viewer`
 * (-1: nobody's). A card the viewer may see anyway (another copy in play, face up, in the
 * viewer's own hand) is left out, as is a name that is part of a visible card's name.
 */
async function forbidden(id: number, catalog: Catalog, hiddenSeat: number, viewer: number): Promise<{ ids: string[]; names: string[] }> {
  const h = play.app.server.services.handlers;
  const own = await h['games.open']({ id, seat: hiddenSeat });
  const seen = await h['games.open']({ id, seat: viewer });
  const p = own.view.players[hiddenSeat];
  if (!p) return { ids: [], names: [] };
  const visibleIds = new Set(seen.view.cardOf.filter((c) => c !== ''));
  const visibleNames = [...visibleIds].map((c) => catalog.cards[c]?.name ?? '');
  const ids = [...new Set([...p.hand, ...p.mpHand, ...p.pool].map((inst) => own.view.cardOf[inst] ?? ''))].filter((c) => c && !visibleIds.has(c));
  const names = [...new Set(ids.map((c) => catalog.cards[c]?.name ?? ''))].filter((n) => n && !visibleNames.some((v) => v.includes(n)));
  return { ids, names };
}

/** How many hidden names were looked for: the check must not pass by looking for nothing. */
let checkedNames = 0;

async function expectHidden(id: number, catalog: Catalog, hiddenSeat: number, viewer: number, when: string): Promise<void> {
  const { ids, names } = await forbidden(id, catalog, hiddenSeat, viewer);
  checkedNames += names.length;
  const html = await play.page.content();
  const text = await play.page.locator('body').innerText();
  for (const c of ids) expect(new RegExp(`(?<![A-Za-z0-9-])${escape(c)}(?![A-Za-z0-9-])`).test(html), `${when}: card id ${c} of seat ${hiddenSeat} in the page`).toBe(false);
  for (const n of names) expect(new RegExp(`(?<![\\p{L}])${escape(n)}(?![\\p{L}])`, 'u').test(text), `${when}: "${n}" of seat ${hiddenSeat} in the page`).toBe(false);
}

test('two humans at one screen: a hand-off between seats, never the other seat\'s hidden cards in the page', { timeout: 300_000 }, async () => {
  const { app, page, errors, sets } = play;
  const id = await createGame(app, {
    setIds: [sets.wizard, sets.ringwraith],
    seats: [
      { name: 'Elrond', kind: 'human', alignment: 'wizard' },
      { name: 'Gothmog', kind: 'human', alignment: 'ringwraith' },
    ],
    seed: 'e2e-hotseat',
  });
  const catalog = await app.server.services.handlers['games.catalog']({ id });
  await goToHash(page, `/play/${id}`);

  let lastViewer: number | null = null;
  let handOffs = 0;
  let decisions = 0;
  while (decisions < DECISIONS) {
    const waited = await waitForTurn(page);
    if (waited === 'score') break;
    const actor = (await app.server.services.handlers['games.open']({ id, seat: -1 })).summary.actor;
    if (waited === 'handOff') {
      handOffs++;
      const seat = Number(await page.getByTestId('hand-off').getAttribute('data-seat'));
      expect(seat).toBe(actor);
      await expect(page.getByTestId('hand-off').textContent()).resolves.toMatch(/Pass to (Elrond|Gothmog)/);
      for (const s of [0, 1]) await expectHidden(id, catalog, s, -1, `hand-off before decision ${decisions + 1}`);
      if (handOffs <= 2) await screenshot(page, `play-hotseat-handoff-${handOffs}`);
      await page.keyboard.press('Enter');
      await page.getByTestId('hand-off').waitFor({ state: 'detached' });
      lastViewer = seat;
      continue;
    }
    const state = await panelState(page);
    expect(state?.viewer, 'the view shown is the deciding seat\'s').toBe(actor);
    // A different seat than the last one shown must have come through the hand-off.
    expect(lastViewer, `decision ${decisions + 1}: seat ${actor} without a hand-off`).toBe(actor);
    await expectHidden(id, catalog, 1 - actor, actor, `before decision ${decisions + 1}`);
    if (decisions === 0 || state?.step === 'organization') await screenshot(page, `play-hotseat-${state?.step ?? 'decision'}-seat${actor}`);
    if (decisions === 0) {
      // The ? overlay lists the board's keys and the decision panel's together.
      await page.keyboard.press('?');
      const keys = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
      await keys.waitFor();
      await expect(keys.textContent()).resolves.toContain('Take the default choice (pass, end the phase)');
      await expect(keys.textContent()).resolves.toContain('Focus the map');
      await page.keyboard.press('Escape');
      await keys.waitFor({ state: 'detached' });
    }
    await decide(page);
    decisions++;
    // After the decision, the screen shows either the same seat or the hand-off.
    const after = await waitForTurn(page);
    if (after === 'decision') await expectHidden(id, catalog, 1 - actor, (await panelState(page))?.viewer ?? -1, `after decision ${decisions}`);
  }
  expect(decisions).toBeGreaterThanOrEqual(Math.min(DECISIONS, 20));
  expect(handOffs).toBeGreaterThanOrEqual(2);
  expect(checkedNames).toBeGreaterThan(decisions * 5);
  console.info(`hot seat: ${decisions} decisions, ${handOffs} hand-offs, ${checkedNames} hidden names looked for`);
  expect(errors).toEqual([]);
});
