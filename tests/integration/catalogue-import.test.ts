/**
 * Importing the real card file into a real SQLite database: every set, card, typed column
 * and name lands where it should; re-import updates in place and never touches the
 * collection; malformed files are refused with a message naming the file and the problem,
 * leaving the database exactly as it was.
 */
import { closeSync, openSync, writeFileSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { basename, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../src-main/services/appServices';
import {
  CARD_FILE,
  LANGS,
  allCards,
  attr,
  cardFileText,
  leadingInt,
  loadCardFile,
  nameIn,
  type RawCard,
  type RawCardFile,
} from '../helpers/cardFile';
import { DB_FILE_NAME, collectionRows, dumpTables, fileHashes, openServices } from '../helpers/database';
import { tempDirs } from '../helpers/tempDir';

const temp = tempDirs('arda-import-');
afterAll(() => temp.cleanup());

const file: RawCardFile = loadCardFile();
const cards = allCards(file);

function first(description: string, predicate: (card: RawCard) => boolean): RawCard {
  const card = cards.find(predicate);
  if (!card) throw new Error(`the card file holds no ${description}`);
  return card;
}

const has = (card: RawCard, ...keys: string[]) => keys.every((key) => attr(card, key) !== null);

interface CardColumns {
  [column: string]: unknown;
}

function row(services: AppServices, id: string): CardColumns {
  const found = services.db.prepare('SELECT * FROM cards WHERE id = ?').get(id) as CardColumns | undefined;
  if (!found) throw new Error(`card ${id} is not in the database`);
  return found;
}

function search(services: AppServices, query: string): string[] {
  const result = services.handlers['cards.search']({ query, filters: {}, sort: { key: 'relevance', dir: 'asc' }, lang: 'en' });
  return (result as { rows: { id: string }[] }).rows.map((r) => r.id);
}

describe('importing cards.json', () => {
  let services: AppServices;
  let report: Awaited<ReturnType<AppServices['importCardFile']>>;

  beforeAll(async () => {
    services = openServices(temp.make('fresh'));
    report = await services.importCardFile(CARD_FILE);
  });
  afterAll(() => services?.close());

  it('stores every set and every card of the file', () => {
    expect(report).toMatchObject({ sets: Object.keys(file).length, cards: cards.length, added: cards.length, updated: 0, removed: 0 });
    const setIds = services.db.prepare('SELECT id FROM card_sets ORDER BY id').pluck().all();
    expect(setIds).toEqual(Object.values(file).map((s) => s.id).sort());
    const ids = services.db.prepare('SELECT id FROM cards ORDER BY id').pluck().all();
    expect(ids).toEqual(cards.map((c) => c.id).sort());
    expect(services.handlers['app.info']({})).toMatchObject({ cardCount: cards.length, setCount: Object.keys(file).length, cardSource: basename(CARD_FILE) });
    // Every card is in the search index exactly once.
    expect(services.db.prepare('SELECT COUNT(*) FROM cards_fts').pluck().get()).toBe(cards.length);
    expect(services.db.prepare('SELECT COUNT(DISTINCT card_id) FROM cards_fts').pluck().get()).toBe(cards.length);
  });

  it('stores set, type, alignment, subtype, uniqueness, MP and image of every card as the file gives them', () => {
    const mismatches: string[] = [];
    for (const card of cards) {
      const r = row(services, card.id);
      const expected: CardColumns = {
        set_id: card.set,
        type: card.type,
        alignment: card.alignment,
        subtype: attr(card, 'subtype'),
        is_unique: card.attributes?.unique === true ? 1 : 0,
        mp_raw: attr(card, 'marshallingPoints'),
        mp: leadingInt(attr(card, 'marshallingPoints')),
        mp_type: attr(card, 'marshallingPointsType'),
        name_en: nameIn(card, 'en'),
        image: card.image ?? null,
      };
      for (const [column, value] of Object.entries(expected)) {
        if (r[column] !== value) mismatches.push(`${card.id}.${column}: stored ${JSON.stringify(r[column])}, file says ${JSON.stringify(value)}`);
      }
    }
    expect(mismatches.slice(0, 10)).toEqual([]);
  });

  it('stores a character’s mind, direct influence, skills, race and home site', () => {
    const card = first('character with mind, DI, skills, race and home site', (c) =>
      c.type === 'Character' && has(c, 'mind', 'directInfluence', 'skills', 'race', 'homeSite'),
    );
    const r = row(services, card.id);
    expect(r).toMatchObject({
      type: 'Character',
      mind: leadingInt(attr(card, 'mind')),
      direct_influence: attr(card, 'directInfluence'),
      skills: attr(card, 'skills')!.split('/').map((s) => s.trim()).join('/'),
      race: attr(card, 'race'),
      home_site: attr(card, 'homeSite'),
      prowess: attr(card, 'prowess'),
      body: attr(card, 'body'),
    });
    expect(typeof r.mind).toBe('number');
    // Every character: mind is the file's leading number (avatars have none).
    for (const c of cards.filter((x) => x.type === 'Character')) {
      expect(row(services, c.id).mind, c.id).toBe(leadingInt(attr(c, 'mind')));
      expect(row(services, c.id).home_site, c.id).toBe(attr(c, 'homeSite'));
    }
  });

  it('stores a creature’s strikes and keying', () => {
    const card = first('creature with strikes and keying', (c) => c.type === 'Hazard' && /Creature/.test(attr(c, 'subtype') ?? '') && has(c, 'strikes', 'playable'));
    expect(row(services, card.id)).toMatchObject({
      strikes: attr(card, 'strikes'),
      keying: attr(card, 'playable'),
      prowess: attr(card, 'prowess'),
      race: attr(card, 'race'),
    });
    const detail = services.handlers['cards.get']({ id: card.id, lang: 'en' }) as { figures: { label: string; value: string }[] };
    expect(detail.figures.find((f) => f.label === 'Strikes')?.value).toBe(attr(card, 'strikes'));
  });

  it('stores a site’s type, region, haven, site path, playable, automatic-attacks and draws', () => {
    const card = first('site with every site figure', (c) =>
      c.type === 'Site' && has(c, 'siteType', 'region', 'haven', 'sitePath', 'playable', 'autoAttack', 'draw', 'drawOpponent'),
    );
    expect(row(services, card.id)).toMatchObject({
      site_type: attr(card, 'siteType'),
      region: attr(card, 'region'),
      haven: attr(card, 'haven'),
      site_path: attr(card, 'sitePath'),
      site_playable: attr(card, 'playable'),
      auto_attack: attr(card, 'autoAttack'),
      draw: leadingInt(attr(card, 'draw')),
      draw_opponent: leadingInt(attr(card, 'drawOpponent')),
      keying: null,
    });
    // A haven: a site with siteType {H}.
    const haven = first('haven', (c) => c.type === 'Site' && attr(c, 'siteType') === '{H}');
    expect(row(services, haven.id).site_type).toBe('{H}');
  });

  it('stores a region’s type and its adjacent regions', () => {
    const regions = cards.filter((c) => c.type === 'Region' && has(c, 'regionType', 'moveTo'));
    expect(regions.length).toBeGreaterThan(0);
    for (const card of regions) {
      expect(row(services, card.id).region_type, card.id).toBe(attr(card, 'regionType'));
      const adjacent = services.db.prepare('SELECT adjacent_name FROM region_adjacency WHERE region_id = ? ORDER BY adjacent_name').pluck().all(card.id);
      const expected = [...new Set(attr(card, 'moveTo')!.split(',').map((s) => s.trim()).filter(Boolean))].sort();
      expect(adjacent, card.id).toEqual(expected);
    }
    expect(services.db.prepare("SELECT COUNT(*) FROM region_adjacency r JOIN cards c ON c.id = r.region_id WHERE c.type <> 'Region'").pluck().get()).toBe(0);
  });

  it('stores every language’s name of every card', () => {
    const stored = services.db.prepare('SELECT card_id, lang, name FROM card_texts WHERE name IS NOT NULL').all() as {
      card_id: string;
      lang: string;
      name: string;
    }[];
    const actual = stored.map((t) => `${t.card_id}|${t.lang}|${t.name}`).sort();
    const expected = cards.flatMap((c) => LANGS.filter((lang) => nameIn(c, lang) !== null).map((lang) => `${c.id}|${lang}|${nameIn(c, lang)}`)).sort();
    expect(actual.length).toBe(expected.length);
    expect(actual).toEqual(expected);
    // and in the card detail, by language
    const multilingual = first('card with a Japanese name', (c) => nameIn(c, 'ja') !== null && nameIn(c, 'es') !== null);
    for (const lang of ['en', 'es', 'ja'] as const) {
      expect((services.handlers['cards.get']({ id: multilingual.id, lang }) as { name: string }).name).toBe(nameIn(multilingual, lang));
    }
  });

  it('indexes for search exactly what the index rebuilt from the stored names and texts holds', () => {
    // However the import fills the index, it must hold every name in every language and the
    // rules text in English (the card language here): every term in its column, and each
    // document's length (bm25 ranks by it).
    const { db } = services;
    db.exec("CREATE VIRTUAL TABLE temp.fts_terms USING fts5vocab(main, 'cards_fts', 'instance')");
    const snapshot = () => ({
      terms: (db.prepare('SELECT f.card_id || \'|\' || v.col || \'|\' || v.term FROM fts_terms v JOIN cards_fts f ON f.rowid = v.doc').pluck().all() as string[]).sort(),
      sizes: (db.prepare('SELECT f.card_id || \'|\' || hex(d.sz) FROM cards_fts_docsize d JOIN cards_fts f ON f.rowid = d.id').pluck().all() as string[]).sort(),
    });
    const imported = snapshot();
    db.exec(`INSERT INTO cards_fts (cards_fts) VALUES ('delete-all');
      INSERT INTO cards_fts (card_id, names, body)
        SELECT id, (SELECT group_concat(value, ' | ') FROM json_each(names)), texts ->> 'en' FROM cards;`);
    const rebuilt = snapshot();
    expect(imported.sizes.length).toBe(cards.length);
    expect(imported.terms.length).toBeGreaterThan(cards.length * 10);
    expect(imported.sizes).toEqual(rebuilt.sizes);
    expect(imported.terms).toEqual(rebuilt.terms);
  });
});

describe('re-importing', () => {
  it('updates cards in place, keeps owned cards the new file lacks, removes unowned ones, and never touches the collection', async () => {
    const dir = temp.make('reimport');
    const services = openServices(dir);
    try {
      await services.importCardFile(CARD_FILE);
      const renamed = first('character named Gandalf', (c) => c.name.en === 'Gandalf' && c.type === 'Character');
      const others = cards.filter((c) => c.id !== renamed.id && c.set !== renamed.set);
      const [ownedDropped, unownedDropped, ownedKept, notedKept] = others as [RawCard, RawCard, RawCard, RawCard];

      services.handlers['collection.change']({
        label: 'set up',
        changes: [
          { cardId: ownedDropped.id, count: 2, note: 'keep me', storage: 'binder 1' },
          { cardId: ownedKept.id, count: 3, note: 'played', storage: 'deck box' },
          { cardId: notedKept.id, note: 'wanted' },
          { cardId: renamed.id, count: 1 },
        ],
      });
      const collectionBefore = collectionRows(services.db);
      const historyBefore = services.db.prepare('SELECT * FROM collection_history ORDER BY id').all();

      const modified = loadCardFile();
      const newName = `${renamed.name.en} the Re-imported`;
      modified[renamed.set]!.cards[renamed.id]!.name.en = newName;
      delete modified[ownedDropped.set]!.cards[ownedDropped.id];
      delete modified[unownedDropped.set]!.cards[unownedDropped.id];
      const modifiedPath = join(dir, 'cards-modified.json');
      writeFileSync(modifiedPath, JSON.stringify(modified));

      const report = await services.importCardFile(modifiedPath);
      expect(report).toMatchObject({ cards: cards.length - 2, added: 0, updated: cards.length - 2, removed: 1, keptOwned: 1 });

      // the renamed card: every place its name lives
      expect(row(services, renamed.id).name_en).toBe(newName);
      expect(services.db.prepare("SELECT name FROM card_texts WHERE card_id = ? AND lang = 'en'").pluck().get(renamed.id)).toBe(newName);
      expect((services.handlers['cards.get']({ id: renamed.id, lang: 'en' }) as { name: string }).name).toBe(newName);
      expect(search(services, 'Re-imported')).toEqual([renamed.id]);

      // owned card missing from the new file: kept, still searchable; unowned one: gone everywhere
      expect(row(services, ownedDropped.id).name_en).toBe(ownedDropped.name.en);
      expect(search(services, ownedDropped.name.en!)).toContain(ownedDropped.id);
      expect(services.db.prepare('SELECT COUNT(*) FROM cards WHERE id = ?').pluck().get(unownedDropped.id)).toBe(0);
      expect(services.db.prepare('SELECT COUNT(*) FROM card_texts WHERE card_id = ?').pluck().get(unownedDropped.id)).toBe(0);
      expect(search(services, unownedDropped.name.en!)).not.toContain(unownedDropped.id);
      expect(services.db.prepare('SELECT COUNT(*) FROM cards').pluck().get()).toBe(cards.length - 1);
      expect(services.db.prepare('SELECT COUNT(*) FROM cards_fts').pluck().get()).toBe(cards.length - 1);

      // the collection and its undo history are exactly as they were
      expect(collectionRows(services.db)).toEqual(collectionBefore);
      expect(services.db.prepare('SELECT * FROM collection_history ORDER BY id').all()).toEqual(historyBefore);
      expect(services.db.pragma('foreign_key_check')).toEqual([]);
    } finally {
      services.close();
    }
  });

  it('rewrites nothing for the same file, and indexes a card whose rules text alone changed', async () => {
    const dir = temp.make('reimport-same');
    const services = openServices(dir);
    try {
      await services.importCardFile(CARD_FILE);
      const catalogue = (dump: ReturnType<typeof dumpTables>) => Object.fromEntries(Object.entries(dump).filter(([table]) => table !== 'settings'));
      const before = catalogue(dumpTables(services.db));
      const again = await services.importCardFile(CARD_FILE);
      expect(again).toMatchObject({ cards: cards.length, added: 0, updated: cards.length, removed: 0, keptOwned: 0 });
      // every card row and the whole search index, byte for byte as they were
      expect(catalogue(dumpTables(services.db))).toEqual(before);
      expect(search(services, 'Gandalf')).not.toEqual([]);

      // one card's Spanish rules text gets a new word: with Spanish as the card language, the
      // index follows it
      services.handlers['settings.update']({ language: 'es' });
      const card = first('card with a Spanish rules text', (c) => Boolean(c.text?.es));
      const modified = loadCardFile();
      modified[card.set]!.cards[card.id]!.text!.es = '<p>Zzyzxqwv del oeste.</p>';
      const modifiedPath = join(dir, 'cards-text.json');
      writeFileSync(modifiedPath, JSON.stringify(modified));
      await services.importCardFile(modifiedPath);
      expect(search(services, 'zzyzxqwv')).toEqual([card.id]);
      expect((services.handlers['cards.get']({ id: card.id, lang: 'es' }) as { text: string }).text).toBe('Zzyzxqwv del oeste.');
      expect(services.db.prepare('SELECT COUNT(*) FROM cards_fts').pluck().get()).toBe(cards.length);
    } finally {
      services.close();
    }
  });
});

describe('malformed card files', () => {
  let dir: string;
  let services: AppServices;

  beforeAll(async () => {
    dir = temp.make('malformed');
    services = openServices(dir);
    await services.importCardFile(CARD_FILE);
    const [a, b] = cards;
    services.handlers['collection.change']({
      label: 'owned',
      changes: [
        { cardId: a!.id, count: 4, note: 'foil', storage: 'box' },
        { cardId: b!.id, delta: 1 },
      ],
    });
  });
  afterAll(() => services?.close());

  const withoutType = (): string => {
    const modified = loadCardFile();
    const victim = Object.values(modified)[1]!;
    const card = Object.values(victim.cards)[3]!;
    delete (card as Partial<RawCard>).type;
    return JSON.stringify(modified);
  };
  const victimId = Object.values(Object.values(file)[1]!.cards)[3]!.id;
  const [firstSet, secondSet] = Object.values(file) as [RawCardFile[string], RawCardFile[string]];
  const strayCard = Object.values(firstSet.cards)[0]!;
  const withStraySet = (): string => {
    const modified = loadCardFile();
    modified[firstSet.id]!.cards[strayCard.id]!.set = 'NOSUCHSET';
    return JSON.stringify(modified);
  };
  const withDuplicate = (): string => {
    const modified = loadCardFile();
    modified[secondSet.id]!.cards[strayCard.id] = modified[firstSet.id]!.cards[strayCard.id]!;
    return JSON.stringify(modified);
  };

  const cases: { name: string; fileName: string; write: (path: string) => void; problem: RegExp[] }[] = [
    { name: 'not JSON (an HTML page)', fileName: 'not-json.json', write: (p) => writeFileSync(p, '<!doctype html><html><body>404 Not Found</body></html>'), problem: [/not valid JSON/i] },
    { name: 'an empty file', fileName: 'empty.json', write: (p) => writeFileSync(p, ''), problem: [/empty/i] },
    { name: 'an array of cards instead of sets', fileName: 'array.json', write: (p) => writeFileSync(p, JSON.stringify(cards)), problem: [/wrong shape/i, /object of sets/i] },
    { name: 'an object of strings', fileName: 'strings.json', write: (p) => writeFileSync(p, JSON.stringify({ TW: 'The Wizards', TD: 'The Dragons' })), problem: [/wrong shape/i, /"TW"/] },
    { name: 'the real file cut in half', fileName: 'truncated.json', write: (p) => writeFileSync(p, cardFileText().slice(0, Math.floor(cardFileText().length / 2))), problem: [/truncated/i] },
    { name: 'a card without "type"', fileName: 'no-type.json', write: (p) => writeFileSync(p, withoutType()), problem: [new RegExp(`"${victimId}"`), /"type"/, /missing/i] },
    { name: 'a card naming a set the file does not hold', fileName: 'stray-set.json', write: (p) => writeFileSync(p, withStraySet()), problem: [new RegExp(`"${strayCard.id}"`), /NOSUCHSET/] },
    { name: 'the same card id in two sets', fileName: 'duplicate.json', write: (p) => writeFileSync(p, withDuplicate()), problem: [new RegExp(`"${strayCard.id}"`), /twice/] },
    {
      name: 'a 200 MB junk file',
      fileName: 'junk.bin',
      write: (p) => {
        const block = randomBytes(1024 * 1024);
        const fd = openSync(p, 'w');
        try {
          for (let i = 0; i < 200; i++) writeSync(fd, block);
        } finally {
          closeSync(fd);
        }
      },
      problem: [/200(\.0)? MB/, /larger/i],
    },
  ];

  it.each(cases)('refuses $name, naming the file and the problem, and changes nothing', async ({ fileName, write, problem }) => {
    const path = join(dir, fileName);
    write(path);
    const before = dumpTables(services.db);
    const collectionBefore = collectionRows(services.db);
    const bytesBefore = fileHashes(services.db, join(dir, DB_FILE_NAME));

    const error = await services.importCardFile(path).then(
      () => null,
      (e: unknown) => e as Error,
    );
    expect(error, 'the import should have been refused').toBeInstanceOf(Error);
    // nothing changed: every table, the collection, the bytes on disk
    expect(dumpTables(services.db)).toEqual(before);
    expect(collectionRows(services.db)).toEqual(collectionBefore);
    expect(fileHashes(services.db, join(dir, DB_FILE_NAME))).toEqual(bytesBefore);
    // and the message says which file and what is wrong with it
    expect(error!.message).toContain(fileName);
    for (const pattern of problem) expect(error!.message).toMatch(pattern);
  });

  it('reports a bad upload through the job API as BAD_FILE naming the file, changing nothing', async () => {
    const before = dumpTables(services.db);
    const { jobId } = services.handlers['cards.importContent']({ fileName: 'upload.json', content: cardFileText().slice(0, 5000) }) as { jobId: string };
    const status = await services.jobs.wait(jobId);
    expect(status.state).toBe('failed');
    expect(status.error?.code).toBe('BAD_FILE');
    expect(status.error?.message).toMatch(/upload\.json: .*truncated/);
    expect(dumpTables(services.db)).toEqual(before);
  });

  it('says so when the file does not exist', async () => {
    const missing = join(dir, 'nowhere.json');
    await expect(services.importCardFile(missing)).rejects.toThrow(/nowhere\.json.*(no such file|cannot read)/);
  });
});
