/**
 * Trading on the game screen (Arda Revised §10: "Each player that is not an active resource player may freely trade resources
 * from both Play hand and MP hand, but only on a one-on-one basis … This may be done at any time during the turn"). Three
 * humans of one set at one screen: the setup is played through the API (first legal choice), then, while the active player
 * decides, one non-active seat takes the screen through the hand-off and offers a card, and the other answers it with a card
 * of the same hand — both confirming through the UI, neither of them deciding the turn.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import type { GameView } from '../../src-shared/engine';
import type { Action } from '../../src-shared/engine/types';
import { screenshot } from './support';
import { createGame, goToHash, usePlayApp } from './playSupport';

const play = usePlayApp();
const GCCG = join(__dirname, '../../../shared/decks/gccg');
const DECKS = ['A - Stewards of Gondor.meccg', 'F - Spies and Traitors.meccg'];

/** The steps of a turn in play, where trades may be made (the engine's phases/trade.ts). */
const TURN_STEPS = ['organization', 'longEvent', 'mhSelect', 'mhHazards', 'siteSelect', 'siteCompany', 'endTurn'];

type Handlers = typeof play.app.server.services.handlers;

/** Plays the deciding seat's first legal action through the API until the first turn is under way. */
async function playSetup(h: Handlers, id: number): Promise<void> {
  for (let i = 0; i < 400; i++) {
    const spectator = await h['games.open']({ id, seat: -1 });
    const top = spectator.view.stack[spectator.view.stack.length - 1];
    if (spectator.view.turn.number > 0 && top && TURN_STEPS.includes(top.kind)) return;
    const seat = spectator.summary.actor;
    const own = await h['games.open']({ id, seat });
    const action = own.legal.find((a: Action) => a.type !== 'offerTrade' && a.type !== 'answerTrade' && a.type !== 'withdrawTrade');
    if (!action) throw new Error(`seat ${seat} has nothing to do`);
    const r = await h['games.act']({ id, seat, action, at: spectator.summary.actions });
    if (!r.ok) throw new Error(`refused: ${r.rejection.message}`);
  }
  throw new Error('the first turn did not start');
}

const resources = (view: GameView, insts: number[]): number[] => insts.filter((i) => view.catalog.cards[view.cardOf[i] ?? '']?.type === 'Resource');

async function passHandOff(seat: number): Promise<void> {
  const { page } = play;
  const handOff = page.getByTestId('hand-off');
  await handOff.waitFor();
  expect(Number(await handOff.getAttribute('data-seat'))).toBe(seat);
  await page.keyboard.press('Enter');
  await handOff.waitFor({ state: 'detached' });
  await page.waitForFunction((s) => Number(document.querySelector<HTMLElement>('.decision-panel')?.dataset.viewer) === s, seat);
}

