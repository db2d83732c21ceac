/**
 * The full-text search index: every card's names in all languages, and its rules text in
 * English plus the language the user reads cards in. Search finds what the user can see;
 * indexing the rules texts of all eight languages tripled the indexed text and was the
 * largest single cost of a card import (issue 8: import ≤ 5× JSON.parse).
 */
import type { Database } from 'better-sqlite3';
import { LANGUAGES, type Language } from '../../src-shared/cards/model';

/** The card language from the settings table ('en' when unset or unreadable). */
export function indexLanguage(db: Database): Language {
  const row = db.prepare("SELECT value FROM settings WHERE key = 'language'").pluck().get() as string | undefined;
  if (row === undefined) return 'en';
  try {
    const value = JSON.parse(row) as unknown;
    return (LANGUAGES as readonly unknown[]).includes(value) ? (value as Language) : 'en';
  } catch {
    return 'en';
  }
}

/** Empties the contentless index and refills it from the stored names and texts, inside SQLite. */
export function rebuildSearchIndex(db: Database, lang: Language = indexLanguage(db)): void {
  db.prepare("INSERT INTO cards_fts (cards_fts) VALUES ('delete-all')").run();
  db.prepare(
    `INSERT INTO cards_fts (card_id, names, body)
     SELECT id, (SELECT group_concat(value, ' | ') FROM json_each(names)),
            CASE WHEN @lang = 'en' THEN texts ->> 'en'
                 ELSE concat_ws(' ', texts ->> 'en', texts ->> @lang) END
     FROM cards`,
  ).run({ lang });
}
