/**
 * Catalogue search against the real card file: folding of case and diacritics, rules-text
 * words, every filter, every sort key, other languages, facets — each checked against an
 * independent, naive reading of the raw JSON.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../src-main/services/appServices';
import type { CardFilters, CardRow, CardSort, Facets } from '../../src-shared/api/schemas';
import { CARD_FILE, allCards, attr, fold, loadCardFile, nameIn, plainText, words, type RawCard } from '../helpers/cardFile';
import { openServices } from '../helpers/database';
import { FLAGS } from '../../src-shared/search/querySyntax';
import { tempDirs } from '../helpers/tempDir';

const temp = tempDirs('arda-search-');
const file = loadCardFile();
const cards = allCards(file);
const setOrder = new Map(Object.values(file).map((s, i) => [s.id, s.order ?? i + 1]));

let services: AppServices;
/** cardId → copies owned, as set up below (entries with a note but 0 copies count as missing). */
const owned = new Map<string, number>();

beforeAll(async () => {
  services = openServices(temp.make());
  await services.importCardFile(CARD_FILE);
  const changes = cards
    .filter((_, i) => i % 9 === 0)
    .map((card, i) => ({ cardId: card.id, count: i % 4, note: i % 4 === 0 ? 'wanted' : '' }));
  services.handlers['collection.change']({ label: 'owned cards', changes });
  for (const c of changes) if (c.count > 0) owned.set(c.cardId, c.count);
});
afterAll(() => {
  services?.close();
  temp.cleanup();
});

type Lang = 'en' | 'es' | 'fr' | 'it' | 'ja';

function search(query: string, filters: CardFilters = {}, sort: CardSort = { key: 'relevance', dir: 'asc' }, lang: Lang = 'en'): CardRow[] {
  const result = services.handlers['cards.search']({ query, filters, sort, lang }) as { rows: CardRow[]; total: number };
  expect(result.total).toBe(result.rows.length);
  return result.rows;
}
const ids = (rows: CardRow[]) => rows.map((r) => r.id).sort();

// ---- a naive model of the catalogue, from the raw JSON -------------------------------

const skillsOf = (card: RawCard) => (attr(card, 'skills') ?? '').split('/').map((s) => s.trim()).filter(Boolean);

/**
 * Every word of every name in every language, and of the English rules text (the card
 * language is English here; another one adds its rules text, tested under "languages").
 */
const wordsOf = new Map<string, string[]>(
  cards.map((card) => {
    const texts = [...Object.values(card.name), card.text?.en ? plainText(card.text.en) : ''];
    return [card.id, [...new Set(texts.flatMap((t) => (t ? words(t) : [])))]];
  }),
);

/** Every word of the query starts some word of the card's names or text. */
function matchesQuery(card: RawCard, query: string): boolean {
  const cardWords = wordsOf.get(card.id)!;
  return words(query).every((q) => cardWords.some((w) => w.startsWith(q)));
}

function matchesFilters(card: RawCard, f: CardFilters): boolean {
  const inList = (list: string[] | undefined, value: string | null) => !list?.length || (value !== null && list.includes(value));
  if (!inList(f.sets, card.set)) return false;
  if (!inList(f.types, card.type)) return false;
  if (!inList(f.subtypes, attr(card, 'subtype'))) return false;
  if (!inList(f.alignments, card.alignment)) return false;
  if (!inList(f.races, attr(card, 'race'))) return false;
  if (!inList(f.regions, attr(card, 'region'))) return false;
  if (!inList(f.siteTypes, attr(card, 'siteType'))) return false;
  if (f.skills?.length && !skillsOf(card).some((s) => f.skills!.includes(s))) return false;
  if (f.unique !== undefined && (card.attributes?.unique === true) !== f.unique) return false;
  if (f.hasMp !== undefined && (attr(card, 'marshallingPoints') !== null) !== f.hasMp) return false;
  if (f.ownership === 'owned' && !owned.has(card.id)) return false;
  if (f.ownership === 'missing' && owned.has(card.id)) return false;
  return true;
}

