/**
 * The open game on the Play screen: the seat whose view is shown, what it may do, the
 * hand-off between human seats at one desk, the paced computer seats, and the log.
 * The engine runs in the main process; this store only asks and draws.
 *
 * Interface shared by the board components (display) and the decision components:
 * display components read `view` / `catalog` / `legal` and call the intent functions
 * (`clickSite`, `dropStrike`, `openCardMenu`, `focusCard`); they never call the API.
 */
import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { Action, Catalog, GameEvent, Rejection } from '@shared/engine/types';
import type { GameView } from '@shared/engine';
import type { GameLogEntry, GameSnapshot, GameSummary } from '@shared/api/schemasGames';
import { ApiError } from '@shared/api/errors';
import { api, errorMessage } from '@renderer/api';
import { router } from '@renderer/router';
import { useAppStore } from '@renderer/stores/app';
import { siteClickAction, strikeDropAction } from '@shared/play/intents';
import { viewInLane } from '@shared/play/lanes';
import { serialQueue } from '@renderer/utils/serialQueue';

export interface CardMenuRequest {
  inst: number;
  /** Page coordinates of the pointer, or of the focused element for the keyboard. */
  x: number;
  y: number;
}

/** Bots in instant mode: one call plays every computer decision up to a human's or the end. */
const INSTANT_MAX = 100_000;
const LOG_PAGE = 5000;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export const useGameStore = defineStore('game', () => {
  const app = useAppStore();
  /** The game being shown (null before open). */
  const summary = shallowRef<GameSummary | null>(null);
  /** Static facts of the game (cards, regions, sites), fetched once per game. */
  const catalog = shallowRef<Catalog | null>(null);
  const snapshot = shallowRef<GameSnapshot | null>(null);
  /**
   * The snapshot's view with the catalog attached: what engine helpers take. With simultaneous
   * turns, the lane the viewer decides in is swapped in (turn / stack), so the decision, the map's
   * clicks and the legal actions speak of one turn; the turn bar reads every lane from `lanes`.
   */
  const view = computed<GameView | null>(() => {
    const snap = snapshot.value;
    if (!snap || !catalog.value) return null;
    const whole = { ...snap.view, catalog: catalog.value } as GameView;
    return snap.lane > 0 ? viewInLane(whole, snap.lane) : whole;
  });
  /** The seat whose view is shown (-1: spectator, as behind the hand-off screen). */
  const viewer = computed(() => snapshot.value?.seat ?? -1);
  const legal = computed<Action[]>(() => snapshot.value?.legal ?? []);
  /** Set when a different human seat must decide next: the screen shows only the hand-off. */
  const handOff = ref<{ seat: number; name: string } | null>(null);
  /** The company the player is giving orders to (movement by clicking sites). */
  const selectedCompany = ref<string | null>(null);
  /** The card shown in the detail pane (hover or focus). */
  const focusedCard = ref<string | null>(null);
  /** The engine's last rejection (shown with the rule it quotes). */
  const rejection = ref<Rejection | null>(null);
  const error = ref<string | null>(null);
  /** A gentle note for a click that did nothing (no move to that site, no strike there). */
  const hint = ref<string | null>(null);
  const busy = ref(false);
  /** Events of the last action (dice lines). */
  const lastEvents = shallowRef<GameEvent[]>([]);
  const log = shallowRef<GameLogEntry[]>([]);
  const cardMenu = ref<CardMenuRequest | null>(null);
  /** 'play' on /play/:id, 'replay' on /play/:id/replay. */
  const mode = ref<'play' | 'replay'>('play');
  /** Replay: actions applied in the shown position (0 … summary.actions). */
  const replayIndex = ref(0);
  /** A computer seat is deciding (the loop is running). */
  const botsThinking = ref(false);
  /** Seats marked on the seat strip: the Sphere of the card in play under the pointer (simultaneous turns). */
  const markedSeats = ref<number[]>([]);
  function markSeats(seats: number[]): void {
    markedSeats.value = seats;
  }

  const gameId = computed(() => summary.value?.id ?? null);
  const humanSeats = computed(() => (summary.value?.seats ?? []).filter((s) => s.kind === 'human').map((s) => s.seat));
  /** Every seat with a decision now, first-right order (two or three with simultaneous turns). */
  const actors = computed<number[]>(() => snapshot.value?.actors ?? (summary.value && summary.value.actor >= 0 ? [summary.value.actor] : []));
  /** The seat that decides now in the shown lane: the viewer when among the actors, else the first; -1 when nobody (game over). */
  const decider = computed(() => (actors.value.includes(viewer.value) ? viewer.value : (actors.value[0] ?? -1)));

  /** Bumped by open/close: a loop or a request of an older generation stops quietly. */
  let generation = 0;
  /**
   * Calls that change the game run one after another: with simultaneous turns a human acts in one
   * lane while computer seats act in another, and each call must send the count the last one left.
   */
  const serial = serialQueue();
  /** The human seat whose view was last shown: a different human's decision needs the hand-off. */
  let lastViewer: number | null = null;
  /** The seat the fetched log entries were written for (a new viewer refetches them). */
  let logSeat: number | null = null;

  function seatName(seat: number): string {
    return summary.value?.seats.find((s) => s.seat === seat)?.name ?? `Seat ${seat + 1}`;
  }

  function isBot(seat: number): boolean {
    return summary.value?.seats.find((s) => s.seat === seat)?.kind === 'bot';
  }

  /** The seat whose view fits the screen while nobody human decides (bots, game over). */
  function idleSeat(): number {
    const only = humanSeats.value.length === 1 ? humanSeats.value[0] : undefined;
    if (only !== undefined) return only;
    return lastViewer ?? -1;
  }

  function setSnapshot(snap: GameSnapshot): void {
    snapshot.value = snap;
    summary.value = snap.summary;
  }

  /** Brings the log up to the summary's action count, as the shown seat may read it. */
  async function syncLog(gen: number): Promise<void> {
    const id = gameId.value;
    if (id === null) return;
    const seat = viewer.value;
    let entries = logSeat === seat ? log.value : [];
    const total = summary.value?.actions ?? 0;
    while (entries.length < total) {
      const page = await api.call('games.log', { id, seat, from: entries.length, limit: LOG_PAGE });
      if (gen !== generation) return;
      if (page.entries.length === 0) break;
      entries = [...entries, ...page.entries];
    }
    logSeat = seat;
    log.value = entries;
  }

  /**
   * The start of open and openReplay: a new generation, the catalog and the spectator's
   * snapshot, then `rest` (unless a newer open came first); its error is the screen's.
   */
  async function load(id: number, as: 'play' | 'replay', rest: (gen: number, spectator: GameSnapshot) => Promise<void>): Promise<void> {
    close();
    const gen = generation;
    mode.value = as;
    busy.value = true;
    try {
      catalog.value = await api.call('games.catalog', { id });
      const spectator = await api.call('games.open', { id, seat: -1 });
      if (gen !== generation) return;
      setSnapshot(spectator);
      await rest(gen, spectator);
    } catch (e) {
      if (gen === generation) error.value = errorMessage(e);
    } finally {
      if (gen === generation) busy.value = false;
    }
  }

  /** Opens a game: catalog, the right seat's snapshot (or the hand-off), the log; starts the bots. */
  function open(id: number): Promise<void> {
    return load(id, 'play', (gen) => proceed(gen, false));
  }

  /**
   * After any change of position: the next human's view (or the hand-off in front of it),
   * the computer seats' loop, or the score sheet when the game has just ended.
   */
  async function proceed(gen: number, live: boolean): Promise<void> {
    const s = summary.value;
    if (!s) return;
    if (s.status === 'finished') {
      await showSeat(gen, idleSeat());
      if (live && gen === generation) await router.push(`/play/${s.id}/score`);
      return;
    }
    const deciding = actors.value;
    // Computer seats play their lanes while a human decides in another (simultaneous turns).
    if (deciding.some(isBot)) void runBots(gen);
    const humans = deciding.filter((seat) => !isBot(seat));
    if (!humans.length) {
      if (!handOff.value) await showSeat(gen, idleSeat());
      return;
    }
    // The seat on screen keeps it while it still decides; else the first human deciding, first-right order.
    const seat = lastViewer !== null && humans.includes(lastViewer) ? lastViewer : (humans[0] as number);
    if (handOff.value?.seat === seat) return;
    if (humanSeats.value.length >= 2 && lastViewer !== seat) {
      // Nobody's cards on screen until the new player says only they are looking.
      handOff.value = { seat, name: seatName(seat) };
      await showSeat(gen, -1);
      return;
    }
    lastViewer = seat;
    await showSeat(gen, seat);
  }

  /** Bumped by each showSeat: only the latest asked-for seat's view lands (hand-off accepted mid-fetch). */
  let showToken = 0;

  /** Shows `seat`'s view of the current position (fetched unless already shown) and its log. */
  async function showSeat(gen: number, seat: number): Promise<void> {
    const id = gameId.value;
    if (id === null) return;
    const token = ++showToken;
    if (snapshot.value?.seat !== seat || snapshot.value.summary.actions !== summary.value?.actions) {
      const snap = await api.call('games.open', { id, seat });
      if (gen !== generation || token !== showToken) return;
      setSnapshot(snap);
    }
    if (token === showToken) await syncLog(gen);
  }

  /** Computer seats act one at a time, paced by the bot-delay setting, until a human decides or the game ends. */
  async function runBots(gen: number): Promise<void> {
    if (botsThinking.value) return;
    botsThinking.value = true;
    try {
      while (gen === generation && summary.value?.status === 'active' && actors.value.some(isBot)) {
        const delay = app.settings?.botDelayMs ?? 500;
        if (delay > 0) await sleep(delay);
        if (gen !== generation || !summary.value) return;
        const moved = await serial(async () => {
          const now = summary.value;
          if (gen !== generation || !now) return false;
          // Behind a hand-off nobody's hands are fetched; else the seat on screen keeps its view.
          const snap = await api.call('games.bots', { id: now.id, seat: handOff.value ? -1 : viewer.value >= 0 ? viewer.value : idleSeat(), at: now.actions, max: delay === 0 ? INSTANT_MAX : 1 });
          if (gen !== generation) return false;
          setSnapshot(snap);
          if (snap.events.length) lastEvents.value = snap.events;
          return true;
        });
        if (!moved) return;
        await syncLog(gen);
      }
    } catch (e) {
      if (gen === generation) error.value = errorMessage(e);
      return;
    } finally {
      if (gen === generation) botsThinking.value = false;
    }
    if (gen === generation) await proceed(gen, true);
  }

  /** Sends one action for the viewer; a rejection lands in `rejection`. */
  async function act(action: Action): Promise<boolean> {
    const s = summary.value;
    if (!s || busy.value || mode.value !== 'play' || viewer.value < 0) return false;
    const gen = generation;
    busy.value = true;
    rejection.value = null;
    hint.value = null;
    error.value = null;
    try {
      const seat = viewer.value;
      const result = await serial(async () => {
        const r = await api.call('games.act', { id: s.id, seat, action, at: summary.value?.actions ?? s.actions });
        // Set at once, before a queued computer step reads the count.
        if (r.ok && gen === generation) setSnapshot(r.snapshot);
        return r;
      });
      if (gen !== generation) return false;
      if (!result.ok) {
        rejection.value = result.rejection;
        return false;
      }
      cardMenu.value = null;
      lastEvents.value = result.snapshot.events;
      await syncLog(gen);
      await proceed(gen, true);
      return true;
    } catch (e) {
      if (gen !== generation) return false;
      error.value = errorMessage(e);
      // Another window moved the game on: show where it is now.
      if (e instanceof ApiError && e.code === 'CONFLICT') {
        const fresh = await api.call('games.open', { id: s.id, seat: -1 }).catch(() => null);
        if (fresh && gen === generation) {
          setSnapshot(fresh);
          await proceed(gen, true);
        }
      }
      return false;
    } finally {
      if (gen === generation) busy.value = false;
    }
  }

  /** The viewer clicked a site on the map (movement of the selected company, starting site…). */
  function clickSite(siteId: string): void {
    const v = view.value;
    if (!v) return;
    const choice = siteClickAction(v, legal.value, siteId, selectedCompany.value);
    if (choice.action) void act(choice.action);
    else hint.value = choice.hint;
  }

  /** A strike was dropped on a character (strike assignment by drag). */
  function dropStrike(inst: number): void {
    const v = view.value;
    if (!v) return;
    const choice = strikeDropAction(v, legal.value, inst);
    if (choice.action) void act(choice.action);
    else hint.value = choice.hint;
  }

  /** The card's context menu (manual adjustments). */
  function openCardMenu(request: CardMenuRequest): void {
    if (mode.value !== 'play' || viewer.value < 0) return;
    cardMenu.value = request;
  }

  function closeCardMenu(): void {
    cardMenu.value = null;
  }

  function focusCard(cardId: string | null): void {
    focusedCard.value = cardId;
  }

  /** The hand-off's Enter is being answered (the screen may still be settling the last action). */
  const accepting = ref(false);

  /** The new seat's player pressed Enter on the hand-off screen. */
  async function acceptHandOff(): Promise<void> {
    const h = handOff.value;
    if (!h || accepting.value) return;
    const gen = generation;
    accepting.value = true;
    try {
      lastViewer = h.seat;
      lastEvents.value = [];
      selectedCompany.value = null;
      await showSeat(gen, h.seat);
      if (gen === generation && viewer.value === h.seat) handOff.value = null;
    } catch (e) {
      if (gen === generation) error.value = errorMessage(e);
    } finally {
      accepting.value = false;
    }
  }

  /**
   * Hot seat, Arda Revised §10 trading ("may freely trade … at any time during the turn"): a human seat that is not deciding
   * takes the screen to offer or answer a trade, behind the hand-off so nobody else sees its hands.
   */
  function tradeAs(seat: number): void {
    if (mode.value !== 'play' || busy.value || seat === viewer.value || !humanSeats.value.includes(seat)) return;
    handOff.value = { seat, name: seatName(seat) };
    const gen = generation;
    showSeat(gen, -1).catch((e: unknown) => {
      if (gen === generation) error.value = errorMessage(e);
    });
  }

  /** The trading seat is done: the screen goes back to the seat that decides (through the hand-off). */
  function endTrading(): void {
    if (mode.value !== 'play' || busy.value) return;
    const gen = generation;
    proceed(gen, false).catch((e: unknown) => {
      if (gen === generation) error.value = errorMessage(e);
    });
  }

  /** Replay: the position after `index` actions (the route's ?at=, else the end), as nobody's hands. */
  function openReplay(id: number, index?: number): Promise<void> {
    return load(id, 'replay', async (gen, spectator) => {
      // A finished game hides nothing worth hiding from a spectator; an unfinished one is seen by its only human.
      const humans = humanSeats.value;
      lastViewer = spectator.summary.status === 'active' && humans.length === 1 ? (humans[0] ?? -1) : -1;
      const total = spectator.summary.actions;
      const fullLog = await api.call('games.log', { id, seat: lastViewer ?? -1, from: 0, limit: LOG_PAGE });
      if (gen !== generation) return;
      log.value = fullLog.entries;
      logSeat = lastViewer;
      await seek(gen, Math.max(0, Math.min(total, index ?? routeIndex() ?? total)));
    });
  }

  /** A deep link into a replay: /play/:id/replay?at=120. */
  function routeIndex(): number | null {
    const at = Number(router.currentRoute.value.query.at);
    return Number.isInteger(at) && at >= 0 ? at : null;
  }

  /** The actions of the whole game (the replay's end). */
  const replayTotal = computed(() => summary.value?.actions ?? 0);
  /** The action that led to the shown replay position. */
  const replayEntry = computed(() => (replayIndex.value > 0 ? (log.value[replayIndex.value - 1] ?? null) : null));

  let seekToken = 0;
  async function seek(gen: number, index: number): Promise<void> {
    const id = gameId.value;
    if (id === null) return;
    const token = ++seekToken;
    replayIndex.value = index;
    const snap = await api.call('games.replayAt', { id, seat: lastViewer ?? -1, index });
    // Only the latest step is drawn when keys are held down.
    if (gen !== generation || token !== seekToken) return;
    const keep = summary.value;
    snapshot.value = snap;
    // The replayed summary describes the position; the game's own (its length) stays.
    if (keep) summary.value = keep;
    lastEvents.value = replayEntry.value?.events ?? [];
  }

  function replayGo(index: number): void {
    if (mode.value !== 'replay') return;
    const clamped = Math.max(0, Math.min(replayTotal.value, index));
    if (clamped === replayIndex.value) return;
    void seek(generation, clamped).catch((e: unknown) => {
      error.value = errorMessage(e);
    });
  }
  const step = (delta: number): void => replayGo(replayIndex.value + delta);
  const home = (): void => replayGo(0);
  const end = (): void => replayGo(replayTotal.value);

  function close(): void {
    generation++;
    summary.value = null;
    catalog.value = null;
    snapshot.value = null;
    handOff.value = null;
    selectedCompany.value = null;
    focusedCard.value = null;
    rejection.value = null;
    error.value = null;
    hint.value = null;
    busy.value = false;
    botsThinking.value = false;
    accepting.value = false;
    lastEvents.value = [];
    log.value = [];
    cardMenu.value = null;
    markedSeats.value = [];
    replayIndex.value = 0;
    lastViewer = null;
    logSeat = null;
  }

  return {
    summary, catalog, snapshot, view, viewer, legal, handOff, selectedCompany, focusedCard, rejection, error, hint, busy, lastEvents, log, cardMenu,
    mode, replayIndex, replayTotal, replayEntry, botsThinking, decider, actors, humanSeats, accepting, markedSeats, markSeats,
    open, act, clickSite, dropStrike, openCardMenu, closeCardMenu, focusCard, acceptHandOff, close,
    openReplay, step, home, end, replayGo, seatName, tradeAs, endTrading,
  };
});
