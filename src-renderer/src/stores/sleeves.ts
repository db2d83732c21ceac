import { defineStore } from 'pinia';
import { computed, ref, shallowRef } from 'vue';
import type { CardRow } from '@shared/api/schemas';
import type { AutoPairOutput, SleeveCandidates, SleeveCopy, SleeveList } from '@shared/api/schemasSleeves';
import { ApiError } from '@shared/api/errors';
import type { JobStatus } from '@shared/api/schemasJobs';
import { api, errorMessage } from '@renderer/api';
import { followJob } from '@renderer/api/followJob';
import { i18n } from '@renderer/i18n';
import { useAppStore } from './app';

/** Status lines in the UI language (the store writes them; the view shows them). */
const t = i18n.global.t;

export type AutoReport = AutoPairOutput['auto'];

const NO_HISTORY = { canUndo: false, canRedo: false, undoLabel: null, redoLabel: null };

/**
 * The sleeve editor (Arda Revised §2): the MP deck's copies of one set with their sleeve
 * partners, the sites that can host the highlighted copy, and the pair / unpair /
 * auto-pair calls. Every change is an undoable step of the set's history (sets.undo/redo).
 */
export const useSleevesStore = defineStore('sleeves', () => {
  const app = useAppStore();
  const list = shallowRef<SleeveList | null>(null);
  const loadError = ref<string | null>(null);
  const error = ref<string | null>(null);
  const lastAction = ref('');
  const unpairedOnly = ref(false);
  const highlightedKey = ref<string | null>(null);
  const candidates = shallowRef<SleeveCandidates | null>(null);
  const candidatesError = ref<string | null>(null);
  const candidateId = ref<string | null>(null);
  /** A refused pairing, shown beside the copy it was meant for. */
  const refusal = ref<{ mpKey: string; message: string } | null>(null);
  const auto = shallowRef<AutoReport | null>(null);
  const autoRunning = ref(false);
  /** The running auto-pair job's status (its progress), while autoRunning. */
  const autoJob = shallowRef<JobStatus | null>(null);
  /** Owned sites (any), for trying a site that is not among the candidates. */
  const ownedSites = shallowRef<CardRow[] | null>(null);
  /** The last set shown, so the rail's Sleeves link comes back to it. */
  const lastSetId = ref<number | null>(null);
  const busy = ref(false);
  let candidatesSeq = 0;

  const setId = computed(() => list.value?.setId ?? null);
  const history = computed(() => list.value?.history ?? NO_HISTORY);
  /** The copies in deck-list order: by card name, then copy number. */
  const copies = computed<SleeveCopy[]>(() =>
    [...(list.value?.copies ?? [])].sort((a, b) => a.name.localeCompare(b.name, 'en') || a.cardId.localeCompare(b.cardId, 'en') || a.copyIndex - b.copyIndex),
  );
  const shown = computed(() => (unpairedOnly.value ? copies.value.filter((c) => c.siteId === null) : copies.value));
  const highlighted = computed(() => shown.value.find((c) => c.mpKey === highlightedKey.value) ?? null);
  /** Copies of each card, to say "copy 2 of 3". */
  const copiesOf = computed(() => {
    const map = new Map<string, number>();
    for (const c of copies.value) map.set(c.cardId, (map.get(c.cardId) ?? 0) + 1);
    return map;
  });
  const errorCount = computed(() => list.value?.violations.filter((v) => v.severity === 'error').length ?? 0);

  async function open(id: number): Promise<void> {
    if (setId.value !== id) {
      list.value = null;
      highlightedKey.value = null;
      candidates.value = null;
      auto.value = null;
      refusal.value = null;
      lastAction.value = '';
      ownedSites.value = null;
    }
    loadError.value = null;
    error.value = null;
    try {
      list.value = await api.call('sleeves.list', { setId: id });
      lastSetId.value = id;
      keepHighlight();
      await loadCandidates();
    } catch (e) {
      loadError.value = errorMessage(e);
    }
  }

  /** Keeps the highlight on a shown copy: the same one, else the first unpaired, else the first. */
  function keepHighlight(preferred?: number): void {
    const rows = shown.value;
    if (rows.some((c) => c.mpKey === highlightedKey.value)) return;
    const at = preferred !== undefined ? rows[Math.min(preferred, rows.length - 1)] : undefined;
    highlightedKey.value = (at ?? rows.find((c) => c.siteId === null) ?? rows[0])?.mpKey ?? null;
  }

  async function loadCandidates(): Promise<void> {
    const id = setId.value;
    const copy = highlighted.value;
    const mine = ++candidatesSeq;
    if (id === null || !copy) {
      candidates.value = null;
      return;
    }
    if (candidates.value?.cardId !== copy.cardId) candidateId.value = null;
    try {
      const out = await api.call('sleeves.candidates', { setId: id, mpCardId: copy.cardId });
      if (mine !== candidatesSeq) return;
      candidates.value = out;
      candidatesError.value = null;
      // Stay on the chosen site while it has a free copy; else the first site with one (they come first).
      const kept = out.sites.find((s) => s.siteId === candidateId.value);
      if (!kept || (kept.free === 0 && (out.sites[0]?.free ?? 0) > 0)) candidateId.value = out.sites[0]?.siteId ?? null;
    } catch (e) {
      if (mine === candidatesSeq) candidatesError.value = errorMessage(e);
    }
  }

  async function loadOwnedSites(): Promise<void> {
    if (ownedSites.value) return;
    const out = await api.call('cards.search', { query: '', filters: { types: ['Site'], ownership: 'owned' }, sort: { key: 'name', dir: 'asc' }, lang: app.lang });
    ownedSites.value = out.rows;
  }

  function highlight(mpKey: string | null): void {
    if (highlightedKey.value === mpKey) return;
    const before = highlighted.value?.cardId;
    highlightedKey.value = mpKey;
    if (refusal.value && refusal.value.mpKey !== mpKey) refusal.value = null;
    if (highlighted.value?.cardId !== before) void loadCandidates();
  }

  function moveHighlight(delta: number): void {
    const rows = shown.value;
    if (!rows.length) return;
    const i = rows.findIndex((c) => c.mpKey === highlightedKey.value);
    const from = i < 0 ? (delta > 0 ? -1 : rows.length) : i;
    highlight(rows[Math.max(0, Math.min(rows.length - 1, from + delta))]!.mpKey);
  }

  function setUnpairedOnly(value: boolean): void {
    unpairedOnly.value = value;
    const before = highlighted.value?.cardId;
    keepHighlight();
    if (highlighted.value?.cardId !== before || !candidates.value) void loadCandidates();
  }

  /** After a change: the new list, the highlight kept in place, fresh candidates. */
  async function take(next: SleeveList): Promise<void> {
    const index = shown.value.findIndex((c) => c.mpKey === highlightedKey.value);
    list.value = next;
    keepHighlight(index < 0 ? undefined : index);
    await loadCandidates();
  }

  function siteName(siteId: string): string {
    return (
      candidates.value?.sites.find((s) => s.siteId === siteId)?.name ?? ownedSites.value?.find((r) => r.id === siteId)?.name ?? list.value?.copies.find((c) => c.siteId === siteId)?.siteName ?? siteId
    );
  }

  /** Sleeves one copy with a site; a refusal is kept with its reason beside the copy. */
  async function pair(mpKey: string, siteId: string, options: { advance?: boolean } = {}): Promise<boolean> {
    const id = setId.value;
    const copy = list.value?.copies.find((c) => c.mpKey === mpKey);
    if (id === null || !copy) return false;
    busy.value = true;
    refusal.value = null;
    error.value = null;
    try {
      const next = await api.call('sleeves.pair', { setId: id, mpCardId: copy.cardId, copyIndex: copy.copyIndex, siteCardId: siteId });
      lastAction.value = t('sleeves.status.sleeved', { card: copy.name, copy: copy.copyIndex + 1, site: siteName(siteId) });
      auto.value = null;
      if (options.advance) {
        // On to the next copy still without a sleeve, after this one.
        const rows = shown.value;
        const i = rows.findIndex((c) => c.mpKey === mpKey);
        const after = [...rows.slice(i + 1), ...rows.slice(0, Math.max(0, i))].find((c) => c.siteId === null);
        list.value = next;
        highlightedKey.value = after && next.copies.some((c) => c.mpKey === after.mpKey && c.siteId === null) ? after.mpKey : mpKey;
        keepHighlight(i);
        await loadCandidates();
      } else {
        highlightedKey.value = mpKey;
        await take(next);
      }
      return true;
    } catch (e) {
      const message = errorMessage(e);
      if (e instanceof ApiError && e.code === 'PAIR_REFUSED') refusal.value = { mpKey, message };
      else error.value = message;
      highlight(mpKey);
      return false;
    } finally {
      busy.value = false;
    }
  }

  async function unpair(mpKey: string): Promise<boolean> {
    const id = setId.value;
    const copy = list.value?.copies.find((c) => c.mpKey === mpKey);
    if (id === null || !copy || copy.siteId === null) return false;
    busy.value = true;
    error.value = null;
    refusal.value = null;
    try {
      const next = await api.call('sleeves.unpair', { setId: id, mpCardId: copy.cardId, copyIndex: copy.copyIndex });
      lastAction.value = t('sleeves.status.took', { site: copy.siteName ?? t('sleeves.status.theLocation'), card: copy.name, copy: copy.copyIndex + 1 });
      await take(next);
      return true;
    } catch (e) {
      error.value = errorMessage(e);
      return false;
    } finally {
      busy.value = false;
    }
  }

  /** Auto-pairs as a job: the matching runs in the main process's worker thread, its progress in autoJob. */
  async function autoPair(): Promise<void> {
    const id = setId.value;
    if (id === null || autoRunning.value) return;
    autoRunning.value = true;
    autoJob.value = null;
    error.value = null;
    refusal.value = null;
    try {
      const { jobId } = await api.call('sleeves.autoStart', { setId: id });
      const done = await followJob(jobId, (status) => (autoJob.value = status));
      if (done.state === 'failed') error.value = done.error?.message ?? done.message;
      if (done.state !== 'done' || done.kind !== 'sleeves-auto' || !done.result) return;
      const out = done.result;
      auto.value = out.auto;
      const unpaired = out.auto.unpaired.length;
      lastAction.value = t('sleeves.status.autoPair', { made: t('sleeves.status.pairs', { n: out.auto.made }, out.auto.made), kept: out.auto.kept, unpaired: t('sleeves.status.copies', { n: unpaired }, unpaired) });
      const { auto: _made, ...next } = out;
      await take(next);
    } catch (e) {
      error.value = errorMessage(e);
    } finally {
      autoRunning.value = false;
      autoJob.value = null;
    }
  }

  /** Stops a running auto-pair; the sleeves stay as they were. */
  async function cancelAuto(): Promise<void> {
    const job = autoJob.value;
    if (!job || job.state !== 'running') return;
    try {
      autoJob.value = await api.call('jobs.cancel', { jobId: job.id });
      lastAction.value = t('sleeves.status.autoCancelled');
    } catch (e) {
      error.value = errorMessage(e);
    }
  }

  async function step(action: 'undo' | 'redo'): Promise<boolean> {
    const id = setId.value;
    const label = action === 'undo' ? history.value.undoLabel : history.value.redoLabel;
    if (id === null || !label) return false;
    error.value = null;
    refusal.value = null;
    try {
      await api.call(action === 'undo' ? 'sets.undo' : 'sets.redo', { setId: id });
      await take(await api.call('sleeves.list', { setId: id }));
      auto.value = null;
      lastAction.value = t(action === 'undo' ? 'curation.undid' : 'curation.redid', { label });
      return true;
    } catch (e) {
      error.value = errorMessage(e);
      return false;
    }
  }

  return {
    list,
    loadError,
    error,
    lastAction,
    unpairedOnly,
    highlightedKey,
    highlighted,
    candidates,
    candidatesError,
    candidateId,
    refusal,
    auto,
    autoRunning,
    autoJob,
    ownedSites,
    lastSetId,
    busy,
    setId,
    history,
    copies,
    shown,
    copiesOf,
    errorCount,
    open,
    highlight,
    moveHighlight,
    setUnpairedOnly,
    loadOwnedSites,
    pair,
    unpair,
    autoPair,
    cancelAuto,
    undo: () => step('undo'),
    redo: () => step('redo'),
  };
});
