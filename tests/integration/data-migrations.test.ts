/**
 * Schema migrations on real files: a v1 database (built with targetVersion: 1 and filled
 * with raw v1 SQL from the real card file) opens at the latest schema with all its data and
 * a usable backup of the old file; so does a v5 one with a collection, Arda sets and sleeves
 * (v6 moved names and texts onto the cards); a database from a newer app is refused
 * untouched; WAL and foreign keys are on.
 */
import { createHash } from 'node:crypto';
import { distance } from 'fastest-levenshtein';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';
import BetterSqlite3, { type Database } from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, schemaVersion } from '../../src-main/data/database';
import { LATEST_SCHEMA_VERSION } from '../../src-main/data/migrations';
import { createAppServices } from '../../src-main/services/appServices';
import type { CardRow } from '../../src-shared/api/schemas';
import { LANGS, allCards, attr, fold, loadCardFile, nameIn, plainText } from '../helpers/cardFile';
import { tempDirs } from '../helpers/tempDir';

const temp = tempDirs('arda-migrate-');
afterAll(() => temp.cleanup());

const file = loadCardFile();
const cards = allCards(file);
const V1_TABLES = ['settings', 'card_sets', 'cards', 'card_texts', 'region_adjacency', 'collection'] as const;

/** Fills a v1 database the way the v1 app wrote it: plain SQL, v1 columns only. */
function fillV1(db: Database): { owned: { card_id: string; count: number }[] } {
  const insertSet = db.prepare('INSERT INTO card_sets (id, names, image_base_url, ord, context) VALUES (?, ?, ?, ?, ?)');
  const insertCard = db.prepare(
    `INSERT INTO cards (id, set_id, type, alignment, subtype, is_unique, mp_raw, race, skills, region, site_type, region_type, image, name_en, name_folded, attributes)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const insertText = db.prepare('INSERT INTO card_texts (card_id, lang, name, text) VALUES (?, ?, ?, ?)');
  const insertAdjacent = db.prepare('INSERT OR IGNORE INTO region_adjacency (region_id, adjacent_name) VALUES (?, ?)');
  const insertOwned = db.prepare('INSERT INTO collection (card_id, count, updated_at) VALUES (?, ?, ?)');
  const owned = cards.filter((_, i) => i % 13 === 0).map((c, i) => ({ card_id: c.id, count: (i % 5) + 1 }));
  db.transaction(() => {
    for (const set of Object.values(file)) {
      insertSet.run(set.id, JSON.stringify(set.name), JSON.stringify(set.imageBaseUrl ?? {}), set.order ?? 0, set.context ?? null);
    }
    for (const c of cards) {
      insertCard.run(
        c.id, c.set, c.type, c.alignment, attr(c, 'subtype'), c.attributes?.unique === true ? 1 : 0, attr(c, 'marshallingPoints'),
        attr(c, 'race'), attr(c, 'skills'), attr(c, 'region'), attr(c, 'siteType'), attr(c, 'regionType'), c.image ?? null,
        c.name.en, fold(c.name.en!), JSON.stringify(c.attributes ?? {}),
      );
      for (const lang of LANGS) {
        const name = nameIn(c, lang);
        const text = c.text?.[lang] ? plainText(c.text[lang]).trim() : null;
        if (name || text) insertText.run(c.id, lang, name, text);
      }
      if (c.type === 'Region') for (const r of (attr(c, 'moveTo') ?? '').split(',')) if (r.trim()) insertAdjacent.run(c.id, r.trim());
    }
    for (const o of owned) insertOwned.run(o.card_id, o.count, '2024-05-01T10:00:00.000Z');
    db.prepare('INSERT INTO settings (key, value) VALUES (?, ?)').run('language', JSON.stringify('es'));
  })();
  return { owned };
}

/**
 * Every v1 table's v1 columns, all rows in rowid order. card_texts is a view over the cards'
 * names/texts columns from v6 on (no rowid, and a blank name or text is no longer stored):
 * its rows are compared by card and language, blanks as NULL.
 */
function v1Data(db: Database, columns: Record<string, string[]>): Record<string, unknown[][]> {
  const out: Record<string, unknown[][]> = {};
  for (const table of V1_TABLES) {
    const select = columns[table]!.map((c) => (table === 'card_texts' ? `NULLIF("${c}", '')` : `"${c}"`)).join(', ');
    const order = table === 'card_texts' ? 'card_id, lang' : 'rowid';
    out[table] = db.prepare(`SELECT ${select} FROM "${table}" ORDER BY ${order}`).raw().all() as unknown[][];
  }
  return out;
}

function columnsOf(db: Database): Record<string, string[]> {
  return Object.fromEntries(V1_TABLES.map((t) => [t, (db.pragma(`table_info(${t})`) as { name: string }[]).map((c) => c.name)]));
}

const sha = (path: string) => createHash('sha256').update(readFileSync(path)).digest('hex');

describe('a v1 database', () => {
  it('is upgraded to the latest schema, keeps all its data, and leaves a v1 backup beside it', () => {
    expect(LATEST_SCHEMA_VERSION).toBeGreaterThan(1);
    const path = join(temp.make('v1'), 'arda.sqlite');

    const v1 = openDatabase(path, { targetVersion: 1 });
    expect(schemaVersion(v1.db)).toBe(1);
    expect(v1.backupPath).toBeNull(); // a new file has nothing to back up
    expect(v1.db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name IN ('collection_history', 'cards_fts')").pluck().get()).toBe(0);
    const { owned } = fillV1(v1.db);
    const columns = columnsOf(v1.db);
    const before = v1Data(v1.db, columns);
    expect(before.cards!.length).toBe(cards.length);
    v1.db.close();

    const upgraded = openDatabase(path, { now: () => new Date('2024-06-01T12:00:00.000Z') });
    try {
      expect(upgraded.migratedFrom).toBe(1);
      expect(schemaVersion(upgraded.db)).toBe(LATEST_SCHEMA_VERSION);
      // all v1 data, unchanged
      expect(v1Data(upgraded.db, columns)).toEqual(before);
      // new columns take their defaults; the search index covers every card
      expect(upgraded.db.prepare("SELECT COUNT(*) FROM collection WHERE note = '' AND storage = ''").pluck().get()).toBe(owned.length);
      expect(upgraded.db.prepare('SELECT COUNT(*) FROM collection_history').pluck().get()).toBe(0);
      expect(upgraded.db.prepare('SELECT COUNT(DISTINCT card_id) FROM cards_fts').pluck().get()).toBe(cards.length);
      expect(upgraded.db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(upgraded.db.pragma('foreign_key_check')).toEqual([]);

      // the backup: beside the file, named *.bak, a complete v1 database with the same data
      expect(upgraded.backupPath).not.toBeNull();
      const backupPath = upgraded.backupPath!;
      expect(backupPath.endsWith('.bak')).toBe(true);
      expect(dirname(backupPath)).toBe(dirname(path));
      expect(basename(backupPath).startsWith(basename(path))).toBe(true);
      expect(existsSync(backupPath)).toBe(true);
      const backup = new BetterSqlite3(backupPath, { readonly: true, fileMustExist: true });
      try {
        expect(schemaVersion(backup)).toBe(1);
        expect(backup.pragma('integrity_check', { simple: true })).toBe('ok');
        expect(v1Data(backup, columns)).toEqual(before);
        expect(backup.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'collection_history'").pluck().get()).toBe(0);
      } finally {
        backup.close();
      }
    } finally {
      upgraded.db.close();
    }

    // opening again: nothing to migrate, no second backup
    const again = openDatabase(path);
    expect(again.migratedFrom).toBe(LATEST_SCHEMA_VERSION);
    expect(again.backupPath).toBeNull();
    again.db.close();
    expect(readdirSync(dirname(path)).filter((f) => f.endsWith('.bak'))).toHaveLength(1);
  });

  it('works through the app after the upgrade: search finds migrated cards, collection changes undo', () => {
    const dir = temp.make('v1-app');
    const path = join(dir, 'arda.sqlite');
    const v1 = openDatabase(path, { targetVersion: 1 });
    const { owned } = fillV1(v1.db);
    v1.db.close();

    const services = createAppServices({ databasePath: path, dataDir: dir, runtime: 'node' });
    try {
      const khamul = cards.filter((c) => Object.values(c.name).some((n) => n && fold(n).includes('khamul'))).map((c) => c.id);
      expect(khamul.length).toBeGreaterThan(0);
      const found = (services.handlers['cards.search']({ query: 'khamul', filters: {}, sort: { key: 'name', dir: 'asc' }, lang: 'en' }) as { rows: CardRow[] }).rows.map((r) => r.id);
      expect(found).toEqual(expect.arrayContaining(khamul));
      expect(services.handlers['settings.get']({})).toMatchObject({ language: 'es' });
      // the index holds rules text in English and in the stored card language (Spanish), not in French
      const ruleWords = (c: (typeof cards)[number], lang: 'en' | 'es' | 'fr') => (c.text?.[lang] ? fold(plainText(c.text[lang])).match(/[\p{L}\p{N}]+/gu) ?? [] : []);
      const wordsIn = (pick: (c: (typeof cards)[number]) => string[]) => new Set(cards.flatMap(pick));
      const names = wordsIn((c) => Object.values(c.name).flatMap((n) => fold(n ?? '').match(/[\p{L}\p{N}]+/gu) ?? []));
      const english = wordsIn((c) => ruleWords(c, 'en'));
      const only = (lang: 'es' | 'fr') => {
        const other = wordsIn((c) => ruleWords(c, lang === 'es' ? 'fr' : 'es'));
        const taken = [...names, ...english, ...other];
        for (const c of cards) {
          const w = ruleWords(c, lang).find((x) => x.length >= 10 && !taken.some((t) => t.startsWith(x)));
          if (w) return { w, id: c.id };
        }
        throw new Error(`no word only the ${lang} rules texts have`);
      };
      const ids = (query: string) =>
        (services.handlers['cards.search']({ query, filters: {}, sort: { key: 'name', dir: 'asc' }, lang: 'es' }) as { rows: CardRow[] }).rows.map((r) => r.id);
      const spanish = only('es');
      const french = only('fr');
      expect(ids(spanish.w)).toContain(spanish.id);
      // Not in the index: the French word finds no card by its rules text. Typo tolerance may still offer
      // cards whose names are a few letters away, never the card the word came from.
      const frenchHits = ids(french.w);
      expect(frenchHits).not.toContain(french.id);
      for (const id of frenchHits) {
        const card = cards.find((c) => c.id === id)!;
        const nameWords = Object.values(card.name).flatMap((n) => fold(n ?? '').match(/[\p{L}\p{N}]+/gu) ?? []);
        expect(nameWords.some((w) => distance(w, french.w) <= 2), `${id} is a near name of "${french.w}"`).toBe(true);
      }

      const first = owned[0]!;
      services.handlers['collection.change']({ label: 'after upgrade', changes: [{ cardId: first.card_id, delta: 2, note: 'migrated' }] });
      expect(services.db.prepare('SELECT count, note FROM collection WHERE card_id = ?').get(first.card_id)).toEqual({ count: first.count + 2, note: 'migrated' });
      services.handlers['collection.undo']({});
      expect(services.db.prepare('SELECT count, note FROM collection WHERE card_id = ?').get(first.card_id)).toEqual({ count: first.count, note: '' });
    } finally {
      services.close();
    }
  });
});

/**
 * A v5 database as the v5 app left it: per-language rows in card_texts, a full-text index
 * holding its own copy of every name and text, a collection with notes, storage places and
 * undo history, Arda sets (the Haven deck too, proxies too) with their history, and sleeves.
 */
function fillV5(db: Database): void {
  fillV1(db);
  // The v5 import filled the index from the per-language rows, like this.
  db.prepare(
    `INSERT INTO cards_fts (card_id, names, body)
     SELECT card_id, group_concat(name, ' | '), group_concat(text, ' ') FROM card_texts GROUP BY card_id`,
  ).run();
  const byType = (type: string, alignment: string) => cards.filter((c) => c.type === type && c.alignment === alignment);
  const mpCards = byType('Resource', 'Hero').filter((c) => attr(c, 'marshallingPoints') !== null).slice(0, 6);
  const sites = byType('Site', 'Hero').slice(0, 8);
  const characters = byType('Character', 'Hero').slice(0, 5);
  const havens = byType('Site', 'Minion').filter((c) => attr(c, 'siteType') === '{H}').slice(0, 2);
  const at = '2024-05-02T09:00:00.000Z';
  db.transaction(() => {
    const own = db.prepare(
      `INSERT INTO collection (card_id, count, note, storage, updated_at) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(card_id) DO UPDATE SET count = excluded.count, note = excluded.note, storage = excluded.storage`,
    );
    [...mpCards, ...sites].forEach((c, i) => own.run(c.id, (i % 3) + 1, i % 2 ? 'signed, "mint"' : '', `Binder ${i % 4}`, at));
    db.prepare('INSERT INTO collection_history (label, changes, undone, created_at) VALUES (?, ?, ?, ?)').run(
      'Added a binder', JSON.stringify([{ cardId: mpCards[0]!.id, before: { count: 0 }, after: { count: 1 } }]), 0, at,
    );
    const newSet = db.prepare('INSERT INTO arda_sets (name, profile_id, players, created_at, updated_at) VALUES (?, ?, ?, ?, ?)');
    const fellowship = Number(newSet.run('Fellowship', 'arda-revised-wizard', 4, at, at).lastInsertRowid);
    const shadow = Number(newSet.run('Shadow', 'dark-arda', 3, at, at).lastInsertRowid);
    const put = db.prepare('INSERT INTO arda_set_cards (set_id, deck, card_id, copies, proxies) VALUES (?, ?, ?, ?, ?)');
    mpCards.forEach((c, i) => put.run(fellowship, 'mp', c.id, 1 + (i % 2), i === 5 ? 1 : 0));
    characters.forEach((c, i) => put.run(fellowship, 'character', c.id, 1, i % 2));
    sites.forEach((c) => put.run(fellowship, 'site', c.id, 1, 0));
    havens.forEach((c) => put.run(shadow, 'haven', c.id, 1, 0));
    put.run(shadow, 'play', mpCards[1]!.id, 0, 2);
    db.prepare('INSERT INTO arda_set_history (set_id, label, changes, undone, created_at) VALUES (?, ?, ?, ?, ?)').run(
      fellowship, 'Built from the collection', '[]', 1, at,
    );
    const pair = db.prepare('INSERT INTO sleeve_pairs (set_id, mp_card_id, copy_index, site_card_id, manual) VALUES (?, ?, ?, ?, ?)');
    mpCards.slice(0, 4).forEach((c, i) => pair.run(fellowship, c.id, 0, sites[i]!.id, i % 2));
    pair.run(fellowship, mpCards[1]!.id, 1, sites[4]!.id, 0);
  })();
}

/** Every table but the catalogue's texts and search index: all rows, the given columns, in a stable order. */
function keptTables(db: Database, columns: Record<string, string[]>): Record<string, unknown[][]> {
  const out: Record<string, unknown[][]> = {};
  for (const [table, cols] of Object.entries(columns)) {
    const list = cols.map((c) => `"${c}"`).join(', ');
    // WITHOUT ROWID tables (set cards, sleeves) have no rowid: order by every column.
    const withoutRowid = (db.prepare('SELECT sql FROM sqlite_master WHERE name = ?').pluck().get(table) as string).includes('WITHOUT ROWID');
    out[table] = db.prepare(`SELECT ${list} FROM "${table}" ORDER BY ${withoutRowid ? list : 'rowid'}`).raw().all() as unknown[][];
  }
  return out;
}

function keptColumns(db: Database): Record<string, string[]> {
  const tables = db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'cards_fts%' AND name <> 'card_texts' AND name NOT LIKE 'sqlite_%' ORDER BY name")
    .pluck()
    .all() as string[];
  return Object.fromEntries(tables.map((t) => [t, (db.pragma(`table_info(${t})`) as { name: string }[]).map((c) => c.name)]));
}

/** card_texts rows by card and language, blanks as NULL (a table at v5, a view over the cards from v6 on). */
const textRows = (db: Database) =>
  db.prepare("SELECT card_id, lang, NULLIF(name, ''), NULLIF(text, '') FROM card_texts ORDER BY card_id, lang").raw().all() as unknown[][];

describe('a v5 database (per-language text rows, a search index with its own copy of the texts)', () => {
  it('is upgraded with every collection row, set, sleeve and setting kept, and each card’s names and texts moved onto the card', () => {
    const path = join(temp.make('v5'), 'arda.sqlite');
    const v5 = openDatabase(path, { targetVersion: 5 });
    expect(schemaVersion(v5.db)).toBe(5);
    fillV5(v5.db);
    const columns = keptColumns(v5.db);
    expect(Object.keys(columns)).toEqual(expect.arrayContaining(['cards', 'collection', 'collection_history', 'arda_sets', 'arda_set_cards', 'arda_set_history', 'sleeve_pairs', 'settings']));
    const before = keptTables(v5.db, columns);
    const textsBefore = textRows(v5.db);
    expect(before.sleeve_pairs!.length).toBe(5);
    expect(before.arda_set_cards!.some((row) => row[1] === 'haven')).toBe(true);
    expect(textsBefore.length).toBeGreaterThan(cards.length * 3);
    v5.db.close();

    const upgraded = openDatabase(path, { now: () => new Date('2024-07-01T12:00:00.000Z') });
    try {
      expect(upgraded.migratedFrom).toBe(5);
      expect(schemaVersion(upgraded.db)).toBe(LATEST_SCHEMA_VERSION);
      // every row of every kept table, every v5 column, unchanged
      expect(keptTables(upgraded.db, columns)).toEqual(before);
      // each card's names and texts: the same values by language, now on the card
      expect(textRows(upgraded.db)).toEqual(textsBefore);
      const onCard = upgraded.db.prepare('SELECT names, texts FROM cards WHERE id = ?');
      for (const c of cards.filter((_, i) => i % 50 === 0)) {
        const { names, texts } = onCard.get(c.id) as { names: string; texts: string };
        const expectedNames = Object.fromEntries(LANGS.flatMap((lang) => (nameIn(c, lang) ? [[lang, nameIn(c, lang)]] : [])));
        expect(JSON.parse(names), c.id).toEqual(expectedNames);
        const expectedTexts = Object.fromEntries(LANGS.flatMap((lang) => (c.text?.[lang] && plainText(c.text[lang]).trim() ? [[lang, plainText(c.text[lang]).trim()]] : [])));
        expect(JSON.parse(texts), c.id).toEqual(expectedTexts);
      }
      // one table per card no more: the per-language rows and the index's copy of the texts are gone
      expect(upgraded.db.prepare("SELECT type FROM sqlite_master WHERE name = 'card_texts'").pluck().get()).toBe('view');
      expect(upgraded.db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'cards_fts_content'").pluck().get()).toBe(1);
      expect(upgraded.db.prepare("SELECT COUNT(*) FROM pragma_table_info('cards_fts_content')").pluck().get()).toBeLessThanOrEqual(2);
      expect(upgraded.db.prepare('SELECT COUNT(DISTINCT card_id) FROM cards_fts').pluck().get()).toBe(cards.length);
      expect(upgraded.db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(() => upgraded.db.prepare("INSERT INTO cards_fts (cards_fts) VALUES ('integrity-check')").run()).not.toThrow();
      expect(upgraded.db.pragma('foreign_key_check')).toEqual([]);
      // the backup is the v5 file, whole
      const backup = new BetterSqlite3(upgraded.backupPath!, { readonly: true, fileMustExist: true });
      try {
        expect(basename(upgraded.backupPath!)).toMatch(/\.v5-.*\.bak$/);
        expect(schemaVersion(backup)).toBe(5);
        expect(keptTables(backup, columns)).toEqual(before);
        expect(textRows(backup)).toEqual(textsBefore);
      } finally {
        backup.close();
      }
    } finally {
      upgraded.db.close();
    }
  });

  it('searches, shows and sleeves the migrated cards in every language through the app', () => {
    const dir = temp.make('v5-app');
    const path = join(dir, 'arda.sqlite');
    const v5 = openDatabase(path, { targetVersion: 5 });
    fillV5(v5.db);
    const pairs = v5.db.prepare('SELECT mp_card_id, copy_index, site_card_id FROM sleeve_pairs ORDER BY mp_card_id, copy_index').raw().all();
    const setId = v5.db.prepare("SELECT id FROM arda_sets WHERE name = 'Fellowship'").pluck().get() as number;
    v5.db.close();

    const services = createAppServices({ databasePath: path, dataDir: dir, runtime: 'node' });
    try {
      const search = (query: string, lang: 'en' | 'es' | 'fr' | 'de' | 'ja') =>
        (services.handlers['cards.search']({ query, filters: {}, sort: { key: 'relevance', dir: 'asc' }, lang }) as { rows: CardRow[] }).rows;
      // a card's own name in each language finds it, shown under that name
      for (const lang of ['es', 'fr', 'de', 'ja'] as const) {
        const card = cards.find((c) => nameIn(c, lang) && fold(nameIn(c, lang)!) !== fold(c.name.en!) && /^[\p{L} ]+$/u.test(nameIn(c, lang)!))!;
        expect(card, lang).toBeDefined();
        const rows = search(nameIn(card, lang)!, lang);
        expect(rows.map((r) => r.id), `${lang}: ${nameIn(card, lang)}`).toContain(card.id);
        expect(rows.find((r) => r.id === card.id)!.name).toBe(nameIn(card, lang));
      }
      // a word only the French rules text has, once French is the card language
      services.handlers['settings.update']({ language: 'fr' });
      const french = cards.find((c) => c.text?.fr && /\bprouesse\b/.test(plainText(c.text.fr)))!;
      expect(search('prouesse', 'fr').map((r) => r.id)).toContain(french.id);
      // the detail pane: Spanish name and text, English fallback where Spanish has none
      const spanish = cards.find((c) => nameIn(c, 'es') && c.text?.es)!;
      const detail = services.handlers['cards.get']({ id: spanish.id, lang: 'es' }) as { name: string; text: string; englishName: string };
      expect(detail.name).toBe(nameIn(spanish, 'es'));
      expect(detail.text).toBe(plainText(spanish.text!.es).trim());
      expect(detail.englishName).toBe(spanish.name.en);
      // the sleeves are listed with their sites
      const listed = services.handlers['sleeves.list']({ setId }) as { copies: { cardId: string; copyIndex: number; siteId: string | null }[] };
      const sleeved = listed.copies.filter((c) => c.siteId !== null).map((c) => [c.cardId, c.copyIndex, c.siteId]);
      expect(sleeved.sort()).toEqual([...pairs].sort());
    } finally {
      services.close();
    }
  });
});

describe('a database from a newer version of the app', () => {
  function newerDatabase(): { dir: string; path: string } {
    const dir = temp.make('newer');
    const path = join(dir, 'arda.sqlite');
    const raw = new BetterSqlite3(path);
    raw.exec("CREATE TABLE future (x TEXT); INSERT INTO future VALUES ('from the future');");
    raw.pragma(`user_version = ${LATEST_SCHEMA_VERSION + 1}`);
    raw.close();
    return { dir, path };
  }

  it('is refused with a clear message naming the file, its data kept and no backup made', () => {
    const { dir, path } = newerDatabase();
    expect(() => openDatabase(path)).toThrow(new RegExp(`newer.*schema ${LATEST_SCHEMA_VERSION + 1}.*update the app`, 'i'));
    expect(() => openDatabase(path)).toThrow(path);
    expect(readdirSync(dir).filter((f) => f.endsWith('.bak'))).toEqual([]);
    const check = new BetterSqlite3(path, { readonly: true });
    expect(schemaVersion(check)).toBe(LATEST_SCHEMA_VERSION + 1);
    expect(check.prepare('SELECT x FROM future').pluck().all()).toEqual(['from the future']);
    check.close();
  });

  it('is not modified at all, not even switched to WAL, when refused', () => {
    const { path } = newerDatabase();
    const hash = sha(path);
    expect(() => openDatabase(path)).toThrow(/newer/);
    expect(sha(path), 'the refused file was rewritten').toBe(hash);
  });
});

describe('a database with a negative schema version (set by another program)', () => {
  function negativeDatabase(): { dir: string; path: string } {
    const dir = temp.make('negative');
    const path = join(dir, 'arda.sqlite');
    const made = openDatabase(path);
    made.db.prepare("INSERT INTO settings (key, value) VALUES ('language', '\"es\"')").run();
    made.db.pragma('user_version = -1');
    made.db.pragma('wal_checkpoint(TRUNCATE)');
    made.db.close();
    return { dir, path };
  }

  it('is refused with a message naming the file, the version and how to fix it, on every launch, without one backup', () => {
    const { dir, path } = negativeDatabase();
    const hash = sha(path);
    for (let launch = 0; launch < 3; launch++) {
      expect(() => openDatabase(path)).toThrow(
        `${path} has schema version -1, which no version of Arda Curator writes (was it changed by another program?); nothing was changed. ` +
          'Restore a backup (a arda.sqlite.v*.bak file beside it, if there is one) or move the file away to start a new database.',
      );
    }
    expect(readdirSync(dir).filter((f) => f.endsWith('.bak'))).toEqual([]);
    expect(sha(path), 'the refused file was rewritten').toBe(hash);
  });
});

describe('a migration that fails', () => {
  it('keeps the database as it was and makes one backup, not one more per launch', () => {
    const dir = temp.make('failing');
    const path = join(dir, 'arda.sqlite');
    const v1 = openDatabase(path, { targetVersion: 1 });
    // Migration 2 creates collection_history: a table of that name already there makes it fail.
    v1.db.exec('CREATE TABLE collection_history (x TEXT)');
    v1.db.close();
    for (let launch = 0; launch < 3; launch++) expect(() => openDatabase(path)).toThrow(/collection_history already exists/);
    const check = new BetterSqlite3(path, { readonly: true });
    expect(schemaVersion(check)).toBe(1);
    check.close();
    expect(readdirSync(dir).filter((f) => f.endsWith('.bak'))).toHaveLength(1);
  });
});

describe('connection settings', () => {
  it('turns on WAL and foreign keys, and enforces them', () => {
    const path = join(temp.make('pragmas'), 'arda.sqlite');
    const { db } = openDatabase(path);
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
      expect(existsSync(`${path}-wal`)).toBe(true);
      // a collection entry for a card that does not exist is refused
      expect(() => db.prepare("INSERT INTO collection (card_id, count, updated_at) VALUES ('NO-1', 1, 'now')").run()).toThrow(/FOREIGN KEY/);
      // an owned card cannot be deleted from the catalogue
      db.prepare("INSERT INTO card_sets (id, names, image_base_url, ord) VALUES ('TW', '{}', '{}', 1)").run();
      db.prepare("INSERT INTO cards (id, set_id, type, alignment, name_en, name_folded) VALUES ('TW-1', 'TW', 'Resource', 'Hero', 'x', 'x')").run();
      db.prepare("INSERT INTO collection (card_id, count, updated_at) VALUES ('TW-1', 1, 'now')").run();
      expect(() => db.prepare("DELETE FROM cards WHERE id = 'TW-1'").run()).toThrow(/FOREIGN KEY/);
    } finally {
      db.close();
    }
    // and after an upgrade from v1
    const oldPath = join(temp.make('pragmas-v1'), 'arda.sqlite');
    openDatabase(oldPath, { targetVersion: 1 }).db.close();
    const upgraded = openDatabase(oldPath);
    expect(upgraded.migratedFrom).toBe(1);
    expect(upgraded.db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(upgraded.db.pragma('foreign_keys', { simple: true })).toBe(1);
    upgraded.db.close();
  });
});
