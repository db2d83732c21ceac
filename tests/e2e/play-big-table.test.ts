/**
 * Big tables from the New game form (issue 12): a 7-seat Arda Revised game (one human, six
 * computer seats; simultaneous turns), a 3-seat and a 9-seat Dark Arda game (every seat a
 * Ringwraith). At 1280×720 the seat strip holds every seat without scrolling the page, each
 * active player has a turn line (two at 7 seats, three at 9), the first-right token is shown,
 * and the human decides in whichever lane is theirs. The 7-seat game is played to its end
 * through the decision panel (a low Council threshold keeps it short); the score sheet names
 * how it ended. The 3-seat Dark Arda game is played to its end the same way (an Audience agreed at 9
 * MP keeps it short). Screenshots of each layout are kept.
 */
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { loadCardRecords } from '../../src-main/data/cardRows';
import { screenshot } from './support';
import { createGame, decide, goToHash, panelState, playToScore, usePlayApp, waitForTurn } from './playSupport';

const play = usePlayApp({ instantBots: true });

let avatarsAdded = false;
/**
 * Nine seats need nine avatars on each side: the built sets get proxies of the avatars they lack (once). And a Dark Arda set,
 * whose Avatar deck holds "nine copies each of Heralded Lord, Black Rider, and Fell Rider": nine of every minion card owned.
 */
async function enoughAvatars(): Promise<void> {
  if (avatarsAdded) return;
  avatarsAdded = true;
  const h = play.app.server.services.handlers;
  const records = loadCardRecords(play.app.server.services.db);
  await h['collection.change']({ label: 'own minions', changes: records.filter((r) => r.alignment === 'Minion').map((r) => ({ cardId: r.id, count: 9 })) });
  await h['sets.build']({ name: 'Dark', profileId: 'dark-arda', players: 9 });
  for (const [setId, alignment] of [[play.sets.wizard, 'Hero'], [play.sets.ringwraith, 'Minion']] as const) {
    const inSet = new Set((await h['sets.get']({ id: setId })).set.decks.avatar.map((e) => e.cardId));
    const extra = records.filter((r) => r.avatar && r.alignment === alignment && r.type === 'Character' && !inSet.has(r.id)).slice(0, 9);
    await h['sets.edit']({ setId, label: 'avatar proxies', edits: extra.map((r) => ({ deck: 'avatar' as const, cardId: r.id, copiesDelta: 0, proxiesDelta: 1 })) });
  }
}

