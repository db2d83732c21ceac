import { defineStore } from 'pinia';
import { ref } from 'vue';

export interface Shortcut {
  keys: string[];
  action: string;
}

/** The shortcuts the current view offers (for the ? overlay) and whether the overlay is open. */
export const useUiStore = defineStore('ui', () => {
  const shortcuts = ref<Shortcut[]>([]);
  const overlayOpen = ref(false);
  return { shortcuts, overlayOpen };
});
