/**
 * What a previewed paste adds once the user has chosen: each line's card (its resolved
 * card, or the printing or suggestion picked for it) summed per card, and, for an Arda
 * set, the edits that add those copies (owned free copies first, proxies for the rest) to
 * a chosen deck or to each card's own deck. Pure, so the preview's arithmetic is tested
 * apart from the screen.
 */
import type { PasteLine } from '../api/schemasPaste';
import type { DeckId } from '../arda/model';

export interface PastedCard {
  cardId: string;
  count: number;
  /** The line numbers that name it. */
  lines: number[];
}

/** The card a line adds: the resolved one, else the one picked for it (an ambiguous line's printing, an unresolved line's suggestion). */
export function cardOfLine(line: PasteLine, picks: ReadonlyMap<number, string>): string | null {
  if (line.status === 'ok') return line.cardId;
  if (line.status === 'ignored') return null;
  const picked = picks.get(line.lineNo) ?? null;
  const allowed = line.status === 'ambiguous' ? line.candidates : line.suggestions;
  return picked !== null && allowed.includes(picked) ? picked : null;
}

/** Every card the paste adds, in the order first named, with its copies summed over lines. */
export function pastedCards(lines: readonly PasteLine[], picks: ReadonlyMap<number, string>): PastedCard[] {
  const byCard = new Map<string, PastedCard>();
  for (const line of lines) {
    const cardId = cardOfLine(line, picks);
    if (cardId === null) continue;
    const card = byCard.get(cardId) ?? { cardId, count: 0, lines: [] };
    card.count += line.count;
    card.lines.push(line.lineNo);
    byCard.set(cardId, card);
  }
  return [...byCard.values()];
}

export const pastedCopies = (cards: readonly PastedCard[]): number => cards.reduce((n, card) => n + card.count, 0);
export const pastedLineCount = (cards: readonly PastedCard[]): number => cards.reduce((n, card) => n + card.lines.length, 0);

/** The undo label of a paste: "Paste 12 lines". */
export function pasteLabel(cards: readonly PastedCard[]): string {
  const lines = pastedLineCount(cards);
  return `Paste ${lines} ${lines === 1 ? 'line' : 'lines'}`;
}

/** The first card asking for more than `max` copies, if any: such a paste is refused whole. */
export function overLimit(cards: readonly PastedCard[], max: number): PastedCard | null {
  return cards.find((card) => card.count > max) ?? null;
}

export interface Placement {
  /** The deck the set's profile puts the card in, or null when no deck takes it. */
  homeDeck: DeckId | null;
  /** Why the profile keeps the card out of every deck; null when a deck takes it. */
  refusal: string | null;
  /** Owned copies not used by any set. */
  free: number;
}

export interface SetPasteEdit {
  deck: DeckId;
  cardId: string;
  copiesDelta?: number;
  proxiesDelta?: number;
}

export interface SetPastePlan {
  edits: SetPasteEdit[];
  copies: number;
  proxies: number;
  /** Cards the profile keeps out of every deck (only when adding to each card's own deck). */
  refused: { cardId: string; reason: string }[];
}

/**
 * The set edits of a paste: to `deck`, or with 'own' to the deck the profile gives each
 * card (a card it refuses is left out, with the reason). Owned free copies go in first,
 * proxies make up the rest.
 */
export function setPastePlan(cards: readonly PastedCard[], deck: DeckId | 'own', placement: (cardId: string) => Placement): SetPastePlan {
  const plan: SetPastePlan = { edits: [], copies: 0, proxies: 0, refused: [] };
  for (const card of cards) {
    const place = placement(card.cardId);
    let to: DeckId;
    if (deck !== 'own') to = deck;
    else if (place.homeDeck !== null) to = place.homeDeck;
    else {
      plan.refused.push({ cardId: card.cardId, reason: place.refusal ?? 'no deck of this profile takes it' });
      continue;
    }
    const copies = Math.min(card.count, Math.max(0, place.free));
    const proxies = card.count - copies;
    const edit: SetPasteEdit = { deck: to, cardId: card.cardId };
    if (copies > 0) edit.copiesDelta = copies;
    if (proxies > 0) edit.proxiesDelta = proxies;
    plan.edits.push(edit);
    plan.copies += copies;
    plan.proxies += proxies;
  }
  return plan;
}
