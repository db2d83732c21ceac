/**
 * Read side of the catalogue: search with filters and sorting, facets, one card's row.
 * Statements are prepared once per distinct SQL text; the catalogue is small enough that
 * every search returns all matching rows and the renderer virtualises the list.
 */
import type { Database, Statement } from 'better-sqlite3';
import type { CardFilters, CardRow, CardSort, Facets, FacetValue } from '../../src-shared/api/schemas';
import { SITE_TYPE_NAMES, localized, type Language, type Localized } from '../../src-shared/cards/model';
import { parseQuery, positiveText, type ParsedQuery } from '../../src-shared/search/querySyntax';
import { tokenize } from '../../src-shared/text/fold';
import { FuzzyNames } from './fuzzyNames';
import { FREE_CONDITION, queryConditions, registerSearchFunctions, type Params } from './querySql';

export interface SearchRequest {
  query: string;
  filters: CardFilters;
  sort: CardSort;
  lang: Language;
  limit?: number;
}

const SORT_VALUES: Record<Exclude<CardSort['key'], 'relevance'>, (row: RawRow) => string | number | null> = {
  name: (row) => row.name,
  set: (row) => row.setOrder,
  type: (row) => row.type,
  subtype: (row) => row.subtype,
  alignment: (row) => row.alignment,
  mp: (row) => row.mp,
  race: (row) => row.race,
  region: (row) => row.region,
  owned: (row) => row.owned,
};

/**
 * FTS5 query: every word must match, as a prefix, in names or text. Each quoted word is one
 * token (letters and digits only): the index keeps no positions, so it takes no phrases.
 */
export function ftsQuery(query: string): string | null {
  const all = tokenize(query);
  // A one-letter fragment ("shelob's" → "s") matches half the index: ignore it beside longer words.
  const longer = all.filter((word) => word.length > 1);
  const words = longer.length > 0 ? longer : all;
  if (words.length === 0) return null;
  return words.map((word) => `"${word}"*`).join(' AND ');
}

/** Fewer exact matches than this for the plain words: names within a few typos are added after them. */
const FUZZY_BELOW = 5;
/** Distinct statement shapes kept prepared (each combination of filters is one shape). */
const STATEMENT_CACHE = 300;

export class CatalogueQueries {
  private readonly statements = new Map<string, Statement>();
  private readonly collators = new Map<Language, Intl.Collator>();
  private readonly foldedNames = new Map<string, string>();
  private readonly fuzzy: FuzzyNames;

  constructor(private readonly db: Database) {
    registerSearchFunctions(db);
    this.fuzzy = new FuzzyNames(db);
  }

  /** Call after this connection changes the catalogue: the typo index is rebuilt on next use. */
  invalidate(): void {
    this.fuzzy.invalidate();
  }

  private prepare(sql: string): Statement {
    let statement = this.statements.get(sql);
    if (!statement) {
      if (this.statements.size >= STATEMENT_CACHE) this.statements.clear();
      statement = this.db.prepare(sql);
      this.statements.set(sql, statement);
    }
    return statement;
  }

  /**
   * The query in the search syntax (src-shared/search/querySyntax.ts) with the screen's own
   * filters. Tokens the syntax cannot read are left out (the search box names them).
   */
  search(request: SearchRequest): { rows: CardRow[]; total: number } {
    const parsed = parseQuery(request.query);
    // Relevance ranks by the words and phrases searched for, not by the filters beside them.
    const words = { ...request, query: positiveText(parsed) };
    const match = ftsQuery(words.query);
    const exact = this.select(request, parsed, match === null ? null : { match });
    exact.sort(this.comparator(words, match !== null));
    let all = exact;
    const plainWords = parsed.terms.filter((t) => t.kind === 'word' && !t.negated).flatMap((t) => tokenize(t.text));
    if (plainWords.length > 0 && all.length < FUZZY_BELOW) all = all.concat(this.flagsAsWords(request, parsed, all));
    if (plainWords.length > 0 && all.length < FUZZY_BELOW) all = all.concat(this.nearNames(request, parsed, plainWords, all));
    const rows = (request.limit ? all.slice(0, request.limit) : all).map(toCardRow);
    return { rows, total: all.length };
  }

  /**
   * "Alliance of Free Peoples", "An Article Missing": a flag word among other words may be
   * part of a name. When the flags leave few matches, the cards matching them as words follow.
   */
  private flagsAsWords(request: SearchRequest, parsed: ParsedQuery, before: RawRow[]): RawRow[] {
    const flags = parsed.filters.filter((f) => f.kind === 'flag' && !f.negated);
    if (flags.length === 0) return [];
    const literal: ParsedQuery = {
      ...parsed,
      filters: parsed.filters.filter((f) => !flags.includes(f)),
      terms: [...parsed.terms, ...flags.map((f) => ({ kind: 'word' as const, text: f.kind === 'flag' ? f.flag : '', negated: false }))],
    };
    const words = { ...request, query: positiveText(literal) };
    const match = ftsQuery(words.query);
    if (match === null) return [];
    const seen = new Set(before.map((r) => r.id));
    return this.select(request, literal, { match })
      .filter((r) => !seen.has(r.id))
      .sort(this.comparator(words, true));
  }