/** Fills the New game form: the rules, the sets, the seat count (seat 1 human, the rest computer), the Council threshold. */
async function startFromForm(page: Page, options: { profile: 'Arda Revised' | 'Dark Arda'; seats: number; wizards: boolean; councilMp: number; seed: string }): Promise<number> {
  await goToHash(page, '/play/new');
  await page.getByRole('heading', { name: 'New game' }).waitFor();
  await page.getByRole('radio', { name: new RegExp(`^${options.profile} \\(`) }).check();
  if (options.profile === 'Arda Revised') {
    await page.getByLabel('Wizard set', { exact: true }).selectOption({ index: 1 });
    await page.getByLabel('Ringwraith set', { exact: true }).selectOption({ index: 1 });
  } else {
    // Dark Arda offers no Wizard set and says why.
    await expect.poll(() => page.getByLabel('Wizard set', { exact: true }).count()).toBe(0);
    await page.getByText('Dark Arda is played by Ringwraith players only').waitFor();
    // The Dark Arda set is picked over the Arda Revised Ringwraith set.
    await expect(page.getByLabel('Ringwraith set', { exact: true }).locator('option:checked').textContent()).resolves.toMatch(/^Dark \(/);
  }
  const count = page.getByLabel('Players', { exact: true });
  const offered = await count.locator('option').allTextContents();
  expect(offered.map(Number)).toEqual(options.profile === 'Dark Arda' ? [2, 3, 4, 5, 6, 7, 8, 9] : [2, 3, 4, 5, 6, 7]);
  await count.selectOption(String(options.seats));
  await expect.poll(() => page.locator('ol.seats > li').count()).toBe(options.seats);
  const note = page.getByTestId('simultaneous-note');
  await expect(note.textContent()).resolves.toMatch(/With 5 or more players, turns are simultaneous/);
  expect(await note.evaluate((el) => el.classList.contains('simultaneous'))).toBe(options.seats >= 5);
  await page.getByLabel('Seed').fill(options.seed);
  await page.getByLabel('Council threshold (MP)').fill(String(options.councilMp));
  await page.getByTestId('profile').scrollIntoViewIfNeeded();
  if (options.seats >= 5) await screenshot(page, `play-big-table-new-${options.profile === 'Dark Arda' ? 'dark' : 'arda'}-${options.seats}`);
  await page.getByRole('button', { name: 'Start the game' }).click();
  await page.waitForFunction(() => /#\/play\/\d+$/.test(location.hash), null, { timeout: 60_000 });
  return Number(/\/play\/(\d+)$/.exec(page.url())?.[1]);
}

/** The page itself never scrolls, and the seat strip's tiles lie within the window side by side. */
async function expectStripFits(page: Page, seats: number): Promise<void> {
  const strip = page.getByTestId('seat-strip');
  await strip.waitFor();
  await expect.poll(() => page.getByTestId('seat-tile').count()).toBe(seats);
  const fit = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const tiles = Array.from(document.querySelectorAll<HTMLElement>('[data-testid=seat-tile]'), (t) => t.getBoundingClientRect());
    return {
      pageScrolls: root.scrollHeight > window.innerHeight + 1 || root.scrollWidth > window.innerWidth + 1,
      inside: tiles.every((r) => r.left >= 0 && r.right <= window.innerWidth + 0.5 && r.bottom <= window.innerHeight && r.width >= 80),
      oneRow: new Set(tiles.map((r) => Math.round(r.top))).size === 1,
    };
  });
  expect(fit).toEqual({ pageScrolls: false, inside: true, oneRow: true });
}

/** Decides through the panel (the default choice, else the first) until the board shows `lanes` turn lines. */
async function playUntilLanes(page: Page, lanes: number, max = 400): Promise<void> {
  for (let k = 0; k < max; k++) {
    if ((await page.getByTestId('turn-lane').count()) === lanes) return;
    const waited = await waitForTurn(page);
    expect(waited, 'one human seat: never a hand-off').toBe('decision');
    await decide(page, ['chooseStartingCompany']);
  }
  expect.fail(`no simultaneous turn after ${max} decisions`);
}

/**
 * Once an opponent has a card in play: its seat's detail names the Sphere it reaches ("him and his two adjacent players",
 * Arda Revised appendix), and hovering it marks those tiles only. False while no opponent has one yet.
 */
async function checkSphere(page: Page, id: number): Promise<boolean> {
  const { view } = await play.app.server.services.handlers['games.open']({ id, seat: -1 });
  const owner = view.players.find((p) => p.seat !== 0 && p.playArea.length > 0);
  if (!owner || !view.lanes) return false;
  // Him and the players beside him in table order (the toss rotated the seats), past any player who is out.
  const living = view.order.filter((seat) => seat === owner.seat || !view.players[seat]?.out);
  const at = living.indexOf(owner.seat);
  const reach = [...new Set([at - 1, at, at + 1].map((i) => (living[(i + living.length) % living.length] as number) + 1))].sort((a, b) => a - b);
  await page.locator(`[data-testid=seat-tile][data-seat="${owner.seat}"]`).click();
  const chip = page.getByTestId('seat-detail').getByTestId('sphere').first();
  await expect(chip.textContent()).resolves.toBe(`affects seats ${reach.join(', ')}`);
  // Hovering the card marks the tiles of its Sphere, and only those.
  await chip.hover();
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid=seat-tile].marked').length === n, reach.length);
  // Tiles sit in table order: compare the seat numbers sorted.
  const marked = (await page.locator('[data-testid=seat-tile].marked').evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.seat) + 1))).sort((a, b) => a - b);
  expect(marked).toEqual(reach);
  await screenshot(page, 'play-big-table-7-sphere');
  await page.getByTestId('seat-detail').getByRole('button', { name: 'Close' }).click();
  await page.getByTestId('seat-detail').waitFor({ state: 'detached' });
  return true;
}

