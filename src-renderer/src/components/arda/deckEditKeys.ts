/**
 * The editing keys both views of a deck share (the table and the visual view): Alt+←/→ moves
 * the highlighted card to the neighbouring deck, + / - a copy, p / P a proxy, M opens the deck
 * menu, Delete takes the card out. Each view keeps its own keys for moving the highlight.
 */
export interface DeckEditEmit {
  (event: 'step', delta: number): void;
  (event: 'copies', delta: number): void;
  (event: 'proxies', delta: number): void;
  (event: 'pick'): void;
  (event: 'remove'): void;
}

/** Emits the edit the key stands for; false when the key is not an editing key (Alt+other keys included). */
export function emitDeckEdit(event: KeyboardEvent, emit: DeckEditEmit): boolean {
  const key = event.key;
  if (event.altKey) {
    if (key !== 'ArrowLeft' && key !== 'ArrowRight') return false;
    emit('step', key === 'ArrowLeft' ? -1 : 1);
  } else if (key === '+' || key === '=') emit('copies', 1);
  else if (key === '-' || key === '_') emit('copies', -1);
  else if (key === 'p') emit('proxies', 1);
  else if (key === 'P') emit('proxies', -1);
  else if (key === 'm' || key === 'M') emit('pick');
  else if (key === 'Delete' || key === 'Backspace') emit('remove');
  else return false;
  return true;
}
