/**
 * Migration v5 on a real file: a v4 database with a set, its cards and a sleeve pairing
 * opens at the latest schema with every row kept, its deck column now takes Dark Arda's
 * Haven deck ("Haven Deck: Darkhavens for players to use as needed", dark-arda-minion.txt,
 * "Arda Deck Construction") and still refuses other names, and the sleeve triggers work.
 */
import { join } from 'node:path';
import type { Database } from 'better-sqlite3';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase, schemaVersion } from '../../src-main/data/database';
import { LATEST_SCHEMA_VERSION } from '../../src-main/data/migrations';
import { allCards, attr, fold, loadCardFile } from '../helpers/cardFile';
import { tempDirs } from '../helpers/tempDir';

const temp = tempDirs('arda-haven-');
afterAll(() => temp.cleanup());

const file = loadCardFile();
const USED = ['LE-390', 'LE-367', 'LE-170', 'LE-299', 'LE-356'];
const cards = allCards(file).filter((c) => USED.includes(c.id));

function fill(db: Database): void {
  const insertSet = db.prepare('INSERT INTO card_sets (id, names, image_base_url, ord, context) VALUES (?, ?, ?, ?, ?)');
  const insertCard = db.prepare(
    `INSERT INTO cards (id, set_id, type, alignment, subtype, is_unique, mp_raw, race, skills, region, site_type, region_type, image, name_en, name_folded, attributes)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  db.transaction(() => {
    const le = file.LE!;
    insertSet.run(le.id, JSON.stringify(le.name), JSON.stringify(le.imageBaseUrl ?? {}), le.order ?? 0, le.context ?? null);
    for (const c of cards) {
      insertCard.run(
        c.id, c.set, c.type, c.alignment, attr(c, 'subtype'), c.attributes?.unique === true ? 1 : 0, attr(c, 'marshallingPoints'),
        attr(c, 'race'), attr(c, 'skills'), attr(c, 'region'), attr(c, 'siteType'), attr(c, 'regionType'), c.image ?? null,
        c.name.en, fold(c.name.en!), JSON.stringify(c.attributes ?? {}),
      );
    }
    db.prepare("INSERT INTO arda_sets (id, name, profile_id, players, created_at, updated_at) VALUES (1, 'Dark', 'dark-arda', 4, 'x', 'x')").run();
    const put = db.prepare('INSERT INTO arda_set_cards (set_id, deck, card_id, copies, proxies) VALUES (1, ?, ?, ?, ?)');
    put.run('site', 'LE-390', 3, 0);
    put.run('site', 'LE-367', 1, 1);
    put.run('avatar', 'LE-170', 4, 0);
    put.run('mp', 'LE-299', 2, 0);
    db.prepare('INSERT INTO sleeve_pairs (set_id, mp_card_id, copy_index, site_card_id, manual) VALUES (1, ?, ?, ?, 1)').run('LE-299', 1, 'LE-356');
  })();
}

const rows = (db: Database) => db.prepare('SELECT set_id, deck, card_id, copies, proxies FROM arda_set_cards ORDER BY deck, card_id').all();

describe('migration v5: the Haven deck', () => {
  it('keeps every set row and sleeve, accepts the haven deck, refuses unknown decks, keeps the triggers', () => {
    expect(cards).toHaveLength(USED.length);
    const path = join(temp.make('v4'), 'arda.sqlite');
    const v4 = openDatabase(path, { targetVersion: 4 });
    fill(v4.db);
    const before = rows(v4.db);
    expect(() => v4.db.prepare("INSERT INTO arda_set_cards (set_id, deck, card_id) VALUES (1, 'haven', 'LE-390')").run()).toThrow(/CHECK/);
    v4.db.close();

    const upgraded = openDatabase(path);
    try {
      const db = upgraded.db;
      expect(upgraded.migratedFrom).toBe(4);
      expect(schemaVersion(db)).toBe(LATEST_SCHEMA_VERSION);
      expect(rows(db)).toEqual(before);
      db.prepare("INSERT INTO arda_set_cards (set_id, deck, card_id, copies) VALUES (1, 'haven', 'LE-390', 9)").run();
      expect(() => db.prepare("INSERT INTO arda_set_cards (set_id, deck, card_id) VALUES (1, 'vault', 'LE-390')").run()).toThrow(/CHECK/);
      expect(() => db.prepare("INSERT INTO arda_set_cards (set_id, deck, card_id) VALUES (1, 'haven', 'NO-SUCH')").run()).toThrow(/FOREIGN KEY/);
      // The sleeve triggers came back: shrinking the MP deck drops the pairing of the copy taken out.
      expect(db.prepare('SELECT COUNT(*) FROM sleeve_pairs').pluck().get()).toBe(1);
      db.prepare("UPDATE arda_set_cards SET copies = 1 WHERE deck = 'mp' AND card_id = 'LE-299'").run();
      expect(db.prepare('SELECT COUNT(*) FROM sleeve_pairs').pluck().get()).toBe(0);
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('foreign_key_check')).toEqual([]);
      expect(db.prepare("SELECT COUNT(*) FROM sqlite_master WHERE name = 'arda_set_cards_card'").pluck().get()).toBe(1);
    } finally {
      upgraded.db.close();
    }
  });
});
