/**
 * Which card the preview pane shows: the card under the pointer or the one the keyboard
 * highlighted, whichever moved last. Rows say which card they are with data-card-id (or
 * data-site-id for a list of sites); the view hands the pointer events of its work area here.
 */
import { computed, onBeforeUnmount, onMounted, ref, watch, type ComputedRef } from 'vue';

export interface CardPreviewTarget {
  /** The card to preview, or null. */
  target: ComputedRef<string | null>;
  /** Follows a keyboard highlight: each change shows that card (when `when` allows, e.g. its list has the focus). */
  follow(source: () => string | null | undefined, when?: () => boolean): void;
  /** mousemove over the work area: the card under the pointer, if any, becomes the preview. */
  onPointerMove(event: MouseEvent): void;
}

export function useCardPreview(): CardPreviewTarget {
  const pointerId = ref<string | null>(null);
  const keyboardId = ref<string | null>(null);
  let lastX = Number.NaN;
  let lastY = Number.NaN;
  let scrolled = false;
  // Capture: any list's own scroller counts, not only the window.
  const onScroll = () => (scrolled = true);
  onMounted(() => window.addEventListener('scroll', onScroll, { capture: true, passive: true }));
  onBeforeUnmount(() => window.removeEventListener('scroll', onScroll, { capture: true }));

  function follow(source: () => string | null | undefined, when: () => boolean = () => true): void {
    watch(
      source,
      (id) => {
        if (!when() || !id) return;
        keyboardId.value = id;
        pointerId.value = null;
      },
      { immediate: true },
    );
  }

  function onPointerMove(event: MouseEvent): void {
    // Rows scrolling under a still pointer (arrow keys) must not steal the preview from the keyboard.
    const still = event.clientX === lastX && event.clientY === lastY;
    const scrolledUnder = scrolled;
    scrolled = false;
    lastX = event.clientX;
    lastY = event.clientY;
    if (still && scrolledUnder) return;
    const row = event.target instanceof Element ? event.target.closest('[data-card-id], [data-site-id]') : null;
    const id = row?.getAttribute('data-card-id') ?? row?.getAttribute('data-site-id') ?? null;
    // Between rows, on headings or over the pane itself: keep what is shown.
    if (id) pointerId.value = id;
  }

  return { target: computed(() => pointerId.value ?? keyboardId.value), follow, onPointerMove };
}
