/**
 * The set editor's way of showing a deck: the table or the visual stacks. Kept for the
 * session (a reload keeps it, a new launch starts with the table).
 */
import { ref, watch, type Ref } from 'vue';

export type DeckView = 'table' | 'visual';

const KEY = 'arda.deckView';

function stored(): DeckView {
  try {
    return window.sessionStorage.getItem(KEY) === 'visual' ? 'visual' : 'table';
  } catch {
    return 'table';
  }
}

const view = ref<DeckView>(stored());
watch(view, (v) => {
  try {
    window.sessionStorage.setItem(KEY, v);
  } catch {
    // No session storage (a locked-down browser): the choice lasts while the page is open.
  }
});

export function useDeckView(): Ref<DeckView> {
  return view;
}
