/**
 * The search syntax against the real card file and a real SQLite file: each field checked
 * against an independent reading of the raw JSON, the collection's owned / missing / free and
 * storage places, Arda set membership, negation as the exact complement, typo tolerance
 * ranked after exact hits, and hostile input that can neither break nor change the database.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../src-main/services/appServices';
import type { CardFilters, CardRow } from '../../src-shared/api/schemas';
import { CARD_FILE, allCards, attr, fold, leadingInt, loadCardFile, words, type RawCard } from '../helpers/cardFile';
import { dumpTables, openServices } from '../helpers/database';
import { tempDirs } from '../helpers/tempDir';

const temp = tempDirs('arda-syntax-');
const cards = allCards(loadCardFile());
const byId = new Map(cards.map((c) => [c.id, c]));
const allIds = cards.map((c) => c.id).sort();

let services: AppServices;
const owned = new Map<string, number>();
/** Cards in the Arda set "Thursday Group" (copies or proxies). */
const inThursday = new Set<string>();
/** Copies the set holds (proxies are not owned copies). */
const setCopies = new Map<string, number>();
const binder2 = new Set<string>();

beforeAll(async () => {
  services = openServices(temp.make());
  await services.importCardFile(CARD_FILE);
  const changes = cards.filter((_, i) => i % 7 === 0).map((card, i) => ({ cardId: card.id, count: (i % 3) + 1 }));
  services.handlers['collection.change']({ label: 'owned', changes });
  for (const c of changes) owned.set(c.cardId, c.count);
  // Storage places: the card's storage note ("Binder 2, Box A") and per-copy lots.
  const noted = changes.slice(0, 5).map((c) => c.cardId);
  services.handlers['collection.change']({ label: 'places', changes: noted.map((cardId) => ({ cardId, storage: 'Binder 2, Box A' })) });
  const lotted = changes.slice(5, 9).map((c) => c.cardId);
  const insertLot = services.db.prepare('INSERT INTO collection_lots (card_id, count, place) VALUES (?, 1, ?)');
  for (const id of lotted) insertLot.run(id, 'binder-2');
  insertLot.run(changes[9]!.cardId, 'Binder 20');
  for (const id of [...noted, ...lotted]) binder2.add(id);

  const state = await services.handlers['sets.create']({ name: 'Thursday Group', profileId: 'arda-revised-wizard', players: 4 });
  const heroResources = cards.filter((c) => c.type === 'Resource' && c.alignment === 'Hero').slice(0, 30);
  const ownedInSet = [...owned.keys()].filter((id) => byId.get(id)!.type === 'Resource' && byId.get(id)!.alignment === 'Hero').slice(0, 10);
  const edits = [
    ...heroResources.map((c) => ({ deck: 'play' as const, cardId: c.id, proxiesDelta: 1 })),
    ...ownedInSet.map((id) => ({ deck: 'play' as const, cardId: id, copiesDelta: 1 })),
  ];
  await services.handlers['sets.edit']({ setId: state.set.id, label: 'fill', edits });
  const after = await services.handlers['sets.get']({ id: state.set.id });
  for (const deck of Object.values(after.set.decks))
    for (const e of deck) {
      if (e.copies + e.proxies > 0) inThursday.add(e.cardId);
      setCopies.set(e.cardId, (setCopies.get(e.cardId) ?? 0) + e.copies);
    }
  await services.handlers['sets.create']({ name: 'Other', profileId: 'arda-revised-wizard', players: 4 });
});
afterAll(() => {
  services?.close();
  temp.cleanup();
});

function search(query: string, filters: CardFilters = {}): CardRow[] {
  const out = services.handlers['cards.search']({ query, filters, sort: { key: 'relevance', dir: 'asc' }, lang: 'en' }) as { rows: CardRow[]; total: number };
  expect(out.total).toBe(out.rows.length);
  return out.rows;
}
const idsOf = (query: string, filters?: CardFilters) => search(query, filters).map((r) => r.id).sort();
const expected = (pred: (c: RawCard) => boolean) => cards.filter(pred).map((c) => c.id).sort();

// ---- an independent reading of the raw JSON --------------------------------------------

const typeWords = (c: RawCard) => [c.type, ...(attr(c, 'subtype') ?? '').split('/')].map((t) => fold(t).replace(/-/g, ' ').trim());
const parts = (text: string | null) => (text ?? '').split(/[,/]/).map((p) => fold(p).trim());
const figure = (text: string | null) => {
  const m = /[+-]?\d+/.exec(text ?? '');
  return m ? Number(m[0]) : null;
};

