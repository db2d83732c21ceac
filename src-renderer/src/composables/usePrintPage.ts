import { computed, onMounted, ref, watch, type Ref } from 'vue';
import { useRoute } from 'vue-router';
import { errorMessage } from '@renderer/api';
import type { Shortcut } from '@renderer/stores/ui';
import { useShortcuts } from './useShortcuts';

/**
 * A print view of the set in the route (deck lists, sleeve sheet): loads what it draws, names
 * the window (the host suggests the title as the PDF's name), and saves the page as PDF with
 * the Electron bridge's printToPDF, or the browser's print where there is no bridge. Ctrl+P
 * saves; `shortcuts` adds the view's other entries to the ? overlay.
 */
export function usePrintPage<T>(fetch: (setId: number) => Promise<T>, titleOf: (data: T) => string, shortcuts: Shortcut[] = []) {
  const route = useRoute();
  const data = ref(null) as Ref<T | null>;
  const error = ref<string | null>(null);
  const saving = ref(false);
  const saved = ref('');
  const id = computed(() => Number(route.params.id));

  async function load(): Promise<void> {
    error.value = null;
    try {
      data.value = await fetch(id.value);
      document.title = titleOf(data.value);
    } catch (e) {
      error.value = errorMessage(e);
    }
  }

  onMounted(load);
  watch(id, load);

  async function savePdf(): Promise<void> {
    saved.value = '';
    const bridge = window.ardaBridge;
    if (!bridge?.printToPdf) {
      window.print();
      return;
    }
    saving.value = true;
    try {
      const out = await bridge.printToPdf();
      saved.value = out.saved ? `Saved ${out.path ?? 'the PDF'}.` : 'Not saved.';
    } catch (e) {
      error.value = errorMessage(e);
    } finally {
      saving.value = false;
    }
  }

  useShortcuts([{ keys: ['Ctrl+P'], action: 'Save as PDF / print' }, ...shortcuts], (event) => {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'p') {
      event.preventDefault();
      void savePdf();
    }
  });

  return { id, data, error, saving, saved, savePdf };
}
