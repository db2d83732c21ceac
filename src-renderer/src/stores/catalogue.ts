import { defineStore } from 'pinia';
import { ref, watch } from 'vue';
import type { Facets } from '@shared/api/schemas';
import { api, errorMessage } from '@renderer/api';
import { useAppStore } from './app';
import { createCardList } from './cardList';

/** The catalogue: every card, filter chips from facets, a detail pane. */
export const useCatalogueStore = defineStore('catalogue', () => {
  const app = useAppStore();
  const list = createCardList();
  const facets = ref<Facets | null>(null);
  const facetsError = ref<string | null>(null);
  const paneOpen = ref(true);

  async function loadFacets(): Promise<void> {
    try {
      facets.value = await api.call('cards.facets', { lang: app.lang });
      facetsError.value = null;
    } catch (e) {
      facetsError.value = errorMessage(e);
    }
  }

  watch(
    () => app.lang,
    () => void loadFacets(),
  );

  return { ...list, facets, facetsError, paneOpen, loadFacets };
});
