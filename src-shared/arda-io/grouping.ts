/** Deck contents grouped by card type, in a fixed order, each group sorted by name. */
import { CARD_TYPES, type CardType } from '../cards/model';
import type { ArdaCardFacts, DeckEntry } from '../arda/model';
import type { CardLookup } from '../arda/validate';
import { compareCardIds } from './setData';

export interface TypeGroup {
  type: CardType | 'Unknown';
  entries: { entry: DeckEntry; card: ArdaCardFacts | undefined }[];
}

const ORDER: readonly (CardType | 'Unknown')[] = ['Character', 'Resource', 'Hazard', 'Site', 'Region', 'Unknown'];

export function groupByType(entries: readonly DeckEntry[], cards: CardLookup): TypeGroup[] {
  const groups = new Map<CardType | 'Unknown', TypeGroup>();
  for (const entry of entries) {
    const card = cards.get(entry.cardId);
    const type = card && (CARD_TYPES as readonly string[]).includes(card.type) ? card.type : 'Unknown';
    let group = groups.get(type);
    if (!group) groups.set(type, (group = { type, entries: [] }));
    group.entries.push({ entry, card });
  }
  const byName = (a: TypeGroup['entries'][number], b: TypeGroup['entries'][number]) =>
    (a.card?.name ?? a.entry.cardId).localeCompare(b.card?.name ?? b.entry.cardId, 'en') || compareCardIds(a.entry.cardId, b.entry.cardId);
  return ORDER.flatMap((type) => {
    const group = groups.get(type);
    if (!group) return [];
    group.entries.sort(byName);
    return [group];
  });
}
