/**
 * Play e2e plumbing: a catalogue, a collection and a Wizard and a Ringwraith set built
 * from it (as the game CLI test does), games created through the API, and the script's
 * way of deciding through the UI only: the decision panel's default choice (pass, end of
 * phase) when offered, else its first choice.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { NewGameInput } from '../../src-shared/api/schemasGames';
import type { Action } from '../../src-shared/engine/types';
import { importCardFile, launchBrowser, openPage, screenshot, startApp, type TestApp } from './support';

const GCCG = join(__dirname, '../../../shared/decks/gccg');
const DECKS = ['A - Stewards of Gondor.meccg', 'F - Spies and Traitors.meccg'];

export interface PlaySets {
  wizard: number;
  ringwraith: number;
}

/** Cards through the welcome screen, then two decks' collection and one set per alignment. */
export async function preparePlay(app: TestApp, page: Page): Promise<PlaySets> {
  await importCardFile(page);
  const h = app.server.services.handlers;
  for (const file of DECKS) await h['collection.import']({ fileName: file, content: readFileSync(join(GCCG, file), 'utf8'), skipUnresolved: true });
  const wizard = await h['sets.build']({ name: 'Wizards', profileId: 'arda-revised-wizard', players: 3 });
  const ringwraith = await h['sets.build']({ name: 'Wraiths', profileId: 'arda-revised-ringwraith', players: 3 });
  return { wizard: wizard.set.id, ringwraith: ringwraith.set.id };
}

/** What the play tests' shared set-up gives them, filled in before their first test. */
export interface PlayApp {
  app: TestApp;
  page: Page;
  /** The page's errors (uncaught and console): a test ends expecting none. */
  errors: string[];
  sets: PlaySets;
}

/**
 * Registers the set-up every play test file shares: a browser, the app on a fresh database,
 * one page past the welcome screen with the sets built (preparePlay), and computer seats
 * acting at once when `instantBots`; all closed after the file. The fields are there from
 * the first test on (read them in tests and hooks, not at load time).
 */
export function usePlayApp(options: { instantBots?: boolean } = {}): PlayApp {
  const play = {} as PlayApp;
  let browser: Browser | undefined;
  let app: TestApp | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
    app = play.app = await startApp();
    ({ page: play.page, errors: play.errors } = await openPage(browser, app.server.url));
    play.sets = await preparePlay(app, play.page);
    if (options.instantBots) await app.server.services.handlers['settings.update']({ botDelayMs: 0 });
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  return play;
}

export async function createGame(app: TestApp, input: NewGameInput): Promise<number> {
  const summary = await app.server.services.handlers['games.create']({ councilMp: 12, ...input });
  return summary.id;
}

type OpenGame = Awaited<ReturnType<TestApp['server']['services']['handlers']['games.open']>>;

/**
 * Elrond against the Witch-king over the API, seeds `${prefix}-0`, `${prefix}-1`, …: Elrond takes the default choice (pass,
 * end of phase) and the computer plays, until `found` answers for a position of Elrond's; that answer, or null after 12 games.
 */
export async function elrondUntil<T>(play: PlayApp, prefix: string, found: (open: OpenGame, id: number) => T | null | Promise<T | null>): Promise<T | null> {
  const { app, sets } = play;
  const h = app.server.services.handlers;
  for (let k = 0; k < 12; k++) {
    const id = await createElrondVsWitchKing(app, sets, `${prefix}-${k}`);
    let s = (await h['games.list']({})).games.find((g) => g.id === id);
    for (let n = 0; s && n < 1500 && s.status === 'active'; n++) {
      if (s.actor !== 0) {
        s = (await h['games.bots']({ id, seat: -1, at: s.actions, max: 1 })).summary;
        continue;
      }
      const open = await h['games.open']({ id, seat: 0 });
      const answer = await found(open, id);
      if (answer !== null) return answer;
      const pick = (['passChain', 'passHazards', 'endPhase', 'leaveSite'] as const).map((t) => open.legal.find((a) => a.type === t)).find((a) => a) ?? open.legal[0];
      const r = await h['games.act']({ id, seat: 0, action: pick as Action, at: s.actions });
      if (!r.ok) throw new Error(r.rejection.message);
      s = r.snapshot.summary;
    }
  }
  return null;
}

/** Elrond (human, Wizard set) against the Witch-king (computer, Ringwraith set): the board tests' game. */
export function createElrondVsWitchKing(app: TestApp, sets: PlaySets, seed: string): Promise<number> {
  return createGame(app, {
    setIds: [sets.wizard, sets.ringwraith],
    seats: [
      { name: 'Elrond', kind: 'human', alignment: 'wizard' },
      { name: 'Witch-king', kind: 'bot', alignment: 'ringwraith' },
    ],
    seed,
  });
}

/** In-app navigation (the token stays in the session). */
export async function goToHash(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => {
    location.hash = p;
  }, path);
  await page.waitForFunction((p) => location.hash === `#${p}`, path);
}

