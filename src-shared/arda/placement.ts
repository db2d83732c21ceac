/**
 * Where a profile puts one card, or why it refuses it: the one answer the importer, the
 * builder and the editor's finder share, so none of them can place a card the validator
 * would then reject as ALIGNMENT or EXCLUDED.
 */
import { article, type ArdaCardFacts, type DeckId } from './model';
import type { Profile } from './profile';

export type RefusalCode = 'ALIGNMENT' | 'EXCLUDED' | 'WRONG_DECK';

export type Placement = { deck: DeckId } | { refused: RefusalCode; message: string };

export function placementFor(profile: Profile, card: ArdaCardFacts): Placement {
  const label = `${article(profile.label)} ${profile.label} set`;
  if (!profile.alignments.includes(card.alignment)) {
    return { refused: 'ALIGNMENT', message: `${card.name} (${card.id}) is ${article(card.alignment)} ${card.alignment} card; ${label} holds ${profile.alignments.join(', ')} cards only (${profile.alignmentRule})` };
  }
  const refusal = profile.alignmentRefusal?.(card);
  if (refusal) return { refused: 'ALIGNMENT', message: `${card.name} (${card.id}) is not allowed in ${label}: ${refusal}` };
  const excluded = profile.excluded.find((rule) => rule.matches(card));
  if (excluded) return { refused: 'EXCLUDED', message: `${card.name} (${card.id}) is excluded as one of the ${excluded.label}: ${excluded.why}` };
  const deck = profile.deckFor(card);
  if (deck === null) {
    return { refused: 'WRONG_DECK', message: `no deck of ${label} takes ${card.name} (${card.alignment} ${card.type}${card.subtype ? `, ${card.subtype}` : ''})` };
  }
  return { deck };
}

/** The refusal message when the profile keeps the card out of every deck, else null. */
export function refusalOf(profile: Profile, card: ArdaCardFacts): string | null {
  const placement = placementFor(profile, card);
  return 'refused' in placement ? placement.message : null;
}