describe('fields match the card file', () => {
  it('type: and t: match the type or a subtype word', () => {
    expect(idsOf('type:hazard')).toEqual(expected((c) => c.type === 'Hazard'));
    expect(idsOf('t:ally')).toEqual(expected((c) => attr(c, 'subtype') === 'Ally'));
    expect(idsOf('t:item')).toEqual(expected((c) => typeWords(c).some((t) => t.split(' ').includes('item'))));
    expect(idsOf('type:"minor item"')).toEqual(expected((c) => attr(c, 'subtype') === 'Minor Item'));
    expect(idsOf('t:creature')).toEqual(expected((c) => typeWords(c).includes('creature')));
    expect(idsOf('t:ally').length).toBeGreaterThan(10);
  });

  it('set: by code or English name, any case', () => {
    const td = expected((c) => c.set === 'TD');
    expect(idsOf('set:td')).toEqual(td);
    expect(idsOf('set:"The Dragons"')).toEqual(td);
    expect(td.length).toBeGreaterThan(100);
  });

  it('numbers compare MP, mind and the figures, and cards without the figure never match', () => {
    const mp = (c: RawCard) => leadingInt(attr(c, 'marshallingPoints'));
    expect(idsOf('mp>=2')).toEqual(expected((c) => (mp(c) ?? -Infinity) >= 2));
    expect(idsOf('mp=0')).toEqual(expected((c) => mp(c) === 0));
    expect(idsOf('mind<=3')).toEqual(expected((c) => attr(c, 'mind') !== null && Number(attr(c, 'mind')) <= 3));
    expect(idsOf('mind>8')).toEqual(expected((c) => attr(c, 'mind') !== null && Number(attr(c, 'mind')) > 8));
    expect(idsOf('prowess>=8')).toEqual(expected((c) => (figure(attr(c, 'prowess')) ?? -Infinity) >= 8));
    expect(idsOf('body<7')).toEqual(expected((c) => (figure(attr(c, 'body')) ?? Infinity) < 7));
    expect(idsOf('di>=3')).toEqual(expected((c) => (figure(attr(c, 'directInfluence')) ?? -Infinity) >= 3));
    expect(idsOf('cp>=3')).toEqual(expected((c) => (figure(attr(c, 'corruption')) ?? -Infinity) >= 3));
  });

  it('race: and skill: match a part of the list by its start (race:orc finds Orc and Orcs)', () => {
    expect(idsOf('race:dwarf')).toEqual(expected((c) => parts(attr(c, 'race')).some((p) => p.startsWith('dwarf'))));
    expect(idsOf('race:dunadan')).toEqual(expected((c) => parts(attr(c, 'race')).some((p) => p.startsWith('dunadan'))));
    expect(idsOf('skill:sage')).toEqual(expected((c) => parts(attr(c, 'skills')).includes('sage')));
    expect(idsOf('race:dwarf').length).toBeGreaterThan(5);
  });

  it('unique, owned, missing, with words and filters in one query', () => {
    expect(idsOf('unique')).toEqual(expected((c) => c.attributes?.unique === true));
    expect(idsOf('owned')).toEqual(expected((c) => owned.has(c.id)));
    expect(idsOf('missing')).toEqual(expected((c) => !owned.has(c.id)));
    const dragons = idsOf('dragon t:creature -unique owned');
    expect(dragons).toEqual(idsOf('dragon').filter((id) => typeWords(byId.get(id)!).includes('creature') && byId.get(id)!.attributes?.unique !== true && owned.has(id)));
  });

  it('quoted phrases match words in order; negated phrases leave them out', () => {
    const hasPhrase = (c: RawCard) =>
      [...Object.values(c.name), c.text?.en ?? ''].some((t) => words(String(t ?? '').replace(/<[^>]*>/g, ' ')).join(' ').includes('one ring'));
    expect(idsOf('"one ring"')).toEqual(expected(hasPhrase));
    expect(idsOf('"One  Ring"')).toEqual(expected(hasPhrase));
    const ringWords = idsOf('one ring');
    expect(ringWords.length).toBeGreaterThan(idsOf('"one ring"').length);
    const phrase = new Set(idsOf('"one ring"'));
    expect(idsOf('-"one ring"')).toEqual(allIds.filter((id) => !phrase.has(id)));
  });
});

describe('the collection and the Arda sets in the same query', () => {
  it('place: matches storage notes and per-copy lots, slug-insensitive, whole words only', () => {
    expect(idsOf('place:binder-2')).toEqual([...binder2].sort());
    expect(idsOf('place:"Binder 2"')).toEqual([...binder2].sort());
    expect(idsOf('place:box-a').length).toBe(5);
    // "binder-2" is not "Binder 20".
    expect(idsOf('place:binder-20')).toHaveLength(1);
    expect(idsOf('place:binder')).toHaveLength(binder2.size + 1);
  });

  it('note: matches the card\'s note and its lots\' notes, without case or accents; -note: is the complement', () => {
    const [a, b, c] = [...owned.keys()].slice(20, 23) as [string, string, string];
    services.handlers['collection.change']({ label: 'notes', changes: [{ cardId: a, note: 'Signed by the ARTIST' }] });
    services.db.prepare('INSERT INTO collection_lots (card_id, count, place, note) VALUES (?, 1, ?, ?)').run(b, 'box', 'signé, foil');
    services.db.prepare('INSERT INTO collection_lots (card_id, count, place, note) VALUES (?, 1, ?, ?)').run(c, 'box', 'played');
    expect(idsOf('note:signed')).toEqual([a].sort());
    expect(idsOf('note:signe')).toEqual([a, b].sort());
    expect(idsOf('note:"by the artist"')).toEqual([a]);
    expect(idsOf('-note:signe')).toEqual(allIds.filter((id) => id !== a && id !== b));
  });

  it('in: finds the cards of an Arda set by its name in any form, with owned and missing', () => {
    expect(inThursday.size).toBeGreaterThan(20);
    expect(idsOf('in:thursday-group')).toEqual([...inThursday].sort());
    expect(idsOf('in:"THURSDAY GROUP"')).toEqual([...inThursday].sort());
    expect(idsOf('in:thursday-group missing')).toEqual([...inThursday].filter((id) => !owned.has(id)).sort());
    expect(idsOf('in:thursday-group owned').length).toBeGreaterThan(0);
    expect(idsOf('in:other')).toEqual([]);
  });

  it('free: owned copies no set holds, as a flag and as the finder filter', () => {
    const free = expected((c) => (owned.get(c.id) ?? 0) > (setCopies.get(c.id) ?? 0));
    expect(idsOf('free')).toEqual(free);
    expect(idsOf('', { free: true })).toEqual(free);
    expect(free.length).toBeLessThan(owned.size);
  });
});

