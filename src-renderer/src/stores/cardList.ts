import { computed, ref, shallowRef, watch } from 'vue';
import type { CardFilters, CardRow, CardSort, CollectionEntry } from '@shared/api/schemas';
import { api, errorMessage } from '@renderer/api';
import { useAppStore } from './app';

const DEBOUNCE_MS = 80;

/**
 * A searchable, sortable card list with one highlighted row: the state behind both the
 * catalogue and the collection's quick entry. Used inside a setup store.
 */
export function createCardList(options: { limit?: number } = {}) {
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
  let seq = 0;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let inFlight: Promise<void> | null = null;

  /** Relevance only means something with a query; without one fall back to name. */
  const effectiveSort = computed<CardSort>(() =>
    sort.value.key === 'relevance' && !query.value.trim() ? { key: 'name', dir: 'asc' } : sort.value,
  );
  const highlightedIndex = computed(() => rows.value.findIndex((r) => r.id === highlightedId.value));
  const highlighted = computed(() => rows.value[highlightedIndex.value] ?? null);

  function search(): Promise<void> {
    if (timer) clearTimeout(timer);
    timer = null;
    const run = runSearch();
    inFlight = run;
    return run;
  }

  async function runSearch(): Promise<void> {
    const mine = ++seq;
    loading.value = true;
    try {
      const out = await api.call('cards.search', {
        query: query.value.trim(),
        filters: filters.value,
        sort: effectiveSort.value,
        lang: app.lang,
        ...(options.limit ? { limit: options.limit } : {}),
      });
      if (mine !== seq) return; // a newer search already answered or is on its way
      rows.value = out.rows;
      total.value = out.total;
      error.value = null;
      // Keep the highlight on the same card when it is still listed; else the first row.
      if (!out.rows.some((r) => r.id === highlightedId.value)) highlightedId.value = out.rows[0]?.id ?? null;
    } catch (e) {
      if (mine === seq) error.value = errorMessage(e);
    } finally {
      if (mine === seq) loading.value = false;
    }
  }

  /**
   * Waits until the list matches what was typed: a fast typist's Enter must act on the
   * card they typed, not on the row highlighted before the search answered.
   */
  async function settle(): Promise<void> {
    if (timer) await search();
    else if (inFlight) await inFlight;
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
    search,
    settle,
    setQuery,
    toggleSort,
    setFilters,
    moveHighlight,
    patchOwned,
  };
}
