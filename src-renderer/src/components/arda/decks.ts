/** Deck facts the Arda views share: ids, labels, keys, targets and where a card would go. */
import type { CardRow } from '@shared/api/schemas';
import { DECK_IDS, DECK_LABELS, type DeckId } from '@shared/arda/model';

export { DECK_IDS, DECK_LABELS, type DeckId };

/** Short labels for tabs and chips. */
export const DECK_SHORT: Record<DeckId, string> = {
  play: 'Play',
  mp: 'MP',
  character: 'Character',
  minor: 'Minor Item',
  ring: 'Ring',
  site: 'Site',
  avatar: 'Avatar',
};

export interface DeckTarget {
  min?: number;
  max?: number;
  /** As the print model writes it: "≥ 250", "35–40". */
  text: string;
}

/** Reads the print model's target text back into numbers. */
export function parseTarget(text: string | null): DeckTarget | null {
  if (!text) return null;
  const range = /^(\d+)\s*[–-]\s*(\d+)$/.exec(text.trim());
  if (range) return { min: Number(range[1]), max: Number(range[2]), text };
  const min = /^≥\s*(\d+)$/.exec(text.trim());
  if (min) return { min: Number(min[1]), text };
  const max = /^≤\s*(\d+)$/.exec(text.trim());
  if (max) return { max: Number(max[1]), text };
  return { text };
}

export type DeckState = 'ok' | 'warn' | 'error' | 'empty';

export function isCreature(row: Pick<CardRow, 'type' | 'subtype'> | undefined): boolean {
  return row?.type === 'Hazard' && /Creature/.test(row.subtype ?? '');
}

/**
 * Where a card most likely belongs, from what a catalogue row says. The profile decides
 * for real (a WRONG_DECK problem comes back with the edit when this guess is off); see the
 * report: the API could return each card's home deck instead.
 */
export function guessDeck(row: CardRow, profileId: string): DeckId {
  const subtype = row.subtype ?? '';
  if (row.type === 'Site') return 'site';
  if (row.type === 'Hazard') return 'play';
  if (row.type === 'Character') {
    if (/^(Wizard|Ringwraith)$/i.test(row.race ?? '')) return 'avatar';
    return 'character';
  }
  if (row.type === 'Resource') {
    if (subtype === 'Minor Item') return 'minor';
    if (subtype === 'Special Item' && /\bring\b/i.test(row.name)) return 'ring';
    if (subtype === 'Gold Ring Item') return 'mp';
    if (row.mp !== null) return 'mp';
    if (profileId === 'dark-arda' && /Item$/.test(subtype)) return 'mp';
    return 'play';
  }
  return 'play';
}

export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
