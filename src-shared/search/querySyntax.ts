/**
 * The card search syntax shared by the catalogue, the collection and the set editor's finder:
 * plain words, "quoted phrases", field filters (type:hazard, set:td, mp>=2, race:dwarf,
 * place:binder-2, note:signed, in:thursday-group…), flags (unique, owned, missing, free) and negation with
 * a leading "-". Parsing never throws: a token it cannot read becomes an error naming the
 * token and how to write it, and the rest of the query still searches.
 */
import { closest, distance } from 'fastest-levenshtein';
import type { ProblemParams } from '../text/problem';

export const TEXT_FIELDS = ['type', 'set', 'alignment', 'race', 'skill', 'region', 'place', 'note', 'in'] as const;
export type TextField = (typeof TEXT_FIELDS)[number];
export const NUMBER_FIELDS = ['mp', 'mind', 'prowess', 'body', 'di', 'corruption'] as const;
export type NumberField = (typeof NUMBER_FIELDS)[number];
export const FLAGS = ['unique', 'owned', 'missing', 'free'] as const;
export type Flag = (typeof FLAGS)[number];
export const COMPARISONS = ['=', '<', '<=', '>', '>='] as const;
export type Comparison = (typeof COMPARISONS)[number];

export type QueryFilter =
  | { kind: 'text'; field: TextField; value: string; negated: boolean }
  | { kind: 'number'; field: NumberField; op: Comparison; value: number; negated: boolean }
  | { kind: 'flag'; flag: Flag; negated: boolean };

export interface QueryTerm {
  kind: 'word' | 'phrase';
  text: string;
  negated: boolean;
}

/** Every kind of problem the syntax and the name checks (queryNames) report, for the UI to word in its language. */
export const QUERY_PROBLEM_CODES = [
  'UNKNOWN_FLAG',
  'NEEDS_NUMBER',
  'TEXT_COMPARISON',
  'NEEDS_VALUE',
  'UNKNOWN_FIELD',
  'UNKNOWN_ARDA_SET',
  'NO_ARDA_SETS',
  'UNKNOWN_CARD_SET',
] as const;
export type QueryProblemCode = (typeof QUERY_PROBLEM_CODES)[number];

export interface QueryError {
  /** The token as typed. */
  token: string;
  /** What is wrong and how to write it, in English. */
  message: string;
  code: QueryProblemCode;
  /** The message's parts (the token, field, example…), for wording it in another language. */
  params: ProblemParams;
}

export interface ParsedQuery {
  terms: QueryTerm[];
  filters: QueryFilter[];
  errors: QueryError[];
}

/** Short names accepted for fields; `is:` takes a flag (is:unique is the same as unique). */
const ALIASES: Record<string, TextField | NumberField | 'is'> = {
  t: 'type',
  s: 'set',
  a: 'alignment',
  align: 'alignment',
  r: 'race',
  cp: 'corruption',
  storage: 'place',
};
const FIELD_NAMES: readonly string[] = [...TEXT_FIELDS, ...NUMBER_FIELDS, 'is', ...Object.keys(ALIASES)];

/** The longest operators first, so "mp>=2" is not read as "mp>" and "=2". */
const FIELD_PATTERN = /^([a-z]+)(>=|<=|:|=|<|>)/i;
const NUMBER_PATTERN = /^[+-]?\d{1,6}$/;

interface RawToken {
  /** As typed, for error messages. */
  source: string;
  negated: boolean;
  /** The text with quote marks removed (quoted runs keep their spaces). */
  text: string;
  /** Where the first quote mark was in `text` (-1: none). */
  quoteAt: number;
}

/** Splits on whitespace outside quotes; a quote left open runs to the end (typing in progress). */
function tokenize(input: string): RawToken[] {
  const tokens: RawToken[] = [];
  let i = 0;
  while (i < input.length) {
    while (i < input.length && /\s/.test(input[i]!)) i++;
    if (i >= input.length) break;
    const start = i;
    let negated = false;
    if (input[i] === '-' && i + 1 < input.length && !/\s/.test(input[i + 1]!)) {
      negated = true;
      i++;
    }
    let text = '';
    let quoteAt = -1;
    while (i < input.length && !/\s/.test(input[i]!)) {
      if (input[i] === '"') {
        if (quoteAt < 0) quoteAt = text.length;
        const end = input.indexOf('"', i + 1);
        const stop = end < 0 ? input.length : end;
        text += input.slice(i + 1, stop);
        i = stop + 1;
      } else {
        text += input[i];
        i++;
      }
    }
    tokens.push({ source: input.slice(start, Math.min(i, input.length)), negated, text, quoteAt });
  }
  return tokens;
}

const squash = (text: string) => text.replace(/\s+/g, ' ').trim();

/** A close field name to suggest, or the fields to choose from when none is close. */
function suggestion(name: string): { suggestion: string } | { fields: string[] } {
  const best = closest(name.toLowerCase(), FIELD_NAMES as string[]);
  return distance(name.toLowerCase(), best) <= 2 ? { suggestion: best } : { fields: [...TEXT_FIELDS, ...NUMBER_FIELDS, 'is'] };
}

