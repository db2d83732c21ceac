/**
 * A board card's scan, only if the host already has it on disk: `cards.image` with
 * cachedOnly, asked once per card and language for the session (a board of a hundred cards
 * must not start a hundred downloads). A failure is simply "no image": the text rendering
 * stands in. A scan the detail pane has fetched since counts too.
 */
import { computed, ref, type ComputedRef, type Ref } from 'vue';
import type { Language } from '@shared/cards/model';
import { api, imageUrl } from '@renderer/api';
import { useAppStore } from '@renderer/stores/app';
import { useCardDetailsStore } from '@renderer/stores/cardDetails';

const known = new Map<string, Ref<string | null>>();

function cachedImage(id: string, lang: Language): Ref<string | null> {
  const memo = `${lang}:${id}`;
  let url = known.get(memo);
  if (!url) {
    const found = ref<string | null>(null);
    known.set(memo, found);
    url = found;
    api
      .call('cards.image', { id, lang, cachedOnly: true })
      .then((img) => {
        if (img.status === 'cached' && img.key) found.value = imageUrl(img.key);
      })
      .catch(() => undefined);
  }
  return url;
}

/** The image URL for the card `id()` names (null for a hidden card or no cached scan). */
export function useCachedImage(id: () => string | null | undefined): ComputedRef<string | null> {
  const app = useAppStore();
  const details = useCardDetailsStore();
  return computed(() => {
    const cardId = id();
    if (!cardId) return null;
    const viewed = details.images.get(cardId);
    if (viewed?.status === 'cached' && viewed.key) return imageUrl(viewed.key);
    return cachedImage(cardId, app.lang).value;
  });
}
