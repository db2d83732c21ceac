/**
 * SQL conditions for a parsed search query (src-shared/search/querySyntax.ts). Every value
 * the user typed travels as a bound parameter: the SQL text is made only of fixed fragments
 * and parameter names, so no input can change the statement. Each condition is NULL-safe
 * (COALESCE to false), so a negated filter selects exactly the cards the filter leaves out.
 */
import type { Database } from 'better-sqlite3';
import type { NumberField, ParsedQuery, QueryFilter, TextField } from '../../src-shared/search/querySyntax';
import { foldText, tokenize } from '../../src-shared/text/fold';
import { slug } from '../../src-shared/search/queryNames';

export type Params = Record<string, unknown>;

/** Folded text with runs of whitespace made one space: what phrases are compared against. */
export function foldForPhrase(text: string): string {
  return foldText(text).replace(/\s+/g, ' ').trim();
}

/** "Binder 2", "binder-2" and "BINDER_2" are one place (shared with the search box's name checks). */
export { slug };

/** The first signed whole number in a figure: "+2(5)" → 2, "(+1) (+5)" → 1, "-" → null. */
export function figureNumber(text: string | null): number | null {
  if (text === null) return null;
  const match = /[+-]?\d+/.exec(text);
  return match ? Number(match[0]) : null;
}

/** True when some part of a list ("Orcs,Men", "Warrior/Sage") starts with the folded value. */
function hasPartStartingWith(list: string | null, value: string): number {
  if (list === null || value === '') return 0;
  return list.split(/[,/]/).some((part) => foldText(part).trim().startsWith(value)) ? 1 : 0;
}

/** True when the text, or one of its comma- or semicolon-separated places, is the slug or starts with it as whole words. */
function isPlace(text: string | null, wanted: string): number {
  if (text === null || wanted === '') return 0;
  return text.split(/[,;]/).some((part) => {
    const s = slug(part);
    return s === wanted || s.startsWith(`${wanted}-`);
  })
    ? 1
    : 0;
}

/** Types and subtypes as space-separated words: "Creature/Permanent-event" → " creature permanent event ". */
function typeWords(text: string): string {
  return ` ${foldText(text).replace(/[/\-\s]+/g, ' ').trim()} `;
}

/**
 * A text function remembering its answers: the same few thousand card texts are folded on
 * every keystroke, and folding (Unicode normalisation) is the cost of a search without words.
 */
function memo(fn: (text: string) => string, size = 20_000): (text: unknown) => string | null {
  const cache = new Map<string, string>();
  return (text) => {
    if (typeof text !== 'string') return null;
    let value = cache.get(text);
    if (value === undefined) {
      if (cache.size >= size) cache.clear();
      value = fn(text);
      cache.set(text, value);
    }
    return value;
  };
}

/** The SQL functions the conditions below call; registering again replaces them (harmless). */
export function registerSearchFunctions(db: Database): void {
  const options = { deterministic: true, varargs: false } as const;
  db.function('arda_fold', options, memo(foldForPhrase));
  db.function('arda_slug', options, memo(slug));
  db.function('arda_type_words', options, memo(typeWords));
  db.function('arda_figure', options, (text: unknown) => figureNumber(typeof text === 'string' ? text : text === null ? null : String(text)));
  db.function('arda_has_part', options, (list: unknown, value: unknown) => hasPartStartingWith(typeof list === 'string' ? list : null, String(value)));
  db.function('arda_is_place', options, (text: unknown, wanted: unknown) => isPlace(typeof text === 'string' ? text : null, String(wanted)));
}

const NUMBER_COLUMNS: Record<NumberField, string> = {
  mp: 'c.mp',
  mind: 'c.mind',
  prowess: 'arda_figure(c.prowess)',
  body: 'arda_figure(c.body)',
  di: 'arda_figure(c.direct_influence)',
  corruption: 'arda_figure(c.corruption)',
};

/** Names in every language (the JSON object: its punctuation keeps names apart) and the rules text in English and the card language, folded. */
const PHRASE_HAYSTACK = "concat_ws(' | ', arda_fold(c.names), arda_fold(c.texts ->> 'en'), arda_fold(c.texts ->> @lang))";

