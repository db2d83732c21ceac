import { defineStore } from 'pinia';
import { computed, ref, shallowRef, watch } from 'vue';
import type { CardRow } from '@shared/api/schemas';
import type { ArdaSetEdit, ArdaSetState, DeckEntryData } from '@shared/api/schemasArda';
import { api, errorMessage } from '@renderer/api';
import { DECK_IDS, DECK_LABELS, deckKey, isCreature, toTarget, type DeckId, type DeckState, type DeckTarget } from '@renderer/components/arda/decks';
import { i18n } from '@renderer/i18n';
import { decksToShow } from '@shared/arda/profile';
import { getProfile } from '@shared/arda/profiles';
import { useAppStore } from './app';
import { createCardList } from './cardList';

export interface Availability {
  owned: number;
  inOtherSets: number;
  /** The deck the set's profile puts the card in, or null when no deck takes it. */
  homeDeck: DeckId | null;
  /** Why the profile keeps the card out of every deck (the validator's code and message). */
  refusal: Refusal | null;
}

export interface Refusal {
  code: 'ALIGNMENT' | 'EXCLUDED' | 'WRONG_DECK';
  message: string;
}

/** What the finder did with the last card it was asked to add. */
export interface FinderNote {
  kind: 'refused' | 'elsewhere';
  cardId: string;
  text: string;
}

/** One card of the shown deck with what the editor displays about it. */
export interface DeckLine extends DeckEntryData {
  card: CardRow | undefined;
  name: string;
  owned: number;
  /** Owned copies not in this set nor another: owned − this set − other sets, not below 0. */
  free: number;
  inOtherSets: number;
}

export interface DeckSummary {
  deck: DeckId;
  label: string;
  total: number;
  proxies: number;
  target: DeckTarget | null;
  state: DeckState;
  errors: number;
  warnings: number;
}

const TYPE_ORDER = ['Character', 'Resource', 'Hazard', 'Site', 'Region'];
const SEARCH_LIMIT = 150;

/**
 * The set editor: the stored set with its problems and undo state as the last sets.* call
 * returned them, applied optimistically first so keys never wait for the round trip.
 */
/** Status lines and undo labels in the UI language of the moment (rules messages inside them stay English). */
const t = i18n.global.t;

/** "Play" in the UI language. */
function deckName(d: DeckId): string {
  return t(deckKey(d));
}

/** "Play deck" in the UI language. */
function deckOf(d: DeckId): string {
  return t('deck.deckOf', { deck: deckName(d) });
}

/** The most copies one finder line adds ("3 orc-raiders"); a larger count is a typo more often than a wish. */
const FINDER_COUNT_MAX = 30;