test('a 7-seat Arda Revised game starts from the form, shows seven seats and two turn lines, and plays to its end', { timeout: 420_000 }, async () => {
  const { page, errors, app } = play;
  await enoughAvatars();
  await page.setViewportSize({ width: 1280, height: 720 });
  const id = await startFromForm(page, { profile: 'Arda Revised', seats: 7, wizards: true, councilMp: 6, seed: 'e2e-seven' });
  await expectStripFits(page, 7);
  await screenshot(page, 'play-big-table-7-setup');
  await playUntilLanes(page, 2);
  await expectStripFits(page, 7);
  // Two active players, the first-right token holder's line first, and the token on its tile.
  const lanes = page.getByTestId('turn-lane');
  const laneSeats = await lanes.evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.seat)));
  expect(laneSeats).toHaveLength(2);
  await expect.poll(() => lanes.first().getByTestId('lane-token').count()).toBe(1);
  await expect.poll(() => page.locator(`[data-testid=seat-tile][data-seat="${laneSeats[0]}"] [data-testid=token-mark]`).count()).toBe(1);
  // 7 seats: "count out … 3 people (6-7 players) clockwise to designate the second active resource player".
  expect((laneSeats[1]! - laneSeats[0]! + 7) % 7).toBe(3);
  await screenshot(page, 'play-big-table-7-lanes');
  // A tile opens that seat's cards and companies over the map; Escape closes it.
  await page.locator('[data-testid=seat-tile][data-seat="3"]').click();
  await page.getByTestId('seat-detail').waitFor();
  await screenshot(page, 'play-big-table-7-seat-detail');
  await page.keyboard.press('Escape');
  await page.getByTestId('seat-detail').waitFor({ state: 'detached' });

  // To the end: the human decides in whichever lane is theirs; computer seats play the others.
  let sphereShown = false;
  const decisions = await playToScore(
    page,
    {
      before: async (state) => {
        expect(state.decider).toBe(0);
        if (!sphereShown) sphereShown = await checkSphere(page, id);
      },
      prefer: () => ['callCouncil', 'playMpCard', 'enterSite', 'chooseStartingCompany'],
    },
    330_000,
  );
  await page.getByRole('heading', { name: /score/i }).first().waitFor();
  const summary = (await app.server.services.handlers['games.list']({})).games.find((g) => g.id === id);
  expect(summary).toMatchObject({ status: 'finished', profile: 'arda-revised' });
  await page.getByText(/^Arda Revised · /).waitFor();
  await screenshot(page, 'play-big-table-7-score');
  console.info(`7 seats: ${decisions} human decisions, ${summary?.actions} actions, ${summary?.reason}, a card's Sphere shown: ${sphereShown}`);
  expect(errors).toEqual([]);
});