describe('negation is the complement', () => {
  const pool = ['type:hazard', 't:ally', 'set:td', 'mp>=2', 'mind<=3', 'race:dwarf', 'skill:sage', 'unique', 'owned', 'missing', 'free', 'place:binder-2', 'in:thursday-group', 'prowess>5', 'body<=6', 'dragon', '"one ring"', 'a:minion', 'region:rhudaur'];
  it('for every filter and word, on the whole catalogue and inside another filter', () => {
    fc.assert(
      fc.property(fc.constantFrom(...pool), fc.constantFrom('', 'set:tw', 'owned', 't:character'), (filter, context) => {
        const inContext = idsOf(context);
        const yes = idsOf(`${context} ${filter}`);
        const no = idsOf(`${context} -${filter}`);
        expect(yes.filter((id) => no.includes(id))).toEqual([]);
        expect([...yes, ...no].sort()).toEqual(inContext);
      }),
      { numRuns: 60 },
    );
  });
});

describe('flag words inside names', () => {
  it('"alliance of free peoples" and "free to choose" still find their cards, after any flag matches', () => {
    expect(search('alliance of free peoples')[0]?.name).toBe('Alliance of Free Peoples');
    expect(search('free to choose')[0]?.name).toBe('Free to Choose');
    expect(search('an article missing').map((r) => r.name)).toContain('An Article Missing');
    // Alone, the word is the flag.
    expect(idsOf('free')).toEqual(expected((c) => (owned.get(c.id) ?? 0) > (setCopies.get(c.id) ?? 0)));
    expect(idsOf('"free"')).toContain(cards.find((c) => c.name.en === 'Free to Choose')!.id);
  });
});

describe('typo tolerance', () => {
  it('"gandlf" finds Gandalf, and typos in longer names', () => {
    expect(search('gandlf').map((r) => r.name)).toContain('Gandalf');
    expect(search('aragron')[0]?.name).toBe('Aragorn II');
    expect(search('glorfndel')[0]?.name).toBe('Glorfindel II');
    // Under four letters no typo is allowed: too many near misses.
    expect(search('xqz')).toEqual([]);
  });

  it('near names come after the exact hits, and obey the filters', () => {
    const rows = search('balin');
    const exact = rows.findIndex((r) => !words(r.name).some((w) => w.startsWith('balin')));
    expect(exact).toBeGreaterThan(0);
    expect(rows.slice(exact).every((r) => !words(r.name).some((w) => w.startsWith('balin')))).toBe(true);
    expect(search('gandlf set:wh').every((r) => r.set === 'WH')).toBe(true);
    expect(search('gandlf -t:character').some((r) => r.name === 'Gandalf')).toBe(false);
  });
});

describe('hostile input', () => {
  it('never breaks the statement nor changes the database, and % or _ match only themselves', () => {
    const before = dumpTables(services.db);
    const nasty = ["'", '"', "'; DROP TABLE cards; --", '%', '_', '\\', 'place:%', 'in:%', 'set:_', 't:%', 'race:%', 'x'.repeat(5000), '"%"', '-"_"', 'mp>=1e9', '𝔊𝔞𝔫𝔡𝔞𝔩𝔣 😀', 'Ǵ́̈a', 'NEAR(a b)', 'a OR b', '*', '^x', 'type:"', 'in:"\'"'];
    for (const q of nasty) expect(() => search(q), q).not.toThrow();
    expect(idsOf('place:%')).toEqual([]);
    expect(idsOf('t:%')).toEqual([]);
    expect(idsOf('race:_')).toEqual([]);
    expect(idsOf('"%"')).toEqual(expected((c) => (c.text?.en ?? '').includes('%') || Object.values(c.name).some((n) => String(n ?? '').includes('%'))));
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (q) => {
        search(q);
      }),
      { numRuns: 200 },
    );
    expect(dumpTables(services.db)).toEqual(before);
  });
});