const expectedIds = (query: string, filters: CardFilters = {}) =>
  cards.filter((c) => matchesFilters(c, filters) && (words(query).length === 0 || matchesQuery(c, query))).map((c) => c.id).sort();

const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => v !== null))].sort();
const pools = {
  sets: distinct(cards.map((c) => c.set)),
  types: distinct(cards.map((c) => c.type)) as NonNullable<CardFilters['types']>,
  subtypes: distinct(cards.map((c) => attr(c, 'subtype'))),
  alignments: distinct(cards.map((c) => c.alignment)),
  races: distinct(cards.map((c) => attr(c, 'race'))),
  skills: distinct(cards.flatMap(skillsOf)),
  regions: distinct(cards.map((c) => attr(c, 'region'))),
  siteTypes: distinct(cards.map((c) => attr(c, 'siteType'))),
};

// ---- tests ----------------------------------------------------------------------------

describe('text search', () => {
  it('ignores case and diacritics: "khamul" finds every Khamûl card', () => {
    const khamul = cards.filter((c) => fold(c.name.en!).includes('khamul')).map((c) => c.id);
    expect(khamul.length).toBeGreaterThan(0);
    const rows = search('khamul');
    expect(ids(rows)).toEqual(expectedIds('khamul'));
    expect(ids(rows)).toEqual(expect.arrayContaining(khamul));
    // names that start with the query come first
    expect(fold(rows[0]!.name).startsWith('khamul')).toBe(true);
    expect(ids(search('KHAMÛL'))).toEqual(ids(rows));
  });

  it('"barad-dur" finds Barad-dûr, ranked first', () => {
    const barad = cards.filter((c) => fold(c.name.en!) === 'barad-dur').map((c) => c.id);
    expect(barad.length).toBeGreaterThan(0);
    const rows = search('barad-dur');
    expect(ids(rows)).toEqual(expectedIds('barad-dur'));
    expect(rows.slice(0, barad.length).map((r) => r.id).sort()).toEqual(barad.sort());
  });

  it('"GANDALF" finds Gandalf first', () => {
    const rows = search('GANDALF');
    expect(rows[0]?.name).toBe('Gandalf');
    expect(ids(rows)).toEqual(expectedIds('gandalf'));
  });

  it('finds words of the rules text, alone and together', () => {
    // the longest words of a few cards' English rules text
    const samples = cards.filter((c) => c.text?.en).filter((_, i) => i % 97 === 5).slice(0, 8);
    for (const card of samples) {
      const longest = words(plainText(card.text!.en)).sort((a, b) => b.length - a.length);
      for (const query of [longest[0]!, `${longest[0]} ${longest[1]}`]) {
        // A bare "unique" (or owned, missing, free) is the search syntax's flag: quoted, it is a word.
        const found = ids(search(query.split(' ').map((w) => ((FLAGS as readonly string[]).includes(w) ? `"${w}"` : w)).join(' ')));
        expect(found, query).toContain(card.id);
        expect(found, query).toEqual(expectedIds(query));
      }
    }
  });

  it.each(['en', 'es', 'fr'] as const)('searching a card’s exact %s name ranks a card of that name first', (lang) => {
    const same = (x: string, y: string) => fold(x).trim() === fold(y).trim();
    const misses: string[] = [];
    const sample = cards.filter((c, i) => i % 4 === 0 && nameIn(c, lang) !== null);
    for (const card of sample) {
      const name = nameIn(card, lang)!;
      const top = search(name, {}, { key: 'relevance', dir: 'asc' }, lang)[0];
      if (!top || !same(top.name, name)) misses.push(`"${name}" → "${top?.name}"`);
    }
    expect(misses.slice(0, 6).join('; '), `${misses.length} of ${sample.length} exact-name searches in ${lang} miss`).toBe('');
  });

  it('finds a card by its name in another language', () => {
    const card = cards.find((c) => nameIn(c, 'es') && fold(nameIn(c, 'es')!) !== fold(c.name.en!) && words(nameIn(c, 'es')!).length >= 2)!;
    expect(ids(search(nameIn(card, 'es')!))).toContain(card.id);
  });

  it('matches nothing for words no card has, and everything for an empty query', () => {
    expect(search('zzyzxqwv')).toEqual([]);
    expect(search('   ').length).toBe(cards.length);
    expect(search('!!! ---').length).toBe(cards.length);
  });
});

