/** Key/value settings stored as JSON, read through the Settings schema with defaults. */
import type { Database } from 'better-sqlite3';
import { settingsSchema, type Settings } from '../../src-shared/api/schemas';
import { rebuildSearchIndex } from './searchIndex';
import { writeTransaction } from './writeLock';

export const DEFAULT_SETTINGS: Settings = {
  language: 'en',
  cardDatabaseUrl: 'https://raw.githubusercontent.com/council-of-rivendell/meccg-cards-database/master/cards.json',
  downloadImages: true,
  botDelayMs: 500,
  cardPreview: true,
};

export class SettingsRepository {
  constructor(private readonly db: Database) {}

  get(): Settings {
    const stored: Record<string, unknown> = {};
    for (const row of this.db.prepare('SELECT key, value FROM settings').all() as { key: string; value: string }[]) {
      try {
        stored[row.key] = JSON.parse(row.value);
      } catch {
        // A damaged value falls back to its default rather than blocking start-up.
      }
    }
    const merged = { ...DEFAULT_SETTINGS };
    for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof Settings)[]) {
      const candidate = settingsSchema.shape[key].safeParse(stored[key]);
      if (candidate.success) (merged as Record<string, unknown>)[key] = candidate.data;
    }
    return merged;
  }

  update(patch: Partial<Settings>): Settings {
    const upsert = this.db.prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value');
    writeTransaction(this.db, () => {
      const before = this.get().language;
      for (const [key, value] of Object.entries(patch)) if (value !== undefined) upsert.run(key, JSON.stringify(value));
      // Search covers rules text in English and the card language: a new language re-indexes.
      if (patch.language !== undefined && patch.language !== before) rebuildSearchIndex(this.db, patch.language);
    });
    return this.get();
  }

  /** Values the app keeps for itself (card source, import time), outside the user's settings. */
  getMeta(key: string): string | null {
    const row = this.db.prepare('SELECT value FROM settings WHERE key = ?').get(`meta.${key}`) as { value: string } | undefined;
    return row ? (JSON.parse(row.value) as string) : null;
  }

  setMeta(key: string, value: string): void {
    this.db
      .prepare('INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value')
      .run(`meta.${key}`, JSON.stringify(value));
  }
}
