import { onBeforeUnmount, onMounted, toRaw } from 'vue';
import { useUiStore, type Shortcut } from '@renderer/stores/ui';

/** True when keys typed there are text, so single-key shortcuts must stay out of the way. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'file', 'range'].includes(target.type);
}

/**
 * Registers a view's keyboard handler on the window for as long as the view is shown,
 * and publishes its shortcut list to the ? overlay. A view and the components inside it
 * (the Play screen's decision panel) may each register: the overlay lists them all.
 */
export function useShortcuts(list: Shortcut[], handler: (event: KeyboardEvent) => void): void {
  const ui = useUiStore();
  const listener = (event: KeyboardEvent): void => {
    if (ui.overlayOpen || event.defaultPrevented) return;
    handler(event);
  };
  onMounted(() => {
    ui.shortcuts = [...ui.shortcuts.filter((s) => !list.includes(toRaw(s))), ...list];
    window.addEventListener('keydown', listener);
  });
  onBeforeUnmount(() => {
    window.removeEventListener('keydown', listener);
    ui.shortcuts = ui.shortcuts.filter((s) => !list.includes(toRaw(s)));
  });
}

/**
 * `/` or Ctrl+K: the search-focus gesture of every list view. `/` outside text fields, and
 * in a search box too, focused already: there it selects the box's text (no card name holds
 * a "/"), as the search shortcut of other apps does, instead of typing a stray "/".
 */
export function isFocusSearch(event: KeyboardEvent): boolean {
  if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') return true;
  if (event.key !== '/' || event.ctrlKey || event.altKey || event.metaKey) return false;
  return !isTyping(event.target) || isSearchBox(event.target);
}

function isSearchBox(target: EventTarget | null): boolean {
  return target instanceof HTMLInputElement && target.type === 'search';
}

/**
 * Ctrl+Z / Ctrl+Shift+Z / Ctrl+Y as collection undo and redo. Text fields other than the
 * entry box keep their own text undo, so this returns null for them.
 */
export function historyKey(event: KeyboardEvent): 'undo' | 'redo' | null {
  if (!(event.ctrlKey || event.metaKey) || event.altKey) return null;
  const target = event.target;
  if (isTyping(target) && !(target instanceof HTMLElement && target.closest('.entry'))) return null;
  const key = event.key.toLowerCase();
  if ((key === 'z' && event.shiftKey) || key === 'y') return 'redo';
  if (key === 'z') return 'undo';
  return null;
}
