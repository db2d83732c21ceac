/**
 * What the import/export formats carry: a set's name, profile, players and seven decks.
 * Entries are kept merged (one per card per deck), without empty ones, in card-id order,
 * so two sets with the same content compare equal.
 */
import { DECK_IDS, type ArdaSet, type DeckEntry, type DeckId } from '../arda/model';

export interface ArdaSetData extends ArdaSet {
  players: number;
}

/** Card ids compare like the catalogue orders them: set code, then number ("TW-9" < "TW-10"). */
export function compareCardIds(a: string, b: string): number {
  return a.localeCompare(b, 'en', { numeric: true });
}

export function normalizeDecks(decks: Partial<Record<DeckId, readonly DeckEntry[]>>): Record<DeckId, DeckEntry[]> {
  const out = {} as Record<DeckId, DeckEntry[]>;
  for (const deck of DECK_IDS) {
    const merged = new Map<string, DeckEntry>();
    for (const entry of decks[deck] ?? []) {
      const seen = merged.get(entry.cardId);
      if (seen) {
        seen.copies += entry.copies;
        seen.proxies += entry.proxies;
      } else merged.set(entry.cardId, { cardId: entry.cardId, copies: entry.copies, proxies: entry.proxies });
    }
    out[deck] = [...merged.values()].filter((e) => e.copies + e.proxies > 0).sort((a, b) => compareCardIds(a.cardId, b.cardId));
  }
  return out;
}

export function deckTotal(entries: readonly DeckEntry[]): { copies: number; proxies: number } {
  let copies = 0;
  let proxies = 0;
  for (const entry of entries) {
    copies += entry.copies;
    proxies += entry.proxies;
  }
  return { copies, proxies };
}
