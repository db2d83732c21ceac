/**
 * Matches card names as people and deck files write them ("rivendell [h]", "Thrór's Map",
 * "Bert - Bûrat") to card ids. Names are not unique (hero and minion versions share them),
 * so a set code and an [H]/[M] tag narrow the choice, and an ambiguous name is reported
 * with its candidates instead of being guessed.
 */
import type { Localized } from '../cards/model';
import { tokenize } from '../text/fold';
import type { ProblemParams } from '../text/problem';
import { parseCardQuery, stripTag, type AlignmentTag } from './gccg';

export interface NameIndexCard {
  id: string;
  set: string;
  type: string;
  alignment: string;
  names: Localized;
}

export interface NameQuery {
  name: string;
  setCode?: string | null;
  tag?: AlignmentTag | null;
}

/** Why a name names no one card, for the UI to word in its language (`reason` is the English). */
export const NAME_PROBLEM_CODES = ['NAME_NOT_FOUND', 'NAME_AMBIGUOUS', 'CARD_ID_NOT_FOUND'] as const;
export type NameProblemCode = (typeof NAME_PROBLEM_CODES)[number];

export type NameResolution = { ok: true; cardId: string } | { ok: false; reason: string; code: NameProblemCode; params: ProblemParams };

type Lookup = Map<string, NameIndexCard[]>;

export interface NameIndex {
  readonly english: Lookup;
  /** Names in the other languages, tried only when no English name matches. */
  readonly other: Lookup;
  /** Each half of manifestation names such as “Bert” (Bûrat) and Mûmak (Oliphant). */
  readonly parts: Lookup;
}

/**
 * The matching key: folded words joined by single spaces, so that punctuation and
 * quoting do not matter: “Bert” (Bûrat) and "Bert - Bûrat" both become "bert burat".
 */
export function nameKey(name: string): string {
  return tokenize(name).join(' ');
}

export function createNameIndex(cards: readonly NameIndexCard[]): NameIndex {
  const english: Lookup = new Map();
  const other: Lookup = new Map();
  const parts: Lookup = new Map();
  for (const card of cards) {
    const en = card.names.en ?? '';
    add(english, nameKey(en), card);
    for (const [lang, name] of Object.entries(card.names)) if (lang !== 'en' && name) add(other, nameKey(name), card);
    const halves = /^(.*?)\s*\((.+)\)\s*$/.exec(en);
    if (halves) for (const half of halves.slice(1)) add(parts, nameKey(half ?? ''), card);
  }
  return { english, other, parts };
}

function add(lookup: Lookup, key: string, card: NameIndexCard): void {
  if (key === '') return;
  const list = lookup.get(key);
  if (!list) lookup.set(key, [card]);
  else if (!list.includes(card)) list.push(card);
}

/**
 * Finds the one card a name means. The name may itself carry a tag and a set code, as
 * typed on the command line ("Rivendell [H] (TW)"); explicit query fields win.
 */
export function resolveCardName(index: NameIndex, query: NameQuery): NameResolution {
  const written = parseCardQuery(query.name);
  const tag = query.tag ?? written.tag;
  if (query.setCode) return resolve(index, stripTagOnly(query.name), query.setCode, tag);
  if (!written.setCode) return resolve(index, written.name, null, tag);
  const withSet = resolve(index, written.name, written.setCode, tag);
  if (withSet.ok) return withSet;
  // "(ulzog)" looked like a set code but may be part of the name: "Euog (Ulzog)".
  const whole = resolve(index, stripTagOnly(query.name), null, tag);
  return whole.ok ? whole : withSet;
}

function stripTagOnly(name: string): string {
  return stripTag(name).name;
}

function resolve(index: NameIndex, name: string, set: string | null, tag: AlignmentTag | null): NameResolution {
  const setCode = set?.trim() ? set.trim().toUpperCase() : null;
  const keep = (card: NameIndexCard) => (setCode === null || card.set.toUpperCase() === setCode) && fitsTag(card, tag);

  // Most specific first: the whole name, then (for "Bert - Bûrat") each side of it.
  const keys = [nameKey(name)];
  if (/\s-\s/.test(name)) keys.push(...name.split(/\s+-\s+/).map(nameKey));
  const lookups = [index.english, index.other, index.parts];

  let filteredOut: NameIndexCard[] = [];
  for (const key of keys) {
    for (const lookup of lookups) {
      const found = lookup.get(key) ?? [];
      const kept = found.filter(keep);
      if (kept.length === 0) {
        if (filteredOut.length === 0) filteredOut = found;
        continue;
      }
      const chosen = preferTagged(kept, tag);
      const only = chosen.length === 1 ? chosen[0] : firstPrinting(chosen);
      if (only) return { ok: true, cardId: only.id };
      return ambiguous(name, chosen);
    }
  }
  return notFound(index, name, setCode, tag, filteredOut);
}