/** The game screen's state as the decision panel publishes it. */
export interface PanelState {
  at: number;
  viewer: number;
  decider: number;
  step: string;
  actions: number;
}

export async function panelState(page: Page): Promise<PanelState | null> {
  return page.evaluate(() => {
    const p = document.querySelector<HTMLElement>('.decision-panel');
    if (!p) return null;
    const n = (k: string) => Number(p.dataset[k] ?? -1);
    return { at: n('at'), viewer: n('viewer'), decider: n('decider'), step: p.dataset.step ?? '', actions: n('actions') };
  });
}

export type Waited = 'score' | 'handOff' | 'decision';

/** Waits until the viewer may decide (enabled choices), the hand-off shows, or the score sheet opens. */
export async function waitForTurn(page: Page, timeout = 60_000): Promise<Waited> {
  const handle = await page.waitForFunction(
    () => {
      if (/\/score$/.test(location.hash)) return 'score';
      if (document.querySelector('[data-testid=hand-off]')) return 'handOff';
      const p = document.querySelector<HTMLElement>('.decision-panel');
      if (p && p.getAttribute('aria-busy') !== 'true' && p.querySelector('button.choice:not([disabled])')) return 'decision';
      return false;
    },
    null,
    { timeout, polling: 50 },
  );
  return (await handle.jsonValue()) as Waited;
}

/**
 * Clicks the default choice if there is one, else the first; waits for the position to
 * move on. Returns the clicked button's text. A rejection of an offered choice fails the test.
 */
export async function decide(page: Page, prefer: string[] = []): Promise<string> {
  const before = await panelState(page);
  const panel = page.locator('.decision-panel');
  // One look at the panel picks the button: the script's preferences (by action type, in
  // order), else the default (pass, end of phase), else the first open choice.
  const pick = await page.evaluate((types) => {
    const all = Array.from(document.querySelectorAll<HTMLButtonElement>('.decision-panel button.choice'));
    const usable = (b: HTMLButtonElement) => !b.disabled;
    const shown = (b: HTMLButtonElement) => usable(b) && b.offsetParent !== null;
    const chosen =
      types.map((t) => all.find((b) => usable(b) && b.dataset.action === t)).find((b) => b) ??
      all.find((b) => shown(b) && b.classList.contains('primary')) ??
      all.find(shown);
    // A preferred choice may sit in a folded list (every reachable site): unfold it, as a click on its summary does.
    const fold = chosen?.closest('details');
    if (fold && !fold.open) fold.open = true;
    return chosen ? { index: all.indexOf(chosen) } : null;
  }, prefer);
  expect(pick, 'no choice to take').not.toBeNull();
  const button = panel.locator('button.choice').nth(pick?.index ?? 0);
  const label = ((await button.textContent()) ?? '').trim();
  await button.click();
  await page.waitForFunction(
    (at) => {
      if (/\/score$/.test(location.hash) || document.querySelector('[data-testid=hand-off]') || document.querySelector('[data-testid=rejection]')) return true;
      const p = document.querySelector<HTMLElement>('.decision-panel');
      return !p || Number(p.dataset.at) !== at;
    },
    before?.at ?? -1,
    { timeout: 60_000, polling: 50 },
  );
  const rejection = page.getByTestId('rejection');
  if (await rejection.count()) expect.fail(`the engine refused an offered choice "${label}": ${await rejection.textContent()}`);
  return label;
}

/** What a one-human game loop does at each of the human's decisions (playToScore). */
export interface HumanTurn {
  /** Runs first; true: this round is spent (the decision is made later). */
  before?: (state: PanelState) => Promise<boolean | void>;
  /** Action types to prefer now, in order (decide's `prefer`). */
  prefer: (state: PanelState) => Promise<string[]> | string[];
  /** A screenshot `${shots}-${step}` the first time each step shows. */
  shots?: string;
}

/**
 * Plays a game with one human seat (seat 0) to its score sheet through the decision panel only:
 * never a hand-off, always seat 0's view; each decided label goes to `labels`. Fails when the
 * game is still running after `budgetMs`. Returns the number of decisions made.
 */
export async function playToScore(page: Page, turn: HumanTurn, budgetMs: number, labels: string[] = []): Promise<number> {
  const shot = new Set<string>();
  const deadline = Date.now() + budgetMs;
  let decisions = 0;
  for (;;) {
    const waited = await waitForTurn(page, 120_000);
    if (waited === 'score') return decisions;
    expect(waited, 'one human seat: never a hand-off').toBe('decision');
    const state = (await panelState(page)) as PanelState;
    expect(state?.viewer).toBe(0);
    if (turn.shots && !shot.has(state.step)) {
      shot.add(state.step);
      await screenshot(page, `${turn.shots}-${state.step}`);
    }
    if (await turn.before?.(state)) continue;
    labels.push(await decide(page, await turn.prefer(state)));
    decisions++;
    expect(Date.now(), `game still running after ${decisions} decisions`).toBeLessThan(deadline);
  }
}
