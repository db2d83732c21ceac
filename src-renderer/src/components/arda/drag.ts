/** Drag-and-drop of a card row between decks: the payload is the card and the deck it leaves. */
import { DECK_IDS, type DeckId } from './decks';

const TYPE = 'application/x-arda-card';

export function startDrag(event: DragEvent, cardId: string, from: DeckId, name: string): void {
  if (!event.dataTransfer) return;
  event.dataTransfer.effectAllowed = 'move';
  event.dataTransfer.setData(TYPE, JSON.stringify({ cardId, from }));
  event.dataTransfer.setData('text/plain', name);
}

export function readDrag(event: DragEvent): { cardId: string; from: DeckId } | null {
  const raw = event.dataTransfer?.getData(TYPE);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { cardId?: unknown; from?: unknown };
    if (typeof value.cardId !== 'string' || !DECK_IDS.includes(value.from as DeckId)) return null;
    return { cardId: value.cardId, from: value.from as DeckId };
  } catch {
    return null;
  }
}
