/**
 * Resolves a pasted card list line by line against the catalogue: each line is one card
 * (ok), several printings to choose from (ambiguous), or no card, with the closest names
 * by edit distance (unresolved). Nothing is written: the caller previews, the user picks,
 * and the renderer applies the result as one undoable change.
 */
import { distance } from 'fastest-levenshtein';
import { ApiError } from '../../src-shared/api/errors';
import { PASTE_LIMITS, type PasteLine } from '../../src-shared/api/schemasPaste';
import { stripTag } from '../../src-shared/collection/gccg';
import { parseListLine, type ListLine } from '../../src-shared/collection/listLine';
import { nameKey, resolveCardName, unknownCardId, type NameIndex, type NameIndexCard } from '../../src-shared/collection/nameIndex';

export interface ListCatalogue {
  index: NameIndex;
  /** The card database's set codes, in catalogue order. */
  setCodes: readonly string[];
  /** The stored id of a card id written in any case, or null when there is no such card. */
  cardId(id: string): string | null;
}

export interface ResolvedList {
  lines: PasteLine[];
  /** Every card id the lines name (cards, candidates, suggestions), once each. */
  cardIds: string[];
}

const FENCE = /^#{4,}\s*$/;
const FREE_TEXT_SECTIONS = /^notes$/i;
const SUGGESTIONS = 3;
/** A typed name longer than any card name gets no suggestions (and costs nothing). */
const LONGEST_SUGGESTED = 60;

/** Refuses text past the paste limits with a message saying what to do. */
export function checkPasteSize(text: string): string[] {
  if (text.length > PASTE_LIMITS.chars) {
    throw new ApiError('INVALID_REQUEST', `The pasted text is longer than ${PASTE_LIMITS.chars.toLocaleString('en')} characters; paste the list in parts.`);
  }
  const rows = text.split(/\r\n|\r|\n/, PASTE_LIMITS.lines + 1);
  if (rows.length > PASTE_LIMITS.lines) {
    throw new ApiError('INVALID_REQUEST', `The pasted text has more than ${PASTE_LIMITS.lines.toLocaleString('en')} lines; paste the list in parts of at most ${PASTE_LIMITS.lines.toLocaleString('en')} lines.`);
  }
  return rows;
}

export function resolveList(text: string, catalogue: ListCatalogue): ResolvedList {
  const rows = checkPasteSize(text.replace(/^\uFEFF/, ''));
  const order = new Map(catalogue.setCodes.map((code, i) => [code.toUpperCase(), i]));
  const suggester = createSuggester(catalogue.index);
  const lines: PasteLine[] = [];
  const named = new Set<string>();

  const sections = sectionNames(rows);
  let prose = false;
  for (let i = 0; i < rows.length; i++) {
    const raw = rows[i] ?? '';
    if (raw.trim() === '') continue;
    const shown = raw.length > PASTE_LIMITS.lineText ? `${raw.slice(0, PASTE_LIMITS.lineText - 1)}…` : raw;
    const base = { lineNo: i + 1, text: shown, cardId: null, candidates: [], suggestions: [], reason: null };
    const heading = sections.has(i);
    if (heading) prose = FREE_TEXT_SECTIONS.test(raw.trim());
    const parsed = heading || prose ? null : parseListLine(raw, catalogue.setCodes);
    if (parsed === null) {
      lines.push({ ...base, count: 0, countClamped: false, status: 'ignored', reason: prose && !heading ? 'notes (free text)' : 'not a card line (comment or heading)' });
      continue;
    }
    const line: PasteLine = { ...base, count: parsed.count, countClamped: parsed.countClamped, ...resolveLine(parsed, catalogue, order, suggester) };
    for (const id of [line.cardId, ...line.candidates, ...line.suggestions]) if (id) named.add(id);
    lines.push(line);
  }
  return { lines, cardIds: [...named] };
}

/**
 * The rows that name a GCCG section: a name between two fences ("####", "Deck", "####"),
 * read from the top as GCCG does, so a closing fence never opens another section.
 */
function sectionNames(rows: readonly string[]): Set<number> {
  const names = new Set<number>();
  for (let i = 0; i + 2 < rows.length; i++) {
    const name = (rows[i + 1] ?? '').trim();
    if (FENCE.test(rows[i] ?? '') && name !== '' && !name.startsWith('#') && FENCE.test(rows[i + 2] ?? '')) {
      names.add(i + 1);
      i += 2;
    }
  }
  return names;
}

type Resolution = Pick<PasteLine, 'status' | 'cardId' | 'candidates' | 'suggestions' | 'reason' | 'code' | 'params'>;