describe('filters', () => {
  const singleValueFilters: [keyof typeof pools, (v: string) => CardFilters][] = [
    ['sets', (v) => ({ sets: [v] })],
    ['types', (v) => ({ types: [v as 'Site'] })],
    ['subtypes', (v) => ({ subtypes: [v] })],
    ['alignments', (v) => ({ alignments: [v] })],
    ['races', (v) => ({ races: [v] })],
    ['skills', (v) => ({ skills: [v] })],
    ['regions', (v) => ({ regions: [v] })],
    ['siteTypes', (v) => ({ siteTypes: [v] })],
  ];

  it.each(singleValueFilters)('each %s value gives exactly the cards the file says', (pool, make) => {
    expect(pools[pool].length).toBeGreaterThan(1);
    for (const value of pools[pool]) {
      const expected = expectedIds('', make(value));
      expect(expected.length, `${pool}=${value}`).toBeGreaterThan(0);
      expect(ids(search('', make(value))), `${pool}=${value}`).toEqual(expected);
    }
  });

  it('several values of one filter are OR-ed; different filters AND-ed', () => {
    const f: CardFilters = { sets: ['TW', 'LE'], types: ['Character', 'Hazard'], skills: ['Warrior', 'Sage'] };
    expect(ids(search('', f))).toEqual(expectedIds('', f));
  });

  it.each([
    ['unique', { unique: true }],
    ['not unique', { unique: false }],
    ['has MP', { hasMp: true }],
    ['has no MP', { hasMp: false }],
    ['owned', { ownership: 'owned' }],
    ['missing', { ownership: 'missing' }],
  ] as [string, CardFilters][])('%s gives exactly the cards the file (and the collection) says', (_name, filters) => {
    const expected = expectedIds('', filters);
    expect(expected.length).toBeGreaterThan(0);
    expect(ids(search('', filters))).toEqual(expected);
  });

  it('reports owned copies on every row', () => {
    for (const row of search('', { ownership: 'owned' })) expect(row.owned, row.id).toBe(owned.get(row.id));
    expect(search('', { ownership: 'missing' }).every((r) => r.owned === 0)).toBe(true);
  });

  it('a filter value no card has gives nothing', () => {
    expect(search('', { races: ['Hobbit-dragon'] })).toEqual([]);
  });

  it('property: any combination of filters and query gives what a naive filter over the file gives', () => {
    const subset = <T>(pool: readonly T[]) => fc.subarray([...pool], { maxLength: 4 });
    const filters = fc.record(
      {
        sets: subset(pools.sets),
        types: subset(pools.types),
        subtypes: subset([...pools.subtypes, 'No Such Subtype']),
        alignments: subset(pools.alignments),
        unique: fc.boolean(),
        races: subset(pools.races),
        skills: subset(pools.skills),
        regions: subset(pools.regions),
        siteTypes: subset(pools.siteTypes),
        hasMp: fc.boolean(),
        ownership: fc.constantFrom('owned' as const, 'missing' as const),
      },
      { requiredKeys: [] },
    );
    const query = fc.constantFrom('', '', '', 'orc', 'ring', 'gold ring', 'khamûl', 'Barad-dûr', 'troll', 'corruption check', 'rivendell', 'ÉOWYN');
    fc.assert(
      fc.property(filters, query, (f, q) => {
        expect(ids(search(q, f))).toEqual(expectedIds(q, f));
      }),
      { numRuns: 150 },
    );
  });
});