  /** Cards whose names are a few typos from the plain words, that pass every other condition; closest first. */
  private nearNames(request: SearchRequest, parsed: ParsedQuery, words: string[], exact: RawRow[]): RawRow[] {
    const found = this.fuzzy.match(words);
    for (const row of exact) found.delete(row.id);
    if (found.size === 0) return [];
    const rows = this.select(request, parsed, { ids: [...found.keys()] });
    const byName = this.comparator({ ...request, query: '' }, false);
    return rows.sort((a, b) => found.get(a.id)! - found.get(b.id)! || byName(a, b));
  }

  /**
   * The rows passing the query's filters, phrases and negated words and the screen's filters,
   * among the full-text matches of the positive words or among given ids. All matches are
   * fetched: the catalogue is a few thousand cards, `total` stays exact under a limit, and
   * sorting in JavaScript gets each language's collation right ("Éomer" near "Eärnur").
   */
  private select(request: SearchRequest, parsed: ParsedQuery, among: { match: string } | { ids: string[] } | null): RawRow[] {
    const params: Params = { lang: request.lang };
    let join = '';
    if (among && 'match' in among) {
      join = 'JOIN (SELECT card_id, bm25(cards_fts, 0, 10, 1) AS rank FROM cards_fts WHERE cards_fts MATCH @match) f ON f.card_id = c.id';
      params.match = among.match;
    }
    const where = queryConditions(parsed, params);
    if (among && 'ids' in among) {
      where.push('c.id IN (SELECT value FROM json_each(@ids))');
      params.ids = JSON.stringify(among.ids);
    }
    addFilters(request.filters, where, params);
    const sql = `
      SELECT c.id, c.set_id AS setId, COALESCE(NULLIF(c.names ->> @lang, ''), c.name_en) AS name, c.type, c.subtype, c.alignment,
             c.is_unique AS isUnique, c.mp, c.race, c.skills, c.region, c.site_type AS siteType,
             COALESCE(col.count, 0) AS owned, s.ord AS setOrder${join ? ', f.rank AS rank' : ''}
      FROM cards c
      JOIN card_sets s ON s.id = c.set_id
      LEFT JOIN collection col ON col.card_id = c.id
      ${join}
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}`;
    return this.prepare(sql).all(params) as RawRow[];
  }

  /** The rows of the given cards, in the order asked (unknown ids are left out). */
  byIds(ids: readonly string[], lang: Language): CardRow[] {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const sql = `
      SELECT c.id, c.set_id AS setId, COALESCE(NULLIF(c.names ->> @lang, ''), c.name_en) AS name, c.type, c.subtype, c.alignment,
             c.is_unique AS isUnique, c.mp, c.race, c.skills, c.region, c.site_type AS siteType,
             COALESCE(col.count, 0) AS owned, s.ord AS setOrder
      FROM cards c
      JOIN card_sets s ON s.id = c.set_id
      LEFT JOIN collection col ON col.card_id = c.id
      WHERE c.id IN (SELECT value FROM json_each(@ids))`;
    const found = new Map((this.prepare(sql).all({ lang, ids: JSON.stringify(unique) }) as RawRow[]).map((row) => [row.id, row]));
    return unique.flatMap((id) => {
      const row = found.get(id);
      return row ? [toCardRow(row)] : [];
    });
  }

  private collator(lang: Language): Intl.Collator {
    let collator = this.collators.get(lang);
    if (!collator) {
      collator = new Intl.Collator(lang, { sensitivity: 'base', numeric: true, ignorePunctuation: true });
      this.collators.set(lang, collator);
    }
    return collator;
  }

  private folded(name: string): string {
    let value = this.foldedNames.get(name);
    if (value === undefined) {
      // Words only: "Orc-raiders" and "orc raiders" compare alike.
      value = tokenize(name).join(' ');
      this.foldedNames.set(name, value);
    }
    return value;
  }

  private comparator(request: SearchRequest, hasQuery: boolean): (a: RawRow, b: RawRow) => number {
    const collator = this.collator(request.lang);
    const byName = (a: RawRow, b: RawRow) => collator.compare(a.name, b.name) || a.setOrder - b.setOrder || collator.compare(a.id, b.id);
    const { key, dir } = request.sort;
    if (key === 'relevance') {
      if (!hasQuery) return byName;
      // The best match first: the exact name, names starting with the query, names holding
      // it, names holding its words; then matches through the text, by full-text rank.
      const query = tokenize(request.query).join(' ');
      const words = tokenize(request.query);
      const tier = (row: RawRow) => {
        const name = this.folded(row.name);
        if (name === query) return 0;
        if (name.startsWith(query)) return 1;
        if (` ${name}`.includes(` ${query}`)) return 2;
        return words.every((word) => ` ${name}`.includes(` ${word}`)) ? 3 : 4;
      };
      return (a, b) => tier(a) - tier(b) || (a.rank ?? 0) - (b.rank ?? 0) || byName(a, b);
    }
    const sign = dir === 'desc' ? -1 : 1;
    const value = SORT_VALUES[key];
    return (a, b) => {
      const va = value(a);
      const vb = value(b);
      // Blank values sit at the end in both directions.
      if (va === null || vb === null) return va === vb ? byName(a, b) : va === null ? 1 : -1;
      const order = typeof va === 'number' && typeof vb === 'number' ? va - vb : collator.compare(String(va), String(vb));
      return sign * order || byName(a, b);
    };
  }

