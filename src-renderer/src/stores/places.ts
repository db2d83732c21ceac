import { defineStore } from 'pinia';
import { ref, watch } from 'vue';
import type { CardPlaces, PlaceCard, PlaceSummary } from '@shared/api/schemasLots';
import { api, errorMessage } from '@renderer/api';
import { useAppStore } from './app';
import { useCollectionStore } from './collection';

/**
 * Where the copies are: each card's places and note (the collection table's Places and
 * Notes columns), the list of places, and the cards in the place being browsed. Reloaded
 * after every collection change, undo, redo and import (each gives a new history state).
 */
export const usePlacesStore = defineStore('places', () => {
  const byCard = ref(new Map<string, CardPlaces>());
  const places = ref<PlaceSummary[]>([]);
  const browsing = ref<string | null>(null);
  const cardsHere = ref<PlaceCard[]>([]);
  const error = ref<string | null>(null);

  async function load(): Promise<void> {
    try {
      const [cards, list] = await Promise.all([api.call('collection.placesByCard', {}), api.call('collection.places', {})]);
      byCard.value = new Map(cards.cards.map((c) => [c.cardId, c]));
      places.value = list.places;
      if (browsing.value !== null) await browse(browsing.value);
      error.value = null;
    } catch (e) {
      error.value = errorMessage(e);
    }
  }

  /** The cards in one place (null: stop browsing). */
  async function browse(place: string | null): Promise<void> {
    browsing.value = place;
    if (place === null) {
      cardsHere.value = [];
      return;
    }
    try {
      const answer = await api.call('collection.placeCards', { place, lang: useAppStore().lang });
      if (browsing.value === place) cardsHere.value = answer.cards;
    } catch (e) {
      error.value = errorMessage(e);
    }
  }

  /** "binder 2: 3, box A: 1" for the Places column. */
  function placesText(cardId: string): string {
    return (byCard.value.get(cardId)?.places ?? []).map((p) => `${p.place}: ${p.copies}`).join(', ');
  }

  const noteText = (cardId: string): string => byCard.value.get(cardId)?.note ?? '';

  const collection = useCollectionStore();
  watch(() => collection.history, () => void load());

  return { byCard, places, browsing, cardsHere, error, load, browse, placesText, noteText };
});