test('a 3-seat Dark Arda game starts from the form, every seat a Ringwraith, and plays to its end at the Audience with Sauron', { timeout: 420_000 }, async () => {
  const { page, errors, app } = play;
  await enoughAvatars();
  await page.setViewportSize({ width: 1280, height: 720 });
  // The group agrees on an Audience at 5 MP (the text: "any player with 25 or more MP may call the Audience with Sauron") to keep the game short.
  const id = await startFromForm(page, { profile: 'Dark Arda', seats: 3, wizards: false, councilMp: 5, seed: 'e2e-dark-3' });
  const summary = (await app.server.services.handlers['games.list']({})).games.find((g) => g.id === id);
  expect(summary?.profile).toBe('dark-arda');
  expect(summary?.councilMp).toBe(5);
  expect(summary?.seats.map((s) => s.alignment)).toEqual(['ringwraith', 'ringwraith', 'ringwraith']);
  // Three seats: one active player, the opponents' column as before, one turn bar.
  await page.getByTestId('turn-bar').waitFor();
  await expect.poll(() => page.getByTestId('seat-strip').count()).toBe(0);
  await expect.poll(() => page.getByTestId('turn-lane').count()).toBe(0);
  expect(await waitForTurn(page)).toBe('decision');
  await screenshot(page, 'play-big-table-dark-3');

  // To the end through the decision panel: the Dark Arda setup's choices (Ringwraith, followers, company, items), then turns.
  const steps = new Set<string>();
  const labels: string[] = [];
  const turn = {
    before: async (state: { step: string }) => void steps.add(state.step),
    prefer: () => ['callCouncil', 'playMpCard', 'enterSite', 'formDarkCompany', 'chooseStartingCompany'],
    shots: 'play-big-table-dark-3',
  };
  const decisions = await playToScore(page, turn, 330_000, labels);
  const called = labels.some((label) => /Audience/i.test(label));
  await page.getByRole('heading', { name: /score/i }).first().waitFor();
  const done = (await app.server.services.handlers['games.list']({})).games.find((g) => g.id === id);
  expect(done).toMatchObject({ status: 'finished', profile: 'dark-arda' });
  // "There are three ways to win an Arda game": the Audience, all other Ringwraiths eliminated, The One Ring to Barad-dûr.
  expect(['audience', 'avatars-eliminated', 'one-ring']).toContain(done?.reason);
  if (done?.reason === 'audience') await page.getByText(/Audience with Sauron was called by/).first().waitFor();
  await page.getByText(/^Dark Arda · /).first().waitFor();
  await screenshot(page, 'play-big-table-dark-3-score');
  // The Dark Arda setup was decided through the panel too.
  expect([...steps]).toEqual(expect.arrayContaining(['selectRingwraith']));
  console.info(`Dark Arda, 3 seats: ${decisions} human decisions, ${done?.actions} actions, ${done?.reason}, the human called the Audience: ${called}, steps ${[...steps].join(', ')}`);
  expect(errors).toEqual([]);
});

test('a 9-seat Dark Arda game: nine tiles in one row at 1280×720 and three turn lines', { timeout: 300_000 }, async () => {
  const { page, errors } = play;
  await enoughAvatars();
  await page.setViewportSize({ width: 1280, height: 720 });
  await startFromForm(page, { profile: 'Dark Arda', seats: 9, wizards: false, councilMp: 20, seed: 'e2e-dark-9' });
  await expectStripFits(page, 9);
  await playUntilLanes(page, 3);
  await expectStripFits(page, 9);
  const laneSeats = await page.getByTestId('turn-lane').evaluateAll((els) => els.map((e) => Number((e as HTMLElement).dataset.seat)));
  expect(new Set(laneSeats).size).toBe(3);
  await screenshot(page, 'play-big-table-9-lanes');

  // By keyboard: S focuses the viewer's tile, ← → move along the strip (one Tab stop), Enter opens a seat, Esc closes it.
  const focusedSeat = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.seat ?? null);
  const tileOrder = await page.getByTestId('seat-tile').evaluateAll((els) => els.map((e) => (e as HTMLElement).dataset.seat));
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('s');
  await expect.poll(focusedSeat).toBe('0');
  await page.keyboard.press('ArrowRight');
  const second = tileOrder[tileOrder.indexOf('0') + 1] ?? null;
  await expect.poll(focusedSeat).toBe(second);
  await expect.poll(() => page.locator('[data-testid=seat-tile][tabindex="0"]').count()).toBe(1);
  await page.keyboard.press('Enter');
  const detail = page.getByTestId('seat-detail');
  await detail.waitFor();
  await expect(page.locator(`[data-testid=seat-tile][data-seat="${second}"]`).getAttribute('aria-expanded')).resolves.toBe('true');
  await page.keyboard.press('Escape');
  await expect.poll(() => detail.count()).toBe(0);
  await expect.poll(focusedSeat).toBe(second);
  await page.keyboard.press('End');
  await expect.poll(focusedSeat).toBe(tileOrder.at(-1));
  await page.keyboard.press('Home');
  await expect.poll(focusedSeat).toBe(tileOrder[0]);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await page.keyboard.press('?');
  const keys = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  // Listed once, however often the board published its keys.
  await keys.getByText(/Seat tiles \(big tables\)/).waitFor();
  await expect.poll(() => keys.getByText(/Seat tiles \(big tables\)/).count()).toBe(1);
  await expect.poll(() => keys.getByText('Close the card pane').count()).toBe(1);
  await page.keyboard.press('Escape');
  await expect.poll(() => keys.count()).toBe(0);

  // Larger windows: the same one row, wider tiles.
  await page.setViewportSize({ width: 1920, height: 1080 });
  await expectStripFits(page, 9);
  await expect.poll(() => page.getByTestId('turn-lane').count()).toBe(3);
  await screenshot(page, 'play-big-table-9-lanes-1920');
  await page.setViewportSize({ width: 1280, height: 720 });
  expect(errors).toEqual([]);
});

