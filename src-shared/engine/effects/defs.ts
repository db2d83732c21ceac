/**
 * Card definitions by card: a definition applies to every printing with its (folded) name,
 * or only to those of the alignments it lists.
 */
import { ALL_DEFS } from '../cards';
import { nameKey } from '../facts';
import type { EngineCard } from '../types';
import type { CardDef } from './types';

let byKey: Map<string, CardDef[]> | null = null;

function index(): Map<string, CardDef[]> {
  if (byKey) return byKey;
  byKey = new Map();
  for (const def of ALL_DEFS) {
    const key = nameKey(def.name);
    const list = byKey.get(key) ?? [];
    list.push(def);
    byKey.set(key, list);
  }
  return byKey;
}

/** Each card's definition (null: none), looked up once per card. */
const byCard = new WeakMap<EngineCard, CardDef | null>();

/** The definition of this card, if it has one. */
export function defOf(card: EngineCard): CardDef | undefined {
  const known = byCard.get(card);
  if (known !== undefined) return known ?? undefined;
  const list = index().get(card.key);
  const def = list?.find((d) => !d.alignment || d.alignment.includes(card.alignment));
  byCard.set(card, def ?? null);
  return def;
}

/** Every definition (for coverage and tests). */
export function allDefs(): readonly CardDef[] {
  return ALL_DEFS;
}
