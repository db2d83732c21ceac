/**
 * Versioned schema migrations. The database's user_version is the number of migrations
 * applied; each entry moves it up by one. Never edit a released migration: add one.
 */
import type { Database } from 'better-sqlite3';

export interface Migration {
  version: number;
  description: string;
  up(db: Database): void;
}

/** The sleeve triggers of schema v4, created again by v5 when it rebuilds their table. */
const SLEEVE_TRIGGERS = `
        CREATE TRIGGER sleeve_pairs_mp_shrunk AFTER UPDATE OF copies, proxies ON arda_set_cards
          WHEN NEW.deck = 'mp' AND NEW.copies + NEW.proxies < OLD.copies + OLD.proxies
        BEGIN
          DELETE FROM sleeve_pairs
            WHERE set_id = NEW.set_id AND mp_card_id = NEW.card_id AND copy_index >= NEW.copies + NEW.proxies;
        END;
        CREATE TRIGGER sleeve_pairs_mp_removed AFTER DELETE ON arda_set_cards
          WHEN OLD.deck = 'mp'
        BEGIN
          DELETE FROM sleeve_pairs WHERE set_id = OLD.set_id AND mp_card_id = OLD.card_id;
        END;`;

export const migrations: Migration[] = [
  {
    version: 1,
    description: 'catalogue, collection and settings',
    up(db) {
      db.exec(`
        CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT NOT NULL);
        CREATE TABLE card_sets (
          id TEXT PRIMARY KEY,
          names TEXT NOT NULL,
          image_base_url TEXT NOT NULL,
          ord INTEGER NOT NULL,
          context TEXT
        );
        CREATE TABLE cards (
          id TEXT PRIMARY KEY,
          set_id TEXT NOT NULL REFERENCES card_sets(id),
          type TEXT NOT NULL,
          alignment TEXT NOT NULL,
          subtype TEXT,
          is_unique INTEGER NOT NULL DEFAULT 0,
          mp INTEGER,
          mp_raw TEXT,
          mp_type TEXT,
          mind INTEGER,
          direct_influence TEXT,
          prowess TEXT,
          body TEXT,
          race TEXT,
          skills TEXT,
          home_site TEXT,
          corruption TEXT,
          strikes TEXT,
          keying TEXT,
          site_type TEXT,
          region TEXT,
          haven TEXT,
          site_path TEXT,
          site_playable TEXT,
          auto_attack TEXT,
          draw INTEGER,
          draw_opponent INTEGER,
          region_type TEXT,
          keywords TEXT NOT NULL DEFAULT '[]',
          is_avatar INTEGER NOT NULL DEFAULT 0,
          is_agent INTEGER NOT NULL DEFAULT 0,
          image TEXT,
          rarity TEXT,
          artist TEXT,
          name_en TEXT NOT NULL,
          name_folded TEXT NOT NULL,
          attributes TEXT NOT NULL DEFAULT '{}'
        );
        CREATE INDEX cards_set ON cards(set_id);
        CREATE INDEX cards_type ON cards(type);
        CREATE INDEX cards_name_folded ON cards(name_folded);
        CREATE TABLE card_texts (
          card_id TEXT NOT NULL REFERENCES cards(id) ON DELETE CASCADE,
          lang TEXT NOT NULL,
          name TEXT,
          text TEXT,
          PRIMARY KEY (card_id, lang)
        );
        CREATE TABLE region_adjacency (
          region_id TEXT NOT NULL REFERENCES cards(id) ON DELETE CASCADE,
          adjacent_name TEXT NOT NULL,
          PRIMARY KEY (region_id, adjacent_name)
        );
        CREATE TABLE collection (
          card_id TEXT PRIMARY KEY REFERENCES cards(id) ON DELETE RESTRICT,
          count INTEGER NOT NULL DEFAULT 0 CHECK (count >= 0),
          updated_at TEXT NOT NULL
        );
      `);
    },
  },
  {
    version: 2,
    description: 'collection notes and storage places, undo history, full-text index',
    up(db) {
      db.exec(`
        ALTER TABLE collection ADD COLUMN note TEXT NOT NULL DEFAULT '';
        ALTER TABLE collection ADD COLUMN storage TEXT NOT NULL DEFAULT '';
        CREATE TABLE collection_history (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          label TEXT NOT NULL,
          changes TEXT NOT NULL,
          undone INTEGER NOT NULL DEFAULT 0,
          created_at TEXT NOT NULL
        );
        CREATE VIRTUAL TABLE cards_fts USING fts5(
          card_id UNINDEXED, names, body,
          tokenize = "unicode61 remove_diacritics 2"
        );
        INSERT INTO cards_fts (card_id, names, body)
          SELECT c.id,
                 (SELECT group_concat(t.name, ' | ') FROM card_texts t WHERE t.card_id = c.id),
                 (SELECT group_concat(t.text, ' ') FROM card_texts t WHERE t.card_id = c.id)
          FROM cards c;
      `);
    },
  },
  {
    version: 3,
    description: 'Arda sets: seven decks of copies and proxies, per-set undo history',
    up(db) {
      db.exec(`
        CREATE TABLE arda_sets (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          name TEXT NOT NULL UNIQUE COLLATE NOCASE,
          profile_id TEXT NOT NULL,
          players INTEGER NOT NULL CHECK (players >= 1),
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        );
        CREATE TABLE arda_set_cards (
          set_id INTEGER NOT NULL REFERENCES arda_sets(id) ON DELETE CASCADE,
          deck TEXT NOT NULL CHECK (deck IN ('play', 'mp', 'character', 'minor', 'ring', 'site', 'avatar')),
          card_id TEXT NOT NULL REFERENCES cards(id) ON DELETE RESTRICT,
          copies INTEGER NOT NULL DEFAULT 0 CHECK (copies >= 0),
          proxies INTEGER NOT NULL DEFAULT 0 CHECK (proxies >= 0),
          PRIMARY KEY (set_id, deck, card_id)
        ) WITHOUT ROWID;
        CREATE INDEX arda_set_cards_card ON arda_set_cards(card_id);
        CREATE TABLE arda_set_history (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          set_id INTEGER NOT NULL REFERENCES arda_sets(id) ON DELETE CASCADE,
          label TEXT NOT NULL,
          changes TEXT NOT NULL,
          undone INTEGER NOT NULL DEFAULT 0,
          created_at TEXT NOT NULL
        );
        CREATE INDEX arda_set_history_set ON arda_set_history(set_id, id);
      `);
    },
  },
  {
    version: 4,
    description: 'Arda sleeves: each MP copy of a set sleeved with an owned location card',
    up(db) {
      // One row per sleeved MP copy: copy_index counts the card's copies and proxies in the
      // set's MP deck (0-based). The triggers drop the pairs of copies an edit takes out of
      // the MP deck, in the same statement (so in the same transaction) as the edit;
      // ArdaSetRepository records those pairs first, so undoing the edit restores them.
      db.exec(`
        CREATE TABLE sleeve_pairs (
          set_id INTEGER NOT NULL REFERENCES arda_sets(id) ON DELETE CASCADE,
          mp_card_id TEXT NOT NULL REFERENCES cards(id) ON DELETE RESTRICT,
          copy_index INTEGER NOT NULL CHECK (copy_index >= 0),
          site_card_id TEXT NOT NULL REFERENCES cards(id) ON DELETE RESTRICT,
          manual INTEGER NOT NULL DEFAULT 0 CHECK (manual IN (0, 1)),
          PRIMARY KEY (set_id, mp_card_id, copy_index)
        ) WITHOUT ROWID;
        CREATE INDEX sleeve_pairs_site ON sleeve_pairs(site_card_id);
        ${SLEEVE_TRIGGERS}
      `);
    },
  },
  {
    version: 5,
    description: "Arda sets: Dark Arda's eighth deck, the Haven deck",
    up(db) {
      // SQLite cannot alter a CHECK constraint: rebuild the table with the same rows. The
      // sleeve triggers go first (so moving rows fires none) and come back unchanged.
      db.exec(`
        DROP TRIGGER sleeve_pairs_mp_shrunk;
        DROP TRIGGER sleeve_pairs_mp_removed;
        CREATE TABLE arda_set_cards_v5 (
          set_id INTEGER NOT NULL REFERENCES arda_sets(id) ON DELETE CASCADE,
          deck TEXT NOT NULL CHECK (deck IN ('play', 'mp', 'character', 'minor', 'ring', 'site', 'haven', 'avatar')),
          card_id TEXT NOT NULL REFERENCES cards(id) ON DELETE RESTRICT,
          copies INTEGER NOT NULL DEFAULT 0 CHECK (copies >= 0),
          proxies INTEGER NOT NULL DEFAULT 0 CHECK (proxies >= 0),
          PRIMARY KEY (set_id, deck, card_id)
        ) WITHOUT ROWID;
        INSERT INTO arda_set_cards_v5 (set_id, deck, card_id, copies, proxies)
          SELECT set_id, deck, card_id, copies, proxies FROM arda_set_cards;
        DROP TABLE arda_set_cards;
        ALTER TABLE arda_set_cards_v5 RENAME TO arda_set_cards;
        CREATE INDEX arda_set_cards_card ON arda_set_cards(card_id);
        ${SLEEVE_TRIGGERS}
      `);
    },
  },
  {
    version: 6,
    description: 'names and texts per card (JSON columns), one contentless full-text index',
    up(db) {
      // Import speed: ten thousand per-language rows and a full copy of every text inside the
      // search index made the file (and each import's write) twice as large as the data.
      // Each card now carries its names and plain rules texts as JSON objects by language;
      // the search index keeps only its index and the card id (content=''), and per column,
      // not per position (detail=column: search asks for word prefixes, never phrases; the
      // names column still outweighs the text). card_texts stays as a view over the JSON
      // columns for readers (and hand edits, by its trigger) written against the old table.
      db.exec(`
        ALTER TABLE cards ADD COLUMN names TEXT NOT NULL DEFAULT '{}';
        ALTER TABLE cards ADD COLUMN texts TEXT NOT NULL DEFAULT '{}';
        UPDATE cards SET
          names = COALESCE((SELECT json_group_object(t.lang, t.name) FROM card_texts t
                            WHERE t.card_id = cards.id AND t.name IS NOT NULL AND t.name <> ''), '{}'),
          texts = COALESCE((SELECT json_group_object(t.lang, t.text) FROM card_texts t
                            WHERE t.card_id = cards.id AND t.text IS NOT NULL AND t.text <> ''), '{}');
        DROP TABLE card_texts;
        CREATE VIEW card_texts (card_id, lang, name, text) AS
          SELECT c.id, l.key, c.names ->> l.key, c.texts ->> l.key
          FROM cards c, json_each(json_patch(c.names, c.texts)) l;
        CREATE TRIGGER card_texts_update INSTEAD OF UPDATE ON card_texts
        BEGIN
          UPDATE cards SET
            names = CASE WHEN COALESCE(NEW.name, '') = '' THEN json_remove(names, '$.' || NEW.lang)
                         ELSE json_set(names, '$.' || NEW.lang, NEW.name) END,
            texts = CASE WHEN COALESCE(NEW.text, '') = '' THEN json_remove(texts, '$.' || NEW.lang)
                         ELSE json_set(texts, '$.' || NEW.lang, NEW.text) END
          WHERE id = NEW.card_id;
        END;
        DROP TABLE cards_fts;
        CREATE VIRTUAL TABLE cards_fts USING fts5(
          card_id UNINDEXED, names, body,
          content = '', contentless_unindexed = 1, detail = column,
          tokenize = "unicode61 remove_diacritics 2"
        );
        INSERT INTO cards_fts (card_id, names, body)
          SELECT id, (SELECT group_concat(value, ' | ') FROM json_each(names)),
                 (SELECT group_concat(value, ' ') FROM json_each(texts))
          FROM cards;
      `);
    },
  },
  {
    version: 7,
    description: 'saved games: the self-contained setup, summary columns and the action log',
    up(db) {
      // A game keeps its own copy of everything it needs (sets as they were, card facts,
      // seed): editing or deleting a set later never changes a saved game's replay.
      db.exec(`
        CREATE TABLE games (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          name TEXT NOT NULL,
          setup TEXT NOT NULL,
          status TEXT NOT NULL DEFAULT 'active',
          turn INTEGER NOT NULL DEFAULT 0,
          round INTEGER NOT NULL DEFAULT 0,
          actor INTEGER NOT NULL DEFAULT -1,
          actions INTEGER NOT NULL DEFAULT 0,
          scores TEXT NOT NULL DEFAULT '[]',
          winners TEXT NOT NULL DEFAULT '[]',
          reason TEXT,
          sets TEXT NOT NULL DEFAULT '[]',
          seats TEXT NOT NULL DEFAULT '[]',
          seed TEXT NOT NULL,
          council_mp INTEGER NOT NULL,
          created_at TEXT NOT NULL,
          updated_at TEXT NOT NULL
        );
        CREATE INDEX games_updated ON games(updated_at);
        CREATE TABLE game_actions (
          game_id INTEGER NOT NULL REFERENCES games(id) ON DELETE CASCADE,
          idx INTEGER NOT NULL,
          seat INTEGER NOT NULL,
          action TEXT NOT NULL,
          events TEXT NOT NULL,
          turn INTEGER NOT NULL,
          round INTEGER NOT NULL,
          active INTEGER NOT NULL,
          phase TEXT NOT NULL,
          at TEXT NOT NULL,
          PRIMARY KEY (game_id, idx)
        ) WITHOUT ROWID;
      `);
    },
  },
  {
    version: 8,
    description: 'search index: names in every language, rules text in English and the card language',
    up(db) {
      // Indexing the rules texts of all eight languages was the largest cost of a card import.
      db.exec(`
        INSERT INTO cards_fts (cards_fts) VALUES ('delete-all');
        INSERT INTO cards_fts (card_id, names, body)
          SELECT id, (SELECT group_concat(value, ' | ') FROM json_each(names)),
                 CASE WHEN l.lang = 'en' THEN texts ->> 'en' ELSE concat_ws(' ', texts ->> 'en', texts ->> l.lang) END
          FROM cards, (SELECT COALESCE((SELECT CASE WHEN json_valid(value) THEN value ->> '$' END
                                        FROM settings WHERE key = 'language'), 'en') AS lang) l;
      `);
    },
  },
  {
    version: 9,
    description: 'per-copy details of the collection: place, condition, language, printing, note',
    up(db) {
      // A lot is some copies of one card that share their details. Lots describe at most the card's count
      // (collection.count stays the number owned); copies not in any lot simply have no details yet.
      db.exec(`
        CREATE TABLE collection_lots (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          card_id TEXT NOT NULL REFERENCES cards(id) ON DELETE RESTRICT,
          count INTEGER NOT NULL CHECK (count > 0),
          place TEXT NOT NULL DEFAULT '',
          condition TEXT NOT NULL DEFAULT '',
          language TEXT NOT NULL DEFAULT '',
          printing TEXT NOT NULL DEFAULT '',
          note TEXT NOT NULL DEFAULT ''
        );
        CREATE INDEX collection_lots_card ON collection_lots (card_id);
        CREATE INDEX collection_lots_place ON collection_lots (place);
      `);
    },
  },
  {
    version: 10,
    description: 'what each Arda set held when it was last exported, to compare a set with its last export',
    up(db) {
      // The decks as JSON (an ArdaSet's decks), one row per export: the newest is the set's "last export".
      db.exec(`
        CREATE TABLE arda_set_exports (
          id INTEGER PRIMARY KEY AUTOINCREMENT,
          set_id INTEGER NOT NULL REFERENCES arda_sets(id) ON DELETE CASCADE,
          exported_at TEXT NOT NULL,
          format TEXT NOT NULL,
          decks TEXT NOT NULL CHECK (json_valid(decks))
        );
        CREATE INDEX arda_set_exports_set ON arda_set_exports (set_id, id);
      `);
    },
  },
  {
    version: 11,
    description: "the game record's words, fixed when each action was applied",
    up(db) {
      // Messages (src-shared/play/record.ts EntryWords) as JSON. NULL for actions stored before: the games service
      // fills them by replaying the game when it can (a game of another rules version keeps the older log words).
      db.exec(`ALTER TABLE game_actions ADD COLUMN words TEXT CHECK (words IS NULL OR json_valid(words));`);
    },
  },
];

export const LATEST_SCHEMA_VERSION = migrations.length;