test('two seats that are not the active player trade one card for one through the game screen', { timeout: 240_000 }, async () => {
  const { app, page, errors, sets } = play;
  const h = app.server.services.handlers;
  // Three Wizards for three players: the shared set-up's Wizard set took the free copies of its decks and holds one avatar;
  // the decks again (free copies for a second set) and two more avatars.
  for (const file of DECKS) await h['collection.import']({ fileName: file, content: readFileSync(join(GCCG, file), 'utf8'), skipUnresolved: true });
  const avatars = ['#', '####', 'Deck', '####', '', '1 Gandalf (TW)', '1 Saruman (TW)', '1 Radagast (TW)', ''].join('\n');
  await h['collection.import']({ fileName: 'avatars.meccg', content: avatars, skipUnresolved: true });
  const built = await h['sets.build']({ name: 'Three Wizards', profileId: 'arda-revised-wizard', players: 3 });
  void sets;
  const id = await createGame(app, {
    setIds: [built.set.id],
    seats: [
      { name: 'Elrond', kind: 'human', alignment: 'wizard' },
      { name: 'Galadriel', kind: 'human', alignment: 'wizard' },
      { name: 'Círdan', kind: 'human', alignment: 'wizard' },
    ],
    seed: 'e2e-trade',
  });
  await playSetup(h, id);
  const catalog = await h['games.catalog']({ id });
  const spectator = await h['games.open']({ id, seat: -1 });
  const active = spectator.view.turn.active;
  const decider = spectator.summary.actor;
  const [giver, taker] = [0, 1, 2].filter((s) => s !== active) as [number, number];
  const viewOf = async (seat: number) => ({ ...(await h['games.open']({ id, seat })).view, catalog }) as GameView;
  const giverView = await viewOf(giver);
  const takerView = await viewOf(taker);
  // A hand in which both hold a resource: the offer is made from it, the answer comes from the same hand.
  const hand = (['play', 'mp'] as const).find((k) => {
    const of = (v: GameView, s: number) => (k === 'play' ? v.players[s]?.hand : v.players[s]?.mpHand) ?? [];
    return resources(giverView, of(giverView, giver)).length > 0 && resources(takerView, of(takerView, taker)).length > 0;
  });
  expect(hand, 'both non-active seats hold a resource in one hand').toBeDefined();
  const handOf = (v: GameView, s: number) => (hand === 'play' ? v.players[s]?.hand : v.players[s]?.mpHand) ?? [];
  const offered = resources(giverView, handOf(giverView, giver))[0] as number;
  const returned = resources(takerView, handOf(takerView, taker))[0] as number;

  await goToHash(page, `/play/${id}`);
  await passHandOff(decider);
  // The active player's screen: no trade of his own, but the two others may take the screen to trade.
  const panel = page.getByTestId('trade-panel');
  await panel.waitFor();
  await expect.poll(() => panel.locator('[data-action=offerTrade]').count()).toBe(0);
  await expect(panel.locator('[data-action=tradeAs]').evaluateAll((bs) => bs.map((b) => Number((b as HTMLElement).dataset.seat)).sort())).resolves.toEqual([giver, taker].filter((s) => s !== decider).sort());
  await panel.scrollIntoViewIfNeeded();
  await screenshot(page, 'play-trade-1-active');

  // The giver takes the screen (behind the hand-off) and offers a card to the taker.
  if (decider !== giver) {
    await panel.locator(`[data-action=tradeAs][data-seat="${giver}"]`).click();
    await passHandOff(giver);
  }
  const offerRow = page.locator(`[data-testid=trade-offer][data-to="${taker}"]`);
  await offerRow.waitFor();
  // Each card under its hand: the answer comes from the same hand.
  await expect.poll(() => offerRow.locator(`[data-hand="${hand}"] [data-action=offerTrade][data-inst="${offered}"]`).count()).toBe(1);
  await screenshot(page, 'play-trade-2-offer');
  await offerRow.locator(`[data-action=offerTrade][data-inst="${offered}"]`).click();
  // The offer stands; the screen goes back to the decider.
  await expect.poll(async () => (await h['games.open']({ id, seat: -1 })).view.trades?.length ?? 0).toBe(1);
  if (decider !== giver) await passHandOff(decider);
  await screenshot(page, 'play-trade-3-waiting');

  // The taker takes the screen and answers with a card of the same hand.
  await page.getByTestId('trade-panel').locator(`[data-action=tradeAs][data-seat="${taker}"]`).click();
  await passHandOff(taker);
  const answer = page.getByTestId('trade-answer');
  await answer.waitFor();
  await expect(answer.textContent()).resolves.toContain(catalog.cards[giverView.cardOf[offered] ?? '']?.name ?? '?');
  await screenshot(page, 'play-trade-4-answer');
  await answer.locator(`[data-action=answerTrade][data-inst="${returned}"]`).click();
  await passHandOff(decider);

  const [g, t] = [await viewOf(giver), await viewOf(taker)];
  expect(handOf(g, giver)).toContain(returned);
  expect(handOf(g, giver)).not.toContain(offered);
  expect(handOf(t, taker)).toContain(offered);
  expect(handOf(t, taker)).not.toContain(returned);
  const final = await h['games.open']({ id, seat: -1 });
  expect(final.view.trades).toBeUndefined();
  // Nobody's turn moved: the same seat decides the same step.
  expect(final.summary.actor).toBe(decider);
  await screenshot(page, 'play-trade-5-done');
  expect(errors).toEqual([]);
});
