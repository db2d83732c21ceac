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
import type { GameView } from '@shared/engine/api';
import type { GameLogEntry, GameSnapshot, GameSummary } from '@shared/api/schemasGames';

export interface CardMenuRequest {
  inst: number;
  /** Page coordinates of the pointer, or of the focused element for the keyboard. */
  x: number;
  y: number;
}

export const useGameStore = defineStore('game', () => {
  /** The game being shown (null before open). */
  const summary = shallowRef<GameSummary | null>(null);
  /** Static facts of the game (cards, regions, sites), fetched once per game. */
  const catalog = shallowRef<Catalog | null>(null);
  const snapshot = shallowRef<GameSnapshot | null>(null);
  /** The snapshot's view with the catalog attached: what engine helpers take. */
  const view = computed<GameView | null>(() =>
    snapshot.value && catalog.value ? ({ ...snapshot.value.view, catalog: catalog.value } as GameView) : null,
  );
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
  const busy = ref(false);
  /** Events of the last action (dice lines). */
  const lastEvents = shallowRef<GameEvent[]>([]);
  const log = shallowRef<GameLogEntry[]>([]);
  const cardMenu = ref<CardMenuRequest | null>(null);

  /** Opens a game: catalog, the right seat's snapshot (or the hand-off), the log; starts the bots. */
  async function open(_id: number): Promise<void> {
    throw new Error('not implemented yet');
  }

  /** Sends one action for the viewer; a rejection lands in `rejection`. */
  async function act(_action: Action): Promise<boolean> {
    throw new Error('not implemented yet');
  }

  /** The viewer clicked a site on the map (movement of the selected company, starting site…). */
  function clickSite(_siteId: string): void {}

  /** A strike was dropped on a character (strike assignment by drag). */
  function dropStrike(_inst: number): void {}

  /** The card's context menu (manual adjustments). */
  function openCardMenu(request: CardMenuRequest): void {
    cardMenu.value = request;
  }

  function focusCard(cardId: string | null): void {
    focusedCard.value = cardId;
  }

  /** The new seat's player pressed Enter on the hand-off screen. */
  async function acceptHandOff(): Promise<void> {}

  function close(): void {
    summary.value = null;
    catalog.value = null;
    snapshot.value = null;
    handOff.value = null;
  }

  return {
    summary, catalog, snapshot, view, viewer, legal, handOff, selectedCompany, focusedCard, rejection, error, busy, lastEvents, log, cardMenu,
    open, act, clickSite, dropStrike, openCardMenu, focusCard, acceptHandOff, close,
  };
});