function textCondition(field: TextField, value: string, key: string, params: Params): string {
  const folded = foldForPhrase(value);
  switch (field) {
    case 'type':
      // Type or subtype words: t:hazard, t:ally, t:creature, t:item (every item), t:"minor item".
      params[key] = typeWords(value);
      return `(arda_type_words(c.type) = @${key} OR instr(COALESCE(arda_type_words(c.subtype), ''), @${key}) > 0)`;
    case 'set':
      params[key] = slug(value);
      return `(arda_slug(c.set_id) = @${key} OR arda_slug(s.names ->> 'en') = @${key} OR arda_slug(s.names ->> @lang) = @${key})`;
    case 'alignment':
      params[key] = slug(value);
      return `instr(arda_slug(c.alignment), @${key}) = 1`;
    case 'race':
      params[key] = folded;
      return `arda_has_part(c.race, @${key})`;
    case 'skill':
      params[key] = folded;
      return `arda_has_part(c.skills, @${key})`;
    case 'region':
      params[key] = slug(value);
      return `instr(arda_slug(c.region), @${key}) = 1`;
    case 'place':
      // The card's storage note and the places of its per-copy lots.
      params[key] = slug(value);
      return `(arda_is_place(col.storage, @${key}) OR EXISTS (SELECT 1 FROM collection_lots l WHERE l.card_id = c.id AND arda_is_place(l.place, @${key})))`;
    case 'note':
      // The card's own note and its lots' notes: the words anywhere in them, without case or accents.
      params[key] = folded;
      return `(COALESCE(instr(arda_fold(col.note), @${key}), 0) > 0 OR EXISTS (SELECT 1 FROM collection_lots l WHERE l.card_id = c.id AND instr(arda_fold(l.note), @${key}) > 0))`;
    case 'in':
      params[key] = slug(value);
      return `EXISTS (SELECT 1 FROM arda_set_cards sc JOIN arda_sets a ON a.id = sc.set_id
                      WHERE sc.card_id = c.id AND sc.copies + sc.proxies > 0 AND arda_slug(a.name) = @${key})`;
  }
}

/** Owned copies not held by any Arda set (proxies are not copies). */
export const FREE_CONDITION =
  'COALESCE(col.count, 0) > COALESCE((SELECT SUM(sc.copies) FROM arda_set_cards sc WHERE sc.card_id = c.id), 0)';

function filterCondition(filter: QueryFilter, key: string, params: Params): string {
  if (filter.kind === 'flag') {
    switch (filter.flag) {
      case 'unique':
        return 'c.is_unique = 1';
      case 'owned':
        return 'COALESCE(col.count, 0) > 0';
      case 'missing':
        return 'COALESCE(col.count, 0) = 0';
      case 'free':
        return FREE_CONDITION;
    }
  }
  if (filter.kind === 'number') {
    params[key] = filter.value;
    return `${NUMBER_COLUMNS[filter.field]} ${filter.op} @${key}`;
  }
  return textCondition(filter.field, filter.value, key, params);
}

/** FTS5 query for one word: a prefix match of its tokens (null when it has none). */
function wordMatch(text: string): string | null {
  const words = tokenize(text);
  return words.length ? words.map((word) => `"${word}"*`).join(' AND ') : null;
}

/**
 * The WHERE conditions of a query's filters, its phrases and its negated words. Positive
 * plain words are the caller's full-text join (they rank the results).
 */
export function queryConditions(query: Pick<ParsedQuery, 'terms' | 'filters'>, params: Params): string[] {
  const where: string[] = [];
  const add = (condition: string, negated: boolean) => where.push(negated ? `NOT COALESCE((${condition}), 0)` : `COALESCE((${condition}), 0)`);
  query.filters.forEach((filter, i) => add(filterCondition(filter, `q${i}`, params), filter.negated));
  query.terms.forEach((term, i) => {
    const key = `t${i}`;
    if (term.kind === 'phrase') {
      params[key] = foldForPhrase(term.text);
      add(`instr(${PHRASE_HAYSTACK}, @${key}) > 0`, term.negated);
    } else if (term.negated) {
      const match = wordMatch(term.text);
      if (match === null) return;
      params[key] = match;
      add(`c.id IN (SELECT card_id FROM cards_fts WHERE cards_fts MATCH @${key})`, true);
    }
  });
  return where;
}
