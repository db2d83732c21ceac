/**
 * Schema migrations on real files: a v1 database (built with targetVersion: 1 and filled
 * with raw v1 SQL from the real card file) opens at the latest schema with all its data and
 * a usable backup of the old file; a database from a newer app is refused untouched; WAL and
 * foreign keys are on.
 */
import { createHash } from 'node:crypto';
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
