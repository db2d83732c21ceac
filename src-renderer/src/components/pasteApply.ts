/**
 * Applies a previewed paste as ONE undoable change: one collection.change to the collection,
 * or one sets.edit to the open Arda set (through the stores, so the screens update and
 * Ctrl+Z reverts the whole paste). The arithmetic is src-shared/collection/pastePicks.ts's.
 */
import type { DeckId } from '@shared/arda/model';
import { pasteLabel, setPastePlan, type PastedCard, type Placement } from '@shared/collection/pastePicks';
import { api } from '@renderer/api';
import { useArdaEditorStore } from '@renderer/stores/ardaEditor';
import { useCollectionStore } from '@renderer/stores/collection';

export type PasteOutcome =
  | { ok: true; copies: number; proxies: number; refused: string[] }
  | { ok: false; error: string };

export async function pasteIntoCollection(cards: readonly PastedCard[]): Promise<PasteOutcome> {
  const collection = useCollectionStore();
  const done = await collection.change(
    pasteLabel(cards),
    cards.map((card) => ({ cardId: card.cardId, delta: card.count })),
  );
  if (!done) return { ok: false, error: collection.error ?? 'The cards could not be added.' };
  return { ok: true, copies: cards.reduce((n, card) => n + card.count, 0), proxies: 0, refused: [] };
}

/**
 * To `deck`, or with 'own' to each card's deck by the set's profile; free owned copies first,
 * proxies for the rest. `describe` words the result for the editor's status line.
 */
export async function pasteIntoSet(
  cards: readonly PastedCard[],
  deck: DeckId | 'own',
  describe: (result: { copies: number; proxies: number; refused: string[] }) => string,
): Promise<PasteOutcome> {
  const editor = useArdaEditorStore();
  const setId = editor.setId;
  if (setId === null) return { ok: false, error: 'No Arda set is open.' };
  const { cards: known } = await api.call('sets.availability', { setId, cardIds: cards.map((card) => card.cardId) });
  const places = new Map<string, Placement>(
    known.map((c) => [c.cardId, { homeDeck: c.homeDeck, refusal: c.refusal ? `${c.refusal.code}: ${c.refusal.message}` : null, free: c.free }]),
  );
  const plan = setPastePlan(cards, deck, (cardId) => places.get(cardId) ?? { homeDeck: null, refusal: null, free: 0 });
  const refused = plan.refused.map((r) => r.cardId);
  if (plan.edits.length === 0) {
    return { ok: false, error: `None of these cards goes in a deck of this set's profile (${plan.refused.map((r) => r.reason).join('; ')}).` };
  }
  const result = { copies: plan.copies + plan.proxies, proxies: plan.proxies, refused };
  const done = await editor.edit(pasteLabel(cards), plan.edits, describe(result));
  if (!done) return { ok: false, error: editor.error ?? 'The cards could not be added.' };
  return { ok: true, ...result };
}
