/** Deck facts the Arda views share: ids, labels, keys and targets. */
import type { CardRow } from '@shared/api/schemas';
import type { DeckTargetData } from '@shared/api/schemasArda';
import { DECK_IDS, DECK_LABELS, type DeckId } from '@shared/arda/model';

export { DECK_IDS, DECK_LABELS, type DeckId };

/** The i18n key of a deck's name ("Play", "Marshalling Point"): the base `deck.*` words. */
export function deckKey(deck: DeckId): `deck.${DeckId}` {
  return `deck.${deck}`;
}

/** The i18n key of a deck's short name for tabs and chips ("MP", "Minor Item" in the UI language). */
export function deckShortKey(deck: DeckId): string {
  if (deck === 'mp') return 'editor.deckMp';
  return deck === 'minor' ? 'editor.deckMinor' : deckKey(deck);
}

export interface DeckTarget {
  min?: number;
  max?: number;
  /** As the print model writes it: "≥ 250", "35–40". */
  text: string;
}

/** The API's numeric target (sets.get and every set answer carry one per deck) with its text: "≥ 250", "35–40". */
export function toTarget(target: DeckTargetData | null | undefined): DeckTarget | null {
  if (!target) return null;
  const { min, max } = target;
  if (max === null) return { min, text: `≥ ${min}` };
  if (min === 0) return { max, text: `≤ ${max}` };
  return { min, max, text: min === max ? String(min) : `${min}–${max}` };
}

export type DeckState = 'ok' | 'warn' | 'error' | 'empty';

export function isCreature(row: Pick<CardRow, 'type' | 'subtype'> | undefined): boolean {
  return row?.type === 'Hazard' && /Creature/.test(row.subtype ?? '');
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