  facets(lang: Language): Facets {
    const count = (column: string): FacetValue[] =>
      (this.prepare(`SELECT ${column} AS value, COUNT(*) AS count FROM cards WHERE ${column} IS NOT NULL AND ${column} <> '' GROUP BY ${column} ORDER BY ${column}`).all() as {
        value: string;
        count: number;
      }[]).map((row) => ({ value: row.value, label: row.value, count: row.count }));
    const sets = (this.prepare('SELECT s.id, s.names, COUNT(c.id) AS count FROM card_sets s JOIN cards c ON c.set_id = s.id GROUP BY s.id ORDER BY s.ord').all() as {
      id: string;
      names: string;
      count: number;
    }[]).map((row) => ({ value: row.id, label: localized(JSON.parse(row.names) as Localized, lang), count: row.count }));
    const skillCounts = new Map<string, number>();
    for (const skills of this.prepare('SELECT skills FROM cards WHERE skills IS NOT NULL').pluck().all() as string[]) {
      for (const skill of skills.split('/')) skillCounts.set(skill, (skillCounts.get(skill) ?? 0) + 1);
    }
    return {
      sets,
      types: count('type'),
      subtypes: count('subtype'),
      alignments: count('alignment'),
      races: count('race'),
      skills: [...skillCounts].sort(([a], [b]) => a.localeCompare(b)).map(([value, n]) => ({ value, label: value, count: n })),
      regions: count('region'),
      siteTypes: count('site_type').map((f) => ({ ...f, label: SITE_TYPE_NAMES[f.value] ?? f.value })),
    };
  }

  cardCount(): number {
    return this.prepare('SELECT COUNT(*) FROM cards').pluck().get() as number;
  }

  setCount(): number {
    return this.prepare('SELECT COUNT(*) FROM card_sets').pluck().get() as number;
  }
}

interface RawRow {
  id: string;
  setId: string;
  name: string;
  type: CardRow['type'];
  subtype: string | null;
  alignment: string;
  isUnique: number;
  mp: number | null;
  race: string | null;
  skills: string | null;
  region: string | null;
  siteType: string | null;
  owned: number;
  setOrder: number;
  rank?: number;
}

function toCardRow(row: RawRow): CardRow {
  return {
    id: row.id,
    set: row.setId,
    name: row.name,
    type: row.type,
    subtype: row.subtype,
    alignment: row.alignment,
    unique: row.isUnique === 1,
    mp: row.mp,
    race: row.race,
    skills: row.skills,
    region: row.region,
    siteType: row.siteType,
    owned: row.owned,
  };
}

function inList(column: string, key: string, values: readonly string[] | undefined, where: string[], params: Record<string, unknown>) {
  if (!values || values.length === 0) return;
  const names = values.map((value, i) => {
    params[`${key}${i}`] = value;
    return `@${key}${i}`;
  });
  where.push(`${column} IN (${names.join(', ')})`);
}

function addFilters(filters: CardFilters, where: string[], params: Record<string, unknown>) {
  inList('c.set_id', 'set', filters.sets, where, params);
  inList('c.type', 'type', filters.types, where, params);
  inList('c.subtype', 'subtype', filters.subtypes, where, params);
  inList('c.alignment', 'alignment', filters.alignments, where, params);
  inList('c.race', 'race', filters.races, where, params);
  inList('c.region', 'region', filters.regions, where, params);
  inList('c.site_type', 'siteType', filters.siteTypes, where, params);
  if (filters.skills?.length) {
    // Skills are stored as "Warrior/Ranger": a card matches if it has any chosen skill.
    const parts = filters.skills.map((skill, i) => {
      params[`skill${i}`] = `%/${skill}/%`;
      return `('/' || c.skills || '/') LIKE @skill${i}`;
    });
    where.push(`(${parts.join(' OR ')})`);
  }
  if (filters.unique !== undefined) where.push(`c.is_unique = ${filters.unique ? 1 : 0}`);
  if (filters.hasMp !== undefined) where.push(filters.hasMp ? 'c.mp_raw IS NOT NULL' : 'c.mp_raw IS NULL');
  if (filters.ownership === 'owned') where.push('COALESCE(col.count, 0) > 0');
  if (filters.ownership === 'missing') where.push('COALESCE(col.count, 0) = 0');
  if (filters.free) where.push(FREE_CONDITION);
}