function resolveLine(line: ListLine, catalogue: ListCatalogue, order: ReadonlyMap<string, number>, suggest: Suggester): Resolution {
  const none = { cardId: null, candidates: [], suggestions: [], reason: null };
  if (line.cardId !== null) {
    const id = catalogue.cardId(line.cardId);
    if (id !== null) return { ...none, status: 'ok', cardId: id };
    const { reason, code, params } = unknownCardId(line.cardId);
    return { ...none, status: 'unresolved', reason, code, params };
  }
  const result = resolveCardName(catalogue.index, { name: line.query, setCode: line.set });
  if (result.ok) return { ...none, status: 'ok', cardId: result.cardId };

  const sorted = (cards: NameIndexCard[]) => sortCards(cards, order).map((card) => card.id);
  const printings = cardsNamed(catalogue.index, line.query, line.set);
  if (printings.length > 1) {
    return { ...none, status: 'ambiguous', candidates: sorted(printings), reason: `${printings.length} printings of "${stripTag(line.query).name.trim()}": pick one` };
  }
  // Named but not in the set written ("Gandalf (LE)"): the printings of that name are the suggestions.
  const elsewhere = line.set !== null ? cardsNamed(catalogue.index, line.query, null) : [];
  const suggestions = elsewhere.length > 0 ? sorted(elsewhere) : sorted(suggest(stripTag(line.query).name));
  return { ...none, status: 'unresolved', suggestions, reason: result.reason, code: result.code, params: result.params };
}

/** Every card whose name (in any language, or half of a two-part name) is exactly this one. */
function cardsNamed(index: NameIndex, query: string, set: string | null): NameIndexCard[] {
  const { name, tag } = stripTag(query);
  const key = nameKey(name);
  for (const lookup of [index.english, index.other, index.parts]) {
    const found = (lookup.get(key) ?? []).filter(
      (card) =>
        (set === null || card.set.toUpperCase() === set) &&
        (tag === null || (tag === 'H' ? card.alignment !== 'Minion' : card.alignment !== 'Hero')),
    );
    if (found.length > 0) return found;
  }
  return [];
}

function sortCards(cards: readonly NameIndexCard[], order: ReadonlyMap<string, number>): NameIndexCard[] {
  const rank = (card: NameIndexCard) => order.get(card.set.toUpperCase()) ?? order.size;
  return [...cards].sort((a, b) => rank(a) - rank(b) || a.id.localeCompare(b.id, 'en', { numeric: true }));
}

type Suggester = (name: string) => NameIndexCard[];

/**
 * The cards of the few names closest to a typed one: a name that starts with what was typed
 * counts as one typo away, so "orc raid" suggests Orc-raiders. Answers are remembered per
 * name, and only PASTE_LIMITS.suggestedNames distinct names are looked at per paste, so a
 * pasted page of prose costs a bounded time.
 */
function createSuggester(index: NameIndex): Suggester {
  const answers = new Map<string, NameIndexCard[]>();
  return (name) => {
    const key = nameKey(name);
    const known = answers.get(key);
    if (known) return known;
    if (key === '' || key.length > LONGEST_SUGGESTED || answers.size >= PASTE_LIMITS.suggestedNames) return [];
    const limit = Math.max(2, Math.floor(key.length / 3));
    const scored: { score: number; cards: NameIndexCard[] }[] = [];
    for (const [candidate, cards] of vocabularyOf(index)) {
      const prefix = key.length >= 3 && candidate.startsWith(key);
      if (!prefix && Math.abs(candidate.length - key.length) > limit) continue;
      const score = prefix ? Math.min(1, distance(key, candidate)) : distance(key, candidate);
      if (score <= limit) scored.push({ score, cards });
    }
    scored.sort((a, b) => a.score - b.score);
    const cards = [...new Set(scored.slice(0, SUGGESTIONS).flatMap((s) => s.cards))];
    answers.set(key, cards);
    return cards;
  };
}

const vocabularies = new WeakMap<NameIndex, Map<string, NameIndexCard[]>>();

/** Every spelling of every name, once (most names are the same in several languages); built once per index. */
function vocabularyOf(index: NameIndex): Map<string, NameIndexCard[]> {
  let vocabulary = vocabularies.get(index);
  if (!vocabulary) {
    vocabulary = new Map();
    for (const [key, cards] of [...index.english, ...index.other]) vocabulary.set(key, [...new Set([...(vocabulary.get(key) ?? []), ...cards])]);
    vocabularies.set(index, vocabulary);
  }
  return vocabulary;
}
