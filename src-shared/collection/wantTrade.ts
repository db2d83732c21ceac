/**
 * Want and trade lists: what the collection lacks and what it can spare.
 *
 * Arda sets are built from the user's physical cards, and a physical card sits in one set
 * only (the validator's NOT_OWNED counts copies the same way), so copies used = the sum
 * over every set. A proxy marks a card the set plays but the collection could not give:
 * it is wanted, and it holds a claim on a free owned copy, so it counts as used too.
 *
 * - Want for one Arda set: the copies (and proxies) it holds beyond the owned copies the
 *   other sets' copies leave free.
 * - Want for all Arda sets: copies and proxies of every set beyond the copies owned.
 * - Want for a playset of a card set: a unique card needs 1 (Arda's pool holds each unique
 *   card once, and no deck may hold two: coe 1.3.1), any other card `playset` copies
 *   (3 by default: coe 1.3.1's limit, Dark Arda's for characters and minor items). Copies
 *   count across printings of one card (Boromir II TW-134 and TW-135), as uniqueness does.
 * - Trade: owned copies beyond the copies and proxies of every set together.
 *
 * So a card wanted by any set is never offered for trade, and no count is below zero.
 */
import Papa from 'papaparse';
import { compareCardIds } from '../arda-io/setData';
import { neutralizeFormula } from './csv';

/** What the lists need of a card. `identity` is one card across its printings (ArdaCardFacts.identity). */
export interface ListCard {
  id: string;
  name: string;
  set: string;
  unique: boolean;
  identity: string;
  /** Hero, Minion, Neutral…: a hero and a minion card may share a name in one set (Angmarim, AS). */
  alignment: string;
}

/** Copies and proxies of one card in one Arda set, over all its decks. */
export interface SetUse {
  cardId: string;
  copies: number;
  proxies: number;
}

export interface WantLine {
  cardId: string;
  name: string;
  set: string;
  /** Copies to get. */
  count: number;
  owned: number;
  /** Copies the list asks for (the set's copies and proxies, or the playset). */
  needed: number;
}

export interface TradeLine {
  cardId: string;
  name: string;
  set: string;
  /** Copies to spare. */
  count: number;
  owned: number;
  /** Copies and proxies of the card in all the Arda sets. */
  used: number;
}

export const DEFAULT_PLAYSET = 3;
export const MAX_PLAYSET = 9;

type Owned = ReadonlyMap<string, number>;
type Cards = ReadonlyMap<string, ListCard>;

/** Copies + proxies per card over the given sets. */
export function usedBySets(sets: readonly (readonly SetUse[])[], { proxies = true } = {}): Map<string, number> {
  const used = new Map<string, number>();
  for (const set of sets) {
    for (const e of set) used.set(e.cardId, (used.get(e.cardId) ?? 0) + e.copies + (proxies ? e.proxies : 0));
  }
  return used;
}

function lineOf(cards: Cards, cardId: string): Pick<WantLine, 'cardId' | 'name' | 'set'> {
  const card = cards.get(cardId);
  return { cardId, name: card?.name ?? cardId, set: card?.set ?? cardId.replace(/-.*$/, '') };
}

const byCard = <T extends { cardId: string }>(lines: T[]): T[] => lines.sort((a, b) => compareCardIds(a.cardId, b.cardId));

/** What one Arda set lacks: its copies and proxies beyond the owned copies the other sets leave free. */
export function wantForSet(set: readonly SetUse[], others: readonly (readonly SetUse[])[], owned: Owned, cards: Cards): WantLine[] {
  const needed = usedBySets([set]);
  const elsewhere = usedBySets(others, { proxies: false });
  const lines: WantLine[] = [];
  for (const [cardId, n] of needed) {
    const have = owned.get(cardId) ?? 0;
    const free = Math.max(0, have - (elsewhere.get(cardId) ?? 0));
    const count = Math.max(0, n - free);
    if (count > 0) lines.push({ ...lineOf(cards, cardId), count, owned: have, needed: n });
  }
  return byCard(lines);
}

/** What all the Arda sets together lack. */
export function wantForAllSets(sets: readonly (readonly SetUse[])[], owned: Owned, cards: Cards): WantLine[] {
  const lines: WantLine[] = [];
  for (const [cardId, n] of usedBySets(sets)) {
    const have = owned.get(cardId) ?? 0;
    if (n > have) lines.push({ ...lineOf(cards, cardId), count: n - have, owned: have, needed: n });
  }
  return byCard(lines);
}

