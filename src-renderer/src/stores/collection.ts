import { defineStore } from 'pinia';
import { ref } from 'vue';
import type {
  CollectionChange,
  CollectionChangeResult,
  CollectionImportResult,
  CollectionStats,
  HistoryState,
  ImportPreview,
} from '@shared/api/schemas';
import { api, errorMessage } from '@renderer/api';
import { i18n } from '@renderer/i18n';
import { useCardDetailsStore } from './cardDetails';
import { useCatalogueStore } from './catalogue';
import { createCardList } from './cardList';
import { serialQueue } from '@renderer/utils/serialQueue';

// Coalesces a burst of keyed changes into one stats query.
const STATS_DELAY_MS = 120;

/**
 * The collection: counts, notes and storage places, undo/redo, per-set completion and
 * CSV/.meccg import. Every change is pushed into the card lists and cached details.
 */
export const useCollectionStore = defineStore('collection', () => {
  // Quick entry reads "3 orc-raiders" and "gandalf wh" as a count and a printing.
  const entry = createCardList({ listLine: true });
  const history = ref<HistoryState>({ canUndo: false, canRedo: false, undoLabel: null, redoLabel: null });
  const stats = ref<CollectionStats | null>(null);
  const error = ref<string | null>(null);
  let statsTimer: ReturnType<typeof setTimeout> | null = null;

  function apply(result: CollectionChangeResult): void {
    history.value = result.history;
    entry.patchOwned(result.entries);
    useCatalogueStore().patchOwned(result.entries);
    useCardDetailsStore().patch(result.entries);
    if (statsTimer) clearTimeout(statsTimer);
    statsTimer = setTimeout(() => void loadStats(), STATS_DELAY_MS);
  }

  /**
   * Changes go to the server one after another: three quick Enters are three changes whose
   * answers patch the lists in the order they were made (answers racing back out of order
   * showed a count one short of what was stored).
   */
  const serial = serialQueue();
  function run(action: () => Promise<CollectionChangeResult>): Promise<boolean> {
    return serial(async () => {
      try {
        apply(await action());
        error.value = null;
        return true;
      } catch (e) {
        error.value = errorMessage(e);
        return false;
      }
    });
  }

  function change(label: string, changes: CollectionChange[]): Promise<boolean> {
    return run(() => api.call('collection.change', { label: label.slice(0, 120), changes }));
  }

  function adjust(cardId: string, name: string, delta: number, owned: number): Promise<boolean> {
    if (delta < 0 && owned <= 0) return Promise.resolve(false);
    return change(i18n.global.t(delta > 0 ? 'curation.addOne' : 'curation.removeOne', { name }), [{ cardId, delta }]);
  }

  const undo = (): Promise<boolean> => run(() => api.call('collection.undo', {}));
  const redo = (): Promise<boolean> => run(() => api.call('collection.redo', {}));

  async function loadHistory(): Promise<void> {
    history.value = await api.call('collection.history', {});
  }

  async function loadStats(): Promise<void> {
    statsTimer = null;
    try {
      stats.value = await api.call('collection.stats', {});
    } catch (e) {
      error.value = errorMessage(e);
    }
  }

  function exportCsv() {
    return api.call('collection.exportCsv', {});
  }

  function previewImport(fileName: string, content: string): Promise<ImportPreview> {
    return api.call('collection.previewImport', { fileName, content });
  }

  /** After an import every count may differ: search again rather than patch. */
  async function importFile(fileName: string, content: string, skipUnresolved: boolean): Promise<CollectionImportResult> {
    const result = await api.call('collection.import', { fileName, content, skipUnresolved });
    history.value = result.history;
    useCardDetailsStore().clear();
    await Promise.all([entry.search(), useCatalogueStore().search(), loadStats()]);
    return result;
  }

  return { entry, history, stats, error, change, adjust, undo, redo, loadHistory, loadStats, exportCsv, previewImport, importFile };
});