describe('sorting', () => {
  type Key = CardSort['key'];
  /** The value a sort key orders by, from the row (plus the set's order from the file). */
  const sortValue: Record<Exclude<Key, 'relevance'>, (r: CardRow) => string | number | null> = {
    name: (r) => r.name,
    set: (r) => setOrder.get(r.set)!,
    type: (r) => r.type,
    subtype: (r) => r.subtype,
    alignment: (r) => r.alignment,
    mp: (r) => r.mp,
    race: (r) => r.race,
    region: (r) => r.region,
    owned: (r) => r.owned,
  };

  /** First letter or digit without case or accent, if the text starts with one ("Éowyn" → "e"). */
  const initial = (text: string) => {
    const c = fold(text).charAt(0);
    return /[a-z0-9]/.test(c) ? c : null;
  };

  /**
   * Asserts rows are ordered by key. Numbers must be monotonic; text must be monotonic in its
   * initial letter ignoring case and accents (any sensible collation agrees on that), and
   * single plain words in full. Nulls always come last.
   */
  function assertOrdered(rows: CardRow[], key: Exclude<Key, 'relevance'>, dir: 'asc' | 'desc', label: string) {
    const values = rows.map(sortValue[key]);
    const firstNull = values.indexOf(null);
    if (firstNull >= 0) expect(values.slice(firstNull).every((v) => v === null), `${label}: nulls last`).toBe(true);
    const present = values.filter((v) => v !== null);
    const sign = dir === 'asc' ? 1 : -1;
    const problems: string[] = [];
    if (present.every((v) => typeof v === 'number')) {
      for (let i = 1; i < present.length; i++) {
        if (sign * ((present[i] as number) - (present[i - 1] as number)) < 0) problems.push(`${present[i - 1]} before ${present[i]}`);
      }
    } else {
      const texts = present as string[];
      const lettered = texts.filter((t) => initial(t) !== null);
      for (let i = 1; i < lettered.length; i++) {
        const [a, b] = [lettered[i - 1]!, lettered[i]!];
        if (sign * initial(b)!.localeCompare(initial(a)!) < 0) problems.push(`"${a}" before "${b}"`);
      }
      for (let i = 1; i < texts.length; i++) {
        const [a, b] = [texts[i - 1]!, texts[i]!];
        if (!/^[A-Za-z]+$/.test(a) || !/^[A-Za-z]+$/.test(b)) continue;
        const [la, lb] = [a.toLowerCase(), b.toLowerCase()];
        if (sign * (lb < la ? -1 : lb > la ? 1 : 0) < 0) problems.push(`${a} before ${b}`);
      }
    }
    expect(problems.slice(0, 5).join('; '), `${label} is out of order`).toBe('');
  }

  const keys = Object.keys(sortValue) as Exclude<Key, 'relevance'>[];
  it.each(keys.flatMap((key) => (['asc', 'desc'] as const).map((dir) => [key, dir] as const)))('by %s %s', (key, dir) => {
    const rows = search('', {}, { key, dir });
    expect(rows.length).toBe(cards.length);
    assertOrdered(rows, key, dir, `${key} ${dir}`);
    // with a query and a filter too
    const filtered = search('the', { types: ['Hazard', 'Character'] }, { key, dir });
    expect(ids(filtered)).toEqual(expectedIds('the', { types: ['Hazard', 'Character'] }));
    assertOrdered(filtered, key, dir, `${key} ${dir} (filtered)`);
  });

  it.each(['es', 'fr'] as const)('by name in %s', (lang) => {
    const rows = search('', {}, { key: 'name', dir: 'asc' }, lang);
    assertOrdered(rows, 'name', 'asc', `name (${lang})`);
  });

  it.each(['en', 'es', 'fr'] as const)('the default order without a query (relevance) is by the name shown, in %s', (lang) => {
    const rows = search('', {}, { key: 'relevance', dir: 'asc' }, lang);
    expect(rows.length).toBe(cards.length);
    assertOrdered(rows, 'name', 'asc', `relevance without query (${lang})`);
  });
});