/**
 * What the collection lacks for a playset of each card of one card set (`setCode`).
 * Owned copies of every printing of a card count toward it.
 */
export function wantForPlayset(setCode: string, owned: Owned, cards: Cards, playset = DEFAULT_PLAYSET): WantLine[] {
  const size = Math.min(MAX_PLAYSET, Math.max(1, Math.floor(playset)));
  const byIdentity = new Map<string, number>();
  for (const card of cards.values()) byIdentity.set(card.identity, (byIdentity.get(card.identity) ?? 0) + (owned.get(card.id) ?? 0));
  const lines: WantLine[] = [];
  // One line per card: a second printing in the same set (TW-134, TW-135) is the same card.
  const seen = new Set<string>();
  const inSet = [...cards.values()].filter((c) => c.set === setCode).sort((a, b) => compareCardIds(a.id, b.id));
  for (const card of inSet) {
    if (seen.has(card.identity)) continue;
    seen.add(card.identity);
    const needed = card.unique ? 1 : size;
    const have = byIdentity.get(card.identity) ?? 0;
    if (have < needed) lines.push({ cardId: card.id, name: card.name, set: card.set, count: needed - have, owned: have, needed });
  }
  return lines;
}

/** Owned copies that no Arda set uses (copies or proxies). */
export function tradeList(sets: readonly (readonly SetUse[])[], owned: Owned, cards: Cards): TradeLine[] {
  const used = usedBySets(sets);
  const lines: TradeLine[] = [];
  for (const [cardId, have] of owned) {
    const n = used.get(cardId) ?? 0;
    if (have > n) lines.push({ ...lineOf(cards, cardId), count: have - n, owned: have, used: n });
  }
  return byCard(lines);
}

// ---- exports ------------------------------------------------------------------------

export const WANT_CSV_COLUMNS = ['card_id', 'set', 'name', 'count', 'owned', 'needed'] as const;
export const TRADE_CSV_COLUMNS = ['card_id', 'set', 'name', 'count', 'owned', 'used'] as const;
const NEWLINE = '\r\n';

/** CSV for spreadsheets; text cells that look like formulas are neutralized as in the collection CSV. */
export function wantToCsv(lines: readonly WantLine[]): string {
  const data = lines.map((l) => [neutralizeFormula(l.cardId), neutralizeFormula(l.set), neutralizeFormula(l.name), l.count, l.owned, l.needed].map(String));
  return Papa.unparse({ fields: [...WANT_CSV_COLUMNS], data }, { newline: NEWLINE }) + NEWLINE;
}

export function tradeToCsv(lines: readonly TradeLine[]): string {
  const data = lines.map((l) => [neutralizeFormula(l.cardId), neutralizeFormula(l.set), neutralizeFormula(l.name), l.count, l.owned, l.used].map(String));
  return Papa.unparse({ fields: [...TRADE_CSV_COLUMNS], data }, { newline: NEWLINE }) + NEWLINE;
}

/**
 * "3 Orc-raiders (TW)": one line per card, the format the paste-a-list box reads. Given the
 * cards, a name that a hero and a minion card share in one set gets its [H] or [M] tag
 * ("1 Angmarim [H] (AS)"), so every line names one card.
 */
export function toPlainList(lines: readonly { cardId?: string; count: number; name: string; set: string }[], cards?: Cards): string {
  const tagged = cards ? ambiguousInSet(cards) : new Set<string>();
  return lines
    .map((l) => {
      const card = l.cardId === undefined ? undefined : cards?.get(l.cardId);
      const tag = card && tagged.has(sameNameKey(card)) ? TAGS[card.alignment] : undefined;
      return `${l.count} ${l.name}${tag ? ` [${tag}]` : ''} (${l.set})\n`;
    })
    .join('');
}

const TAGS: Partial<Record<string, 'H' | 'M'>> = { Hero: 'H', Minion: 'M' };
const sameNameKey = (card: ListCard) => `${card.set}|${card.name.toLowerCase()}`;

/** Set-and-name keys that cards of more than one alignment share. */
function ambiguousInSet(cards: Cards): Set<string> {
  const alignments = new Map<string, Set<string>>();
  for (const card of cards.values()) {
    const key = sameNameKey(card);
    alignments.set(key, (alignments.get(key) ?? new Set()).add(card.alignment));
  }
  return new Set([...alignments].filter(([, a]) => a.size > 1).map(([key]) => key));
}

export function totalCopies(lines: readonly { count: number }[]): number {
  return lines.reduce((n, l) => n + l.count, 0);
}
