import { defineStore } from 'pinia';
import { reactive } from 'vue';
import type { CardDetail, CardImage, CollectionEntry } from '@shared/api/schemas';
import { api } from '@renderer/api';
import { useAppStore } from './app';

/**
 * Card details and image look-ups, cached per card for the current language so moving
 * the highlight back and forth does not ask again.
 */
export const useCardDetailsStore = defineStore('cardDetails', () => {
  const app = useAppStore();
  const details = reactive(new Map<string, CardDetail>());
  const images = reactive(new Map<string, CardImage>());
  let cachedLang = app.lang;

  function dropIfLanguageChanged(): void {
    if (cachedLang === app.lang) return;
    cachedLang = app.lang;
    details.clear();
    images.clear();
  }

  async function detail(id: string): Promise<CardDetail> {
    dropIfLanguageChanged();
    const hit = details.get(id);
    if (hit) return hit;
    const d = await api.call('cards.get', { id, lang: app.lang });
    details.set(id, d);
    return d;
  }

  async function image(id: string): Promise<CardImage> {
    dropIfLanguageChanged();
    const hit = images.get(id);
    if (hit) return hit;
    const img = await api.call('cards.image', { id, lang: app.lang });
    images.set(id, img);
    return img;
  }

  function patch(entries: CollectionEntry[]): void {
    for (const e of entries) {
      const d = details.get(e.cardId);
      if (d) details.set(e.cardId, { ...d, owned: e.count, note: e.note, storage: e.storage });
    }
  }

  /** Counts or card data changed wholesale (an import): ask again next time. */
  function clear(): void {
    details.clear();
    images.clear();
  }

  return { details, images, detail, image, patch, clear };
});