function readField(token: RawToken, parsed: ParsedQuery): void {
  const match = FIELD_PATTERN.exec(token.text)!;
  const name = match[1]!.toLowerCase();
  let op = match[2]!;
  let rest = token.text.slice(match[0].length);
  const field = (ALIASES[name] ?? name) as string;
  const fail = (message: string, code: QueryProblemCode, params: ProblemParams) => parsed.errors.push({ token: token.source, message, code, params });
  const source = token.source;
  if (field === 'is') {
    const flag = rest.trim().toLowerCase();
    if ((FLAGS as readonly string[]).includes(flag)) parsed.filters.push({ kind: 'flag', flag: flag as Flag, negated: token.negated });
    else fail(`"${source}": is: takes ${FLAGS.join(', ')}`, 'UNKNOWN_FLAG', { token: source, flags: [...FLAGS] });
    return;
  }
  if ((NUMBER_FIELDS as readonly string[]).includes(field)) {
    // "mp:>=2" and "mp:2" read as "mp>=2" and "mp=2".
    if (op === ':') {
      const inner = /^(>=|<=|=|<|>)/.exec(rest);
      op = inner ? inner[1]! : '=';
      rest = rest.slice(inner ? inner[1]!.length : 0);
    }
    const value = rest.trim();
    if (!NUMBER_PATTERN.test(value)) {
      fail(`"${source}": ${field} needs a whole number, e.g. ${field}${op}2`, 'NEEDS_NUMBER', { token: source, field, example: `${field}${op}2` });
      return;
    }
    parsed.filters.push({ kind: 'number', field: field as NumberField, op: op as Comparison, value: Number(value) || 0, negated: token.negated });
    return;
  }
  if ((TEXT_FIELDS as readonly string[]).includes(field)) {
    if (op !== ':' && op !== '=') {
      fail(`"${source}": ${field} compares text, write ${field}:value`, 'TEXT_COMPARISON', { token: source, field });
      return;
    }
    const value = squash(rest);
    if (value === '') fail(`"${source}": ${field}: needs a value, e.g. ${EXAMPLES[field as TextField]}`, 'NEEDS_VALUE', { token: source, field, example: EXAMPLES[field as TextField] });
    else parsed.filters.push({ kind: 'text', field: field as TextField, value, negated: token.negated });
    return;
  }
  const hint = suggestion(name);
  const words = 'suggestion' in hint ? `: did you mean "${hint.suggestion}"?` : `: use one of ${hint.fields.join(', ')}`;
  fail(`unknown field "${match[1]}"${words}`, 'UNKNOWN_FIELD', { field: match[1]!, ...hint });
}

const EXAMPLES: Record<TextField, string> = {
  type: 'type:hazard',
  set: 'set:td',
  alignment: 'alignment:minion',
  race: 'race:dwarf',
  skill: 'skill:sage',
  region: 'region:rhudaur',
  place: 'place:binder-2',
  note: 'note:signed',
  in: 'in:thursday-group',
};

export function parseQuery(input: string): ParsedQuery {
  const parsed: ParsedQuery = { terms: [], filters: [], errors: [] };
  for (const token of tokenize(input)) {
    const fieldMatch = FIELD_PATTERN.exec(token.text);
    // A field name is typed before any quote: `in:"thursday group"`, but never `"in:x"`.
    if (fieldMatch && (token.quoteAt < 0 || token.quoteAt >= fieldMatch[0].length)) {
      readField(token, parsed);
      continue;
    }
    const text = squash(token.text);
    if (text === '') continue;
    if (token.quoteAt < 0 && (FLAGS as readonly string[]).includes(text.toLowerCase())) {
      parsed.filters.push({ kind: 'flag', flag: text.toLowerCase() as Flag, negated: token.negated });
    } else {
      const kind = token.quoteAt >= 0 || /\s/.test(text) ? 'phrase' : 'word';
      parsed.terms.push({ kind, text, negated: token.negated });
    }
  }
  return parsed;
}

function quoteIfNeeded(value: string): string {
  return /[\s"]/.test(value) || value === '' ? `"${value}"` : value;
}

/** The query text of a parsed query; parsing it again gives the same terms and filters. */
export function renderQuery(query: Pick<ParsedQuery, 'terms' | 'filters'>): string {
  const parts = query.terms.map((term) => {
    const sign = term.negated ? '-' : '';
    return term.kind === 'phrase' ? `${sign}"${term.text}"` : `${sign}${term.text}`;
  });
  for (const filter of query.filters) {
    const sign = filter.negated ? '-' : '';
    if (filter.kind === 'flag') parts.push(`${sign}${filter.flag}`);
    else if (filter.kind === 'number') parts.push(`${sign}${filter.field}${filter.op}${filter.value}`);
    else parts.push(`${sign}${filter.field}:${quoteIfNeeded(filter.value)}`);
  }
  return parts.join(' ');
}

/** The words a full-text search should look for: plain words and phrase words, not negated. */
export function positiveText(query: Pick<ParsedQuery, 'terms'>): string {
  return query.terms
    .filter((t) => !t.negated)
    .map((t) => t.text)
    .join(' ');
}
