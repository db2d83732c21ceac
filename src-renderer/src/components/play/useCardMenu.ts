/**
 * Hover/focus shows a card in the detail pane; right click, the context-menu key or
 * Shift+F10 opens its manual menu — the same for every card on the board.
 */
import { useGameStore } from '@renderer/stores/game';

export function useCardEvents() {
  const game = useGameStore();
  return {
    show(cardId: string | null | undefined): void {
      if (cardId) game.focusCard(cardId);
    },
    menu(inst: number, e: MouseEvent): void {
      e.preventDefault();
      game.openCardMenu({ inst, x: e.pageX, y: e.pageY });
    },
    menuKey(inst: number, e: KeyboardEvent): void {
      if (!(e.key === 'ContextMenu' || (e.key === 'F10' && e.shiftKey))) return;
      e.preventDefault();
      const r = (e.currentTarget as HTMLElement).getBoundingClientRect();
      game.openCardMenu({ inst, x: r.left + window.scrollX + r.width / 2, y: r.bottom + window.scrollY });
    },
  };
}