export const useArdaEditorStore = defineStore('ardaEditor', () => {
  const app = useAppStore();
  const state = shallowRef<ArdaSetState | null>(null);
  const loadError = ref<string | null>(null);
  const error = ref<string | null>(null);
  const lastAction = ref('');
  const finderNote = ref<FinderNote | null>(null);
  const deck = ref<DeckId>('play');
  const highlightedId = ref<string | null>(null);
  /** The profile's size target of each deck for the set's players, as the last set answer gave them. */
  const targets = computed<Partial<Record<DeckId, DeckTarget | null>>>(() => {
    const t = state.value?.targets;
    const out: Partial<Record<DeckId, DeckTarget | null>> = {};
    if (t) for (const d of DECK_IDS) out[d] = toTarget(t[d]);
    return out;
  });
  /** The set's cards (and those met in the search) by id: names, types, MP. */
  const cards = shallowRef(new Map<string, CardRow>());
  const availability = shallowRef(new Map<string, Availability>());
  // The finder reads a count as the collection's entry does ("3 orc-raiders", "orc-raiders x3").
  const finder = createCardList({ limit: SEARCH_LIMIT, listLine: true });
  let cardsLang: string | null = null;
  let pending = 0;
  let queue: Promise<unknown> = Promise.resolve();

  const setId = computed(() => state.value?.set.id ?? null);
  const set = computed(() => state.value?.set ?? null);
  const violations = computed(() => state.value?.violations ?? []);
  const history = computed(() => state.value?.history ?? { canUndo: false, canRedo: false, undoLabel: null, redoLabel: null });
  const errorCount = computed(() => violations.value.filter((v) => v.severity === 'error').length);
  const warningCount = computed(() => violations.value.length - errorCount.value);

  /** Owned copies used by this set, over all its decks (proxies are not owned copies). */
  const copiesHere = computed(() => {
    const map = new Map<string, number>();
    const s = set.value;
    if (!s) return map;
    for (const d of DECK_IDS) for (const e of s.decks[d]) map.set(e.cardId, (map.get(e.cardId) ?? 0) + e.copies);
    return map;
  });

  function availabilityOf(cardId: string): { owned: number; free: number; inOtherSets: number; inThisSet: number; homeDeck: DeckId | null; refusal: Refusal | null } {
    const a = availability.value.get(cardId);
    const owned = a?.owned ?? cards.value.get(cardId)?.owned ?? 0;
    const inOtherSets = a?.inOtherSets ?? 0;
    const inThisSet = copiesHere.value.get(cardId) ?? 0;
    return { owned, inOtherSets, inThisSet, free: Math.max(0, owned - inThisSet - inOtherSets), homeDeck: a?.homeDeck ?? null, refusal: a?.refusal ?? null };
  }

  const lines = computed<DeckLine[]>(() => {
    const s = set.value;
    if (!s) return [];
    const out = s.decks[deck.value].map((e) => {
      const card = cards.value.get(e.cardId);
      const a = availabilityOf(e.cardId);
      return { ...e, card, name: card?.name ?? e.cardId, owned: a.owned, free: a.free, inOtherSets: a.inOtherSets };
    });
    const rank = (l: DeckLine) => {
      const i = TYPE_ORDER.indexOf(l.card?.type ?? '');
      return i < 0 ? TYPE_ORDER.length : i;
    };
    return out.sort((a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name, 'en') || a.cardId.localeCompare(b.cardId, 'en', { numeric: true }));
  });
  const highlightedIndex = computed(() => lines.value.findIndex((l) => l.cardId === highlightedId.value));
  const highlighted = computed(() => lines.value[highlightedIndex.value] ?? null);

  /** The decks the set's profile uses (Dark Arda's Haven deck only there), plus any unused deck holding cards. */
  const shownDecks = computed<DeckId[]>(() => decksToShow(getProfile(set.value?.profileId ?? ''), set.value?.decks ?? {}));

  const summaries = computed<DeckSummary[]>(() => {
    const s = set.value;
    return shownDecks.value.map((d) => {
      const entries = s?.decks[d] ?? [];
      let total = 0;
      let proxies = 0;
      for (const e of entries) {
        total += e.copies + e.proxies;
        proxies += e.proxies;
      }
      const own = violations.value.filter((v) => v.deck === d);
      const errors = own.filter((v) => v.severity === 'error').length;
      const warnings = own.length - errors;
      const target = targets.value[d] ?? null;
      const outside = target ? (target.min !== undefined && total < target.min) || (target.max !== undefined && total > target.max) : false;
      const state: DeckState = errors ? 'error' : warnings || outside ? 'warn' : total === 0 ? 'empty' : 'ok';
      return { deck: d, label: DECK_LABELS[d], total, proxies, target, state, errors, warnings };
    });
  });

  /** The Play deck's balance: hazard share of the deck, creature share of the hazards. */
  const gauges = computed(() => {
    let size = 0;
    let hazards = 0;
    let creatures = 0;
    for (const e of set.value?.decks.play ?? []) {
      const n = e.copies + e.proxies;
      size += n;
      const card = cards.value.get(e.cardId);
      if (card?.type !== 'Hazard') continue;
      hazards += n;
      if (isCreature(card)) creatures += n;
    }
    return { size, hazards, resources: size - hazards, creatures };
  });

  /** Fetches the rows of the set's cards not known yet (all of them after a language change). */
  async function loadCards(ids?: readonly string[]): Promise<void> {
    const s = set.value;
    const wanted = ids ?? (s ? [...new Set(DECK_IDS.flatMap((d) => s.decks[d].map((e) => e.cardId)))] : []);
    const fresh = cardsLang !== app.lang;
    const missing = fresh ? wanted : wanted.filter((cid) => !cards.value.has(cid));
    if (!fresh && missing.length === 0) return;
    const lang = app.lang;
    const out = missing.length ? (await api.call('cards.byIds', { ids: [...missing], lang })).rows : [];
    const next = fresh ? new Map<string, CardRow>() : new Map(cards.value);
    for (const r of out) next.set(r.id, r);
    cards.value = next;
    cardsLang = lang;
  }

  /** Remembers catalogue rows met in the search, so an added card is named at once. */
  function rememberCards(rows: readonly CardRow[]): void {
    const missing = rows.filter((r) => !cards.value.has(r.id));
    if (!missing.length || cardsLang !== app.lang) return;
    const next = new Map(cards.value);
    for (const r of missing) next.set(r.id, r);
    cards.value = next;
  }

  async function loadAvailability(cardIds?: string[]): Promise<void> {
    const id = setId.value;
    if (id === null || (cardIds && cardIds.length === 0)) return;
    const out = await api.call('sets.availability', { setId: id, ...(cardIds ? { cardIds } : {}) });
    const next = cardIds ? new Map(availability.value) : new Map<string, Availability>();
    for (const c of out.cards) next.set(c.cardId, { owned: c.owned, inOtherSets: c.inOtherSets, homeDeck: c.homeDeck, refusal: c.refusal });
    availability.value = next;
  }

  /** The deck the set's profile puts a card in (asks the server when not known yet); null when no deck takes it. */
  async function homeDeckOf(cardId: string): Promise<DeckId | null> {
    return (await placementOf(cardId))?.homeDeck ?? null;
  }

  /** The card's deck or refusal by the set's profile (asks the server when not known yet); null when unknown. */
  async function placementOf(cardId: string): Promise<Pick<Availability, 'homeDeck' | 'refusal'> | null> {
    if (!availability.value.has(cardId)) await loadAvailability([cardId]).catch(() => undefined);
    return availability.value.get(cardId) ?? null;
  }

  /**
   * The finder's add: one copy to the deck the profile gives the card, whatever deck is on
   * screen, with a note when that is another deck; a card the profile refuses is not added,
   * and the note gives the validator's code and message.
   */
  async function addPlaced(row: CardRow, count = 1): Promise<boolean> {
    const placement = await placementOf(row.id);
    if (placement?.refusal) {
      finderNote.value = { kind: 'refused', cardId: row.id, text: t('editor.status.refused', { code: placement.refusal.code, message: placement.refusal.message }) };
      return false;
    }
    const to = placement?.homeDeck ?? deck.value;
    const shown = deck.value;
    finderNote.value = to === shown ? null : { kind: 'elsewhere', cardId: row.id, text: t('editor.status.elsewhere', { name: row.name, to: deckOf(to), shown: deckOf(shown) }) };
    return addFromCatalogue(row, to, to === shown, count);
  }

  async function open(id: number): Promise<void> {
    if (setId.value !== id) {
      state.value = null;
      highlightedId.value = null;
      deck.value = 'play';
      availability.value = new Map();
      lastAction.value = '';
      finderNote.value = null;
    }
    error.value = null;
    loadError.value = null;
    try {
      state.value = await api.call('sets.get', { id });
      await Promise.all([loadCards(), loadAvailability(), finder.rows.value.length ? Promise.resolve() : finder.search()]);
      if (!highlightedId.value) highlightedId.value = lines.value[0]?.cardId ?? null;
    } catch (e) {
      loadError.value = errorMessage(e);
    }
  }

  /** Applies edits to the shown set at once; the server's answer then replaces it. */
  function applyLocally(edits: ArdaSetEdit[]): void {
    const s = state.value;
    if (!s) return;
    const decks = { ...s.set.decks };
    const bump = (d: DeckId, cardId: string, copies: number, proxies: number) => {
      const list = [...decks[d]];
      const i = list.findIndex((e) => e.cardId === cardId);
      const cur = i >= 0 ? list[i]! : { cardId, copies: 0, proxies: 0 };
      const next = { cardId, copies: Math.max(0, cur.copies + copies), proxies: Math.max(0, cur.proxies + proxies) };
      if (i >= 0) list.splice(i, 1);
      if (next.copies + next.proxies > 0) list.push(next);
      decks[d] = list;
    };
    for (const e of edits) {
      if ('move' in e) {
        bump(e.move.from, e.move.cardId, -e.move.copies, -e.move.proxies);
        bump(e.move.to, e.move.cardId, e.move.copies, e.move.proxies);
      } else bump(e.deck, e.cardId, e.copiesDelta ?? 0, e.proxiesDelta ?? 0);
    }
    state.value = { ...s, set: { ...s.set, decks } };
  }

  /** Runs set calls one after another; only the last answer of a burst is shown. */
  function enqueue(call: () => Promise<ArdaSetState>): Promise<boolean> {
    pending++;
    const run = queue.then(async () => {
      try {
        const next = await call();
        if (pending === 1) state.value = next;
        error.value = null;
        return true;
      } catch (e) {
        error.value = errorMessage(e);
        // The optimistic view may be wrong now: show what is stored.
        const id = setId.value;
        if (id !== null) state.value = await api.call('sets.get', { id }).catch(() => state.value);
        return false;
      } finally {
        pending--;
      }
    });
    queue = run;
    return run;
  }

  function edit(label: string, edits: ArdaSetEdit[], done?: string): Promise<boolean> {
    const id = setId.value;
    if (id === null || edits.length === 0) return Promise.resolve(false);
    applyLocally(edits);
    if (done) lastAction.value = done;
    return enqueue(() => api.call('sets.edit', { setId: id, label: label.slice(0, 120), edits }));
  }

  function nameOf(cardId: string): string {
    return cards.value.get(cardId)?.name ?? cardId;
  }

  function entry(d: DeckId, cardId: string): DeckEntryData | undefined {
    return set.value?.decks[d].find((e) => e.cardId === cardId);
  }

  function adjustCopies(cardId: string, delta: number, d: DeckId = deck.value): Promise<boolean> {
    const e = entry(d, cardId);
    const name = nameOf(cardId);
    if (delta < 0 && (e?.copies ?? 0) <= 0) {
      // No owned copy left here: take a proxy out instead, if there is one.
      if ((e?.proxies ?? 0) > 0) return adjustProxies(cardId, -1, d);
      return Promise.resolve(false);
    }
    const after = (e?.copies ?? 0) + delta;
    const copies = t('editor.status.copies', after);
    return edit(
      t(delta > 0 ? 'editor.status.add' : 'editor.status.remove', { name, deck: deckName(d) }),
      [{ deck: d, cardId, copiesDelta: delta }],
      t(delta > 0 ? 'editor.status.added' : 'editor.status.removed', { name, copies, deck: deckOf(d) }),
    );
  }

  function adjustProxies(cardId: string, delta: number, d: DeckId = deck.value): Promise<boolean> {
    const e = entry(d, cardId);
    if (delta < 0 && (e?.proxies ?? 0) <= 0) return Promise.resolve(false);
    const name = nameOf(cardId);
    const after = (e?.proxies ?? 0) + delta;
    return edit(
      t(delta > 0 ? 'editor.status.addProxy' : 'editor.status.removeProxy', { name }),
      [{ deck: d, cardId, proxiesDelta: delta }],
      t(delta > 0 ? 'editor.status.addedProxy' : 'editor.status.removedProxy', { name, proxies: t('sets.proxies', after), deck: deckOf(d) }),
    );
  }

  function removeEntry(cardId: string, d: DeckId = deck.value): Promise<boolean> {
    const e = entry(d, cardId);
    if (!e) return Promise.resolve(false);
    const name = nameOf(cardId);
    const next = neighbour(cardId);
    const done = edit(
      t('editor.status.removeFrom', { name, deck: deckOf(d) }),
      [{ deck: d, cardId, copiesDelta: -e.copies, proxiesDelta: -e.proxies }],
      t('editor.status.removedFrom', { name, deck: deckOf(d) }),
    );
    if (highlightedId.value === cardId) highlightedId.value = next;
    return done;
  }

  function move(cardId: string, to: DeckId, from: DeckId = deck.value): Promise<boolean> {
    const e = entry(from, cardId);
    if (!e || from === to) return Promise.resolve(false);
    const name = nameOf(cardId);
    const next = neighbour(cardId);
    const done = edit(
      t('editor.status.move', { name, to: deckOf(to) }),
      [{ move: { from, to, cardId, copies: e.copies, proxies: e.proxies } }],
      t('editor.status.moved', { name, from: deckOf(from), to: deckOf(to) }),
    );
    if (highlightedId.value === cardId && from === deck.value) highlightedId.value = next;
    return done;
  }

  /**
   * Adds one of a catalogue card: an owned copy when a free one exists, else a proxy, to
   * the given deck. Shows that deck with the card highlighted.
   */
  /** Adds `count` of a catalogue card: owned free copies first, proxies for the rest, as one edit (one undo step). */
  function addFromCatalogue(row: CardRow, to: DeckId, show = true, count = 1): Promise<boolean> {
    rememberCards([row]);
    const { free } = availabilityOf(row.id);
    if (show) {
      deck.value = to;
      highlightedId.value = row.id;
    }
    const n = Math.max(1, Math.min(FINDER_COUNT_MAX, Math.floor(count)));
    // A larger count is cut, and the status line says so.
    const capped = Math.floor(count) > FINDER_COUNT_MAX ? ` ${t('editor.status.countCapped', { max: FINDER_COUNT_MAX })}` : '';
    if (n === 1) return free > 0 ? adjustCopies(row.id, 1, to) : adjustProxies(row.id, 1, to);
    const copies = Math.min(Math.max(0, free), n);
    const proxies = n - copies;
    const e = entry(to, row.id);
    const name = nameOf(row.id);
    return edit(
      t('editor.status.addMany', { n, name, deck: deckName(to) }),
      [{ deck: to, cardId: row.id, ...(copies ? { copiesDelta: copies } : {}), ...(proxies ? { proxiesDelta: proxies } : {}) }],
      t('editor.status.addedMany', {
        n,
        name,
        copies: t('editor.status.copies', (e?.copies ?? 0) + copies),
        proxies: t('sets.proxies', (e?.proxies ?? 0) + proxies),
        deck: deckOf(to),
      }) + capped,
    );
  }

  /** The row to highlight once this one leaves the list. */
  function neighbour(cardId: string): string | null {
    const i = lines.value.findIndex((l) => l.cardId === cardId);
    return lines.value[i + 1]?.cardId ?? lines.value[i - 1]?.cardId ?? null;
  }

  function moveHighlight(delta: number): void {
    const n = lines.value.length;
    if (n === 0) return;
    const from = highlightedIndex.value < 0 ? (delta > 0 ? -1 : n) : highlightedIndex.value;
    highlightedId.value = lines.value[Math.max(0, Math.min(n - 1, from + delta))]?.cardId ?? null;
  }

  function showDeck(d: DeckId, cardId?: string | null): void {
    deck.value = d;
    highlightedId.value = cardId ?? lines.value[0]?.cardId ?? null;
  }

  async function step(action: 'undo' | 'redo'): Promise<boolean> {
    const id = setId.value;
    if (id === null) return false;
    const label = action === 'undo' ? history.value.undoLabel : history.value.redoLabel;
    if (!label) return false;
    const ok = await enqueue(() => api.call(action === 'undo' ? 'sets.undo' : 'sets.redo', { setId: id }));
    if (ok) lastAction.value = t(action === 'undo' ? 'curation.undid' : 'curation.redid', { label });
    return ok;
  }

  async function setPlayers(players: number): Promise<void> {
    const id = setId.value;
    if (id === null) return;
    await enqueue(() => api.call('sets.update', { setId: id, players }));
  }

  // Search results: ask for their availability (owned / in other sets) as they arrive.
  watch(finder.rows, (rows) => {
    rememberCards(rows);
    const missing = rows.map((r) => r.id).filter((id) => !availability.value.has(id));
    if (missing.length) void loadAvailability(missing).catch(() => undefined);
  });
  // A card the set holds but the editor cannot name yet (an undo brought it back): fetch its row.
  watch(set, (s) => {
    if (!s) return;
    const missing = [...new Set(DECK_IDS.flatMap((d) => s.decks[d].map((e) => e.cardId)))].filter((cid) => !cards.value.has(cid));
    if (missing.length) void loadCards(missing).catch(() => undefined);
  });
  watch(
    () => app.lang,
    () => void loadCards().catch(() => undefined),
  );

  return {
    state,
    set,
    setId,
    violations,
    history,
    errorCount,
    warningCount,
    loadError,
    error,
    lastAction,
    finderNote,
    deck,
    highlightedId,
    highlightedIndex,
    highlighted,
    lines,
    summaries,
    shownDecks,
    gauges,
    cards,
    finder,
    targets,
    availabilityOf,
    homeDeckOf,
    placementOf,
    addPlaced,
    open,
    edit,
    adjustCopies,
    adjustProxies,
    removeEntry,
    move,
    addFromCatalogue,
    moveHighlight,
    showDeck,
    undo: () => step('undo'),
    redo: () => step('redo'),
    setPlayers,
    nameOf,
  };
});
