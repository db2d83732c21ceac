import { computed, ref, shallowRef, watch } from 'vue';
import type { CardFilters, CardRow, CardSort, CollectionEntry } from '@shared/api/schemas';
import { parseListLine } from '@shared/collection/listLine';
import { api, errorMessage } from '@renderer/api';
import { useAppStore } from './app';

// Short: a search answers in a few ms, and the list must follow the last key within 50 ms (npm run bench).
const DEBOUNCE_MS = 10;

export interface CardListOptions {
  limit?: number;
  /** Quick entry: a leading count and a trailing set code ("3 orc-raiders", "gandalf wh") are read off the text. */
  listLine?: boolean;
}

/** The card Enter acts on, and how many copies the text asked for. */
export interface PickedCard {
  row: CardRow;
  count: number;
}

interface Run {
  key: string;
  rows: Promise<CardRow[] | null>;
}

/**
 * A searchable, sortable card list with one highlighted row: the state behind the
 * catalogue, the collection's quick entry and the set editor's finder. Used inside a
 * setup store.
 *
 * The highlight belongs to the request the rows answer (text, filters, sort): rows that
 * answer a new request highlight their first row, the best match; rows that answer the
 * same request again (a language change, an import) keep the highlighted card.
 */
export function createCardList(options: CardListOptions = {}) {
  const app = useAppStore();
  const query = ref('');
  const filters = ref<CardFilters>({});
  const sort = ref<CardSort>({ key: 'name', dir: 'asc' });
  // shallowRef: 1,683 rows need no deep reactivity; rows are replaced, or patched via patchOwned.
  const rows = shallowRef<CardRow[]>([]);
  const total = ref(0);
  const loading = ref(false);
  const error = ref<string | null>(null);
  const highlightedId = ref<string | null>(null);
  /** Bumped whenever rows answer a new request: tables scroll back to the top. */
  const answerSerial = ref(0);
  const setCodes = shallowRef<string[]>([]);
  let seq = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Run | null = null;
  let shownKey: string | null = null;
  let codesLoading = false;

  /** The text read as a list line (count, name, set), in quick entry only. */
  const line = computed(() => (options.listLine ? parseListLine(query.value, setCodes.value) : null));
  const searchText = computed(() => line.value?.query ?? query.value.trim());
  const searchFilters = computed<CardFilters>(() => (line.value?.set ? { ...filters.value, sets: [line.value.set] } : filters.value));
  /** Relevance only means something with a query; without one fall back to name. */
  const effectiveSort = computed<CardSort>(() =>
    sort.value.key === 'relevance' && !query.value.trim() ? { key: 'name', dir: 'asc' } : sort.value,
  );
  const requestKey = computed(() => JSON.stringify([searchText.value, searchFilters.value, effectiveSort.value]));
  const highlightedIndex = computed(() => rows.value.findIndex((r) => r.id === highlightedId.value));
  const highlighted = computed(() => rows.value[highlightedIndex.value] ?? null);

  function search(): Promise<CardRow[] | null> {
    if (timer) clearTimeout(timer);
    timer = null;
    if (options.listLine && setCodes.value.length === 0) void loadSetCodes();
    const run = runSearch();
    return run;
  }

  /** The rows of the request as typed now (also when a newer search overtakes it), or null on an error. */
  function runSearch(): Promise<CardRow[] | null> {
    const mine = ++seq;
    loading.value = true;
    const key = requestKey.value;
    const cardId = line.value?.cardId ?? null;
    const request = {
      query: searchText.value,
      filters: searchFilters.value,
      sort: effectiveSort.value,
      lang: app.lang,
      ...(options.limit ? { limit: options.limit } : {}),
    };
    const run: Run = {
      key,
      rows: (async () => {
        try {
          const out = (cardId ? await byId(cardId) : null) ?? (await api.call('cards.search', request));
          if (mine === seq) show(key, out.rows, out.total);
          return out.rows;
        } catch (e) {
          if (mine === seq) error.value = errorMessage(e);
          return null;
        } finally {
          if (mine === seq) loading.value = false;
        }
      })(),
    };
    inFlight = run;
    return run.rows;
  }

  /** "1 TW-156": that card, when the id names one. */
  async function byId(id: string): Promise<{ rows: CardRow[]; total: number } | null> {
    const { rows: found } = await api.call('cards.byIds', { ids: [id], lang: app.lang });
    return found.length > 0 ? { rows: found, total: found.length } : null;
  }

  function show(key: string, next: CardRow[], count: number): void {
    const fresh = key !== shownKey;
    shownKey = key;
    rows.value = next;
    total.value = count;
    error.value = null;
    if (fresh || !next.some((r) => r.id === highlightedId.value)) highlightedId.value = next[0]?.id ?? null;
    if (fresh) answerSerial.value += 1;
  }

  /**
   * The card Enter acts on for the text as it is now. When the list already answers that
   * text, the highlighted row (the best match, or the one the arrows chose); otherwise the
   * best match once that text's search answers. Keys typed meanwhile cannot change it, and
   * a slower answer to an earlier keystroke never decides it.
   */
  async function pick(): Promise<PickedCard | null> {
    const key = requestKey.value;
    const count = line.value?.count ?? 1;
    let run = !timer && inFlight?.key === key ? inFlight.rows : null;
    if (!run && shownKey !== key) run = search();
    const answered = run ? await run : null;
    const row = shownKey === key ? highlighted.value : (answered?.[0] ?? null);
    return row ? { row, count } : null;
  }

  /** Waits until the list answers what was typed. */
  async function settle(): Promise<void> {
    await pick();
  }

  async function loadSetCodes(): Promise<void> {
    if (codesLoading) return;
    codesLoading = true;
    try {
      const facets = await api.call('cards.facets', { lang: app.lang });
      setCodes.value = facets.sets.map((s) => s.value);
    } catch {
      // Without the codes only bracketed ones ("gandalf (wh)") are read; the search still runs.
    } finally {
      codesLoading = false;
    }
  }

  function searchSoon(): void {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => void search(), DEBOUNCE_MS);
  }

  function setQuery(q: string): void {
    const hadQuery = query.value.trim() !== '';
    query.value = q;
    const hasQuery = q.trim() !== '';
    // Typing a query switches to relevance; clearing it returns to the name order.
    if (hasQuery && !hadQuery && sort.value.key === 'name') sort.value = { key: 'relevance', dir: 'asc' };
    if (!hasQuery && sort.value.key === 'relevance') sort.value = { key: 'name', dir: 'asc' };
    searchSoon();
  }

  function toggleSort(key: CardSort['key']): void {
    sort.value =
      sort.value.key === key ? { key, dir: sort.value.dir === 'asc' ? 'desc' : 'asc' } : { key, dir: key === 'owned' || key === 'mp' ? 'desc' : 'asc' };
    void search();
  }

  function setFilters(next: CardFilters): void {
    filters.value = next;
    void search();
  }

  function moveHighlight(delta: number): void {
    const n = rows.value.length;
    if (n === 0) return;
    const from = highlightedIndex.value < 0 ? (delta > 0 ? -1 : n) : highlightedIndex.value;
    const to = Math.max(0, Math.min(n - 1, from + delta));
    highlightedId.value = rows.value[to]?.id ?? null;
  }

  /** Applies owned counts from a collection change without searching again. */
  function patchOwned(entries: CollectionEntry[]): void {
    if (entries.length === 0) return;
    const counts = new Map(entries.map((e) => [e.cardId, e.count]));
    let changed = false;
    const next = rows.value.map((r) => {
      const c = counts.get(r.id);
      if (c === undefined || c === r.owned) return r;
      changed = true;
      return { ...r, owned: c };
    });
    if (changed) rows.value = next;
  }

  // Names and facets follow the language setting.
  watch(
    () => app.lang,
    () => void search(),
  );

  return {
    query,
    filters,
    sort,
    effectiveSort,
    rows,
    total,
    loading,
    error,
    highlightedId,
    highlightedIndex,
    highlighted,
    answerSerial,
    search,
    pick,
    settle,
    setQuery,
    toggleSort,
    setFilters,
    moveHighlight,
    patchOwned,
  };
}