describe('languages', () => {
  it('searches rules text in English and in the card language the settings name, and follows a change of language', () => {
    // a word only the Spanish rules texts have, and only in the rules text (not in any name)
    const spanishOnly = (c: RawCard) => {
      const es = c.text?.es ? words(plainText(c.text.es)) : [];
      const elsewhere = new Set([...(c.text?.en ? words(plainText(c.text.en)) : []), ...Object.values(c.name).flatMap((n) => (n ? words(n) : []))]);
      return es.filter((w) => w.length >= 9 && !elsewhere.has(w));
    };
    const card = cards.find((c) => spanishOnly(c).length > 0)!;
    const word = spanishOnly(card)[0]!;
    const inSpanishText = (c: RawCard) => Boolean(c.text?.es && words(plainText(c.text.es)).some((w) => w.startsWith(word)));
    const expected = cards.filter((c) => matchesQuery(c, word) || inSpanishText(c)).map((c) => c.id).sort();
    try {
      expect(ids(search(word, {}, undefined, 'es'))).toEqual(expectedIds(word));
      expect(ids(search(word, {}, undefined, 'es'))).not.toContain(card.id);
      services.handlers['settings.update']({ language: 'es' });
      expect(ids(search(word, {}, undefined, 'es'))).toEqual(expected);
      expect(ids(search(word, {}, undefined, 'es'))).toContain(card.id);
      // English rules text is still searched beside the card language
      expect(ids(search('khamul'))).toEqual(expectedIds('khamul'));
    } finally {
      services.handlers['settings.update']({ language: 'en' });
    }
    expect(ids(search(word))).toEqual(expectedIds(word));
  });

  it.each(['es', 'fr', 'it', 'ja'] as const)('rows carry the %s name, or the English one where the file has none', (lang) => {
    const byId = new Map(search('', {}, { key: 'set', dir: 'asc' }, lang).map((r) => [r.id, r.name]));
    const fallbacks = cards.filter((c) => nameIn(c, lang) === null);
    if (lang === 'it' || lang === 'ja') expect(fallbacks.length).toBeGreaterThan(0);
    for (const card of cards) expect(byId.get(card.id), `${card.id} in ${lang}`).toBe(nameIn(card, lang) ?? nameIn(card, 'en'));
  });

  it('a card detail falls back to English for name and text where the language has none', () => {
    const card = cards.find((c) => nameIn(c, 'it') === null && c.text?.en)!;
    const detail = services.handlers['cards.get']({ id: card.id, lang: 'it' }) as { name: string; text: string };
    expect(detail.name).toBe(card.name.en);
    expect(words(detail.text)).toEqual(words(plainText(card.text!.en)));
  });
});

describe('facets', () => {
  const counts = (values: (string | null)[]) => {
    const map = new Map<string, number>();
    for (const v of values) if (v !== null) map.set(v, (map.get(v) ?? 0) + 1);
    return [...map].map(([value, count]) => ({ value, count })).sort((a, b) => (a.value < b.value ? -1 : 1));
  };
  const asCounts = (list: { value: string; count: number }[]) =>
    list.map(({ value, count }) => ({ value, count })).sort((a, b) => (a.value < b.value ? -1 : 1));

  it('count exactly what the file holds', () => {
    const facets = services.handlers['cards.facets']({ lang: 'en' }) as Facets;
    expect(asCounts(facets.sets)).toEqual(counts(cards.map((c) => c.set)));
    expect(asCounts(facets.types)).toEqual(counts(cards.map((c) => c.type)));
    expect(asCounts(facets.subtypes)).toEqual(counts(cards.map((c) => attr(c, 'subtype'))));
    expect(asCounts(facets.alignments)).toEqual(counts(cards.map((c) => c.alignment)));
    expect(asCounts(facets.races)).toEqual(counts(cards.map((c) => attr(c, 'race'))));
    expect(asCounts(facets.skills)).toEqual(counts(cards.flatMap(skillsOf)));
    expect(asCounts(facets.regions)).toEqual(counts(cards.map((c) => attr(c, 'region'))));
    expect(asCounts(facets.siteTypes)).toEqual(counts(cards.map((c) => attr(c, 'siteType'))));
    // sets in the file's order
    expect(facets.sets.map((s) => s.value)).toEqual(Object.values(file).sort((a, b) => a.order! - b.order!).map((s) => s.id));
  });

  it('label sets in the chosen language', () => {
    const facets = services.handlers['cards.facets']({ lang: 'es' }) as Facets;
    for (const set of facets.sets) expect(set.label).toBe(file[set.value]!.name.es ?? file[set.value]!.name.en);
  });
});