test('two humans deciding in two lanes at once: the hand-off passes the screen between them, each sees only their own hand', { timeout: 300_000 }, async () => {
  const { page, errors, app, sets } = play;
  await enoughAvatars();
  await page.setViewportSize({ width: 1280, height: 720 });
  const h = app.server.services.handlers;
  // Five seats: the active players are two seats apart ("count out two (5 players)"), so seats 0 and 2 are active together once a round.
  const kinds = ['human', 'bot', 'human', 'bot', 'bot'] as const;
  const id = await createGame(app, {
    setIds: [sets.wizard, sets.ringwraith],
    seats: kinds.map((kind, i) => ({ name: i === 0 ? 'Elrond' : i === 2 ? 'Galadriel' : `Computer ${i + 1}`, kind })),
    seed: 'e2e-two-lanes',
  });
  await goToHash(page, `/play/${id}`);
  /** Per simultaneous turn: the lane each human seat decided in. */
  const lanesByTurn = new Map<number, Map<number, number>>();
  let handOffs = 0;
  let bothDeciding = 0;
  let lastViewer = -1;
  for (let decisions = 0; decisions < 600; ) {
    const waited = await waitForTurn(page, 120_000);
    if (waited === 'score') break;
    const spectator = await h['games.open']({ id, seat: -1 });
    if (waited === 'handOff') {
      const seat = Number(await page.getByTestId('hand-off').getAttribute('data-seat'));
      expect(spectator.actors).toContain(seat);
      // Nobody's hands behind the hand-off: the board is not in the page.
      await expect.poll(() => page.locator('.hand-area, .dock').count()).toBe(0);
      if (handOffs === 0) await screenshot(page, 'play-big-table-two-lanes-handoff');
      handOffs++;
      await page.getByRole('button', { name: new RegExp(`^I am ${seat === 0 ? 'Elrond' : 'Galadriel'}`) }).click();
      await page.getByTestId('hand-off').waitFor({ state: 'detached' });
      lastViewer = seat;
      continue;
    }
    const state = await panelState(page);
    const viewer = state?.viewer ?? -1;
    expect(viewer, 'a human seat changed without a hand-off').toBe(lastViewer);
    expect(spectator.actors).toContain(viewer);
    // Both humans have a decision, each in their own lane: the screen is one player's, the other waits for the hand-off.
    if (spectator.actors.includes(0) && spectator.actors.includes(2)) {
      bothDeciding++;
      if (bothDeciding === 1) await screenshot(page, 'play-big-table-two-lanes-both');
    }
    const mine = await h['games.open']({ id, seat: viewer });
    if (mine.view.lanes) {
      const turn = mine.view.lanes.count;
      const seen = lanesByTurn.get(turn) ?? new Map<number, number>();
      seen.set(viewer, mine.lane);
      lanesByTurn.set(turn, seen);
      if (seen.size === 2) break;
    }
    await decide(page, ['chooseStartingCompany']);
    decisions++;
  }
  const both = [...lanesByTurn.values()].find((seen) => seen.size === 2);
  expect(both, 'both humans decided in one simultaneous turn').toBeDefined();
  // Two lanes: one per active human.
  expect(new Set(both!.values()).size).toBe(2);
  expect(bothDeciding).toBeGreaterThan(0);
  expect(handOffs).toBeGreaterThanOrEqual(2);
  await screenshot(page, 'play-big-table-two-lanes');
  expect(errors).toEqual([]);
});