/** A tag only chooses between hero and minion versions; other alignments fit either. */
function fitsTag(card: NameIndexCard, tag: AlignmentTag | null): boolean {
  if (tag === 'H') return card.alignment !== 'Minion';
  if (tag === 'M') return card.alignment !== 'Hero';
  return true;
}

/** With a tag, a card of exactly that alignment beats a neutral one of the same name. */
function preferTagged(cards: NameIndexCard[], tag: AlignmentTag | null): NameIndexCard[] {
  if (tag === null) return cards;
  const wanted = tag === 'H' ? 'Hero' : 'Minion';
  const exact = cards.filter((card) => card.alignment === wanted);
  return exact.length > 0 ? exact : cards;
}

/**
 * Some cards were printed twice in one set with different art (TW's Dark Quarrels,
 * TW-207 and TW-208): same set, type and alignment. No deck list can tell them apart, so
 * the first printing stands for both.
 */
function firstPrinting(cards: NameIndexCard[]): NameIndexCard | undefined {
  const [first] = cards;
  const same = (card: NameIndexCard) =>
    first !== undefined && card.set === first.set && card.type === first.type && card.alignment === first.alignment;
  if (!first || !cards.every(same)) return undefined;
  return [...cards].sort((a, b) => a.id.localeCompare(b.id, 'en', { numeric: true }))[0];
}

function describe(card: NameIndexCard): string {
  return `${card.id} (${card.names.en ?? card.id}, ${card.alignment} ${card.type})`;
}

export type NameProblem = Extract<NameResolution, { ok: false }>;

/** A card id written in a list or file that the catalogue does not have. */
export function unknownCardId(id: string): NameProblem {
  return { ok: false, reason: `no card with id "${id}" in the catalogue`, code: 'CARD_ID_NOT_FOUND', params: { id } };
}

function ambiguous(name: string, cards: NameIndexCard[]): NameProblem {
  const described = cards.map(describe);
  const reason = `"${name}" matches ${cards.length} cards: ${described.join(', ')}; add [H] or [M] or a set code to choose one`;
  return { ok: false, reason, code: 'NAME_AMBIGUOUS', params: { name, count: cards.length, cards: described } };
}

/** Params: name, and when they apply set, tag, then either cards (of that name elsewhere) or suggestion. */
function notFound(
  index: NameIndex,
  name: string,
  setCode: string | null,
  tag: AlignmentTag | null,
  filteredOut: NameIndexCard[],
): NameProblem {
  const params: ProblemParams = { name, ...(setCode ? { set: setCode } : {}), ...(tag ? { tag } : {}) };
  const where = [setCode ? `in set ${setCode}` : '', tag ? `tagged [${tag}]` : ''].filter(Boolean).join(' ');
  const base = `no card named "${name}"${where ? ` ${where}` : ''}`;
  const problem = (reason: string, more: ProblemParams = {}): NameProblem => ({ ok: false, reason, code: 'NAME_NOT_FOUND', params: { ...params, ...more } });
  if (filteredOut.length > 0) {
    const cards = filteredOut.map(describe);
    return problem(`${base}; cards of that name: ${cards.join(', ')}`, { cards });
  }
  const close = suggest(index, nameKey(name));
  return close ? problem(`${base}; did you mean "${close}"?`, { suggestion: close }) : problem(base);
}

/** The English name closest in spelling, if one is only a typo or two away. */
function suggest(index: NameIndex, key: string): string | null {
  if (key === '') return null;
  const limit = key.length <= 4 ? 1 : key.length < 12 ? 2 : 3;
  let best: { distance: number; name: string } | null = null;
  for (const [candidate, cards] of index.english) {
    if (Math.abs(candidate.length - key.length) > limit) continue;
    const distance = editDistance(key, candidate, limit);
    if (distance <= limit && (best === null || distance < best.distance)) {
      best = { distance, name: cards[0]?.names.en ?? candidate };
    }
  }
  return best?.name.trim() ?? null;
}

/**
 * Edit distance counting a swap of two neighbouring letters as one typo ("Gandlaf"), giving
 * up (returning limit + 1) once the distance must exceed limit.
 */
export function editDistance(a: string, b: string, limit = Infinity): number {
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? 0;
}
