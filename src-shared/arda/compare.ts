/**
 * What changed between two versions of an Arda set (two sets, or a set and its last export):
 * cards added, cards removed, and cards moved from one deck to another. A card's count in a deck
 * is its copies plus its proxies (both are cards in the deck); cards are told apart by id, so
 * swapping one printing for another reads as one removed and one added.
 */
import { DECK_IDS, type DeckEntry, type DeckId } from './model';

export type DeckContents = Record<DeckId, readonly DeckEntry[]>;

export interface DeckChange {
  cardId: string;
  deck: DeckId;
  count: number;
}

export interface DeckMove {
  cardId: string;
  from: DeckId;
  to: DeckId;
  count: number;
}

export interface SetDiff {
  added: DeckChange[];
  removed: DeckChange[];
  moved: DeckMove[];
}

/** card id → deck → count (copies + proxies), zero counts left out. */
function countsOf(decks: DeckContents): Map<string, Map<DeckId, number>> {
  const out = new Map<string, Map<DeckId, number>>();
  for (const deck of DECK_IDS) {
    for (const e of decks[deck] ?? []) {
      const n = e.copies + e.proxies;
      if (n <= 0) continue;
      let byDeck = out.get(e.cardId);
      if (!byDeck) out.set(e.cardId, (byDeck = new Map()));
      byDeck.set(deck, (byDeck.get(deck) ?? 0) + n);
    }
  }
  return out;
}

/**
 * The changes that turn `before` into `after`. Per card, what one deck lost and another gained is
 * a move (paired in deck order, so the result is the same every time); the rest is added or removed.
 */
export function compareDecks(before: DeckContents, after: DeckContents): SetDiff {
  const a = countsOf(before);
  const b = countsOf(after);
  const diff: SetDiff = { added: [], removed: [], moved: [] };
  const ids = [...new Set([...a.keys(), ...b.keys()])].sort();
  for (const cardId of ids) {
    const losses: DeckChange[] = [];
    const gains: DeckChange[] = [];
    for (const deck of DECK_IDS) {
      const delta = (b.get(cardId)?.get(deck) ?? 0) - (a.get(cardId)?.get(deck) ?? 0);
      if (delta < 0) losses.push({ cardId, deck, count: -delta });
      else if (delta > 0) gains.push({ cardId, deck, count: delta });
    }
    let li = 0;
    let gi = 0;
    while (li < losses.length && gi < gains.length) {
      const loss = losses[li] as DeckChange;
      const gain = gains[gi] as DeckChange;
      const n = Math.min(loss.count, gain.count);
      diff.moved.push({ cardId, from: loss.deck, to: gain.deck, count: n });
      loss.count -= n;
      gain.count -= n;
      if (loss.count === 0) li++;
      if (gain.count === 0) gi++;
    }
    diff.removed.push(...losses.slice(li).filter((c) => c.count > 0));
    diff.added.push(...gains.slice(gi).filter((c) => c.count > 0));
  }
  return diff;
}

export function isEmptyDiff(diff: SetDiff): boolean {
  return diff.added.length === 0 && diff.removed.length === 0 && diff.moved.length === 0;
}

/** Cards per deck after applying the diff to `before` (counts only: what the comparison looks at). */
export function applyDiff(before: DeckContents, diff: SetDiff): Map<string, Map<DeckId, number>> {
  const counts = countsOf(before);
  const add = (cardId: string, deck: DeckId, n: number) => {
    let byDeck = counts.get(cardId);
    if (!byDeck) counts.set(cardId, (byDeck = new Map()));
    const next = (byDeck.get(deck) ?? 0) + n;
    if (next === 0) byDeck.delete(deck);
    else byDeck.set(deck, next);
    if (byDeck.size === 0) counts.delete(cardId);
  };
  for (const c of diff.removed) add(c.cardId, c.deck, -c.count);
  for (const c of diff.added) add(c.cardId, c.deck, c.count);
  for (const m of diff.moved) {
    add(m.cardId, m.from, -m.count);
    add(m.cardId, m.to, m.count);
  }
  return counts;
}

/** The counts a set's decks hold, in the shape applyDiff returns (for comparing results). */
export function deckCounts(decks: DeckContents): Map<string, Map<DeckId, number>> {
  return countsOf(decks);
}

/** The diff as plain text lines ("+2 Orc-raiders (Play)"), names from `nameOf`, for copying or saving. */
export function diffAsText(diff: SetDiff, nameOf: (cardId: string) => string, deckName: (deck: DeckId) => string): string {
  const lines: string[] = [];
  const section = (title: string, rows: string[]) => {
    lines.push(`${title} (${rows.length})`);
    lines.push(...(rows.length > 0 ? rows : ['  none']));
  };
  section('Added', diff.added.map((c) => `  +${c.count} ${nameOf(c.cardId)} (${deckName(c.deck)})`));
  section('Removed', diff.removed.map((c) => `  -${c.count} ${nameOf(c.cardId)} (${deckName(c.deck)})`));
  section('Moved', diff.moved.map((m) => `  ${m.count} ${nameOf(m.cardId)}: ${deckName(m.from)} → ${deckName(m.to)}`));
  return lines.join('\n') + '\n';
}
