/**
 * What each Arda set held at each export (migration 10): the decks as JSON, so a set can be
 * compared with its last export after later edits.
 */
import type { Database } from 'better-sqlite3';
import { DECK_IDS, type DeckEntry, type DeckId } from '../../src-shared/arda/model';

export interface SetExportRow {
  id: number;
  exportedAt: string;
  format: string;
}

export interface SetExportSnapshot extends SetExportRow {
  decks: Record<DeckId, DeckEntry[]>;
}

/** Exports kept per set: enough history to look back, without growing forever. */
const KEPT_PER_SET = 50;

export class ArdaSetExportRepository {
  constructor(private readonly db: Database) {}

  record(setId: number, format: string, decks: Record<DeckId, readonly DeckEntry[]>, at = new Date()): void {
    const kept = Object.fromEntries(DECK_IDS.map((d) => [d, decks[d].map((e) => ({ cardId: e.cardId, copies: e.copies, proxies: e.proxies }))]));
    this.db.transaction(() => {
      this.db.prepare('INSERT INTO arda_set_exports (set_id, exported_at, format, decks) VALUES (?, ?, ?, ?)').run(setId, at.toISOString(), format, JSON.stringify(kept));
      this.db
        .prepare('DELETE FROM arda_set_exports WHERE set_id = ? AND id NOT IN (SELECT id FROM arda_set_exports WHERE set_id = ? ORDER BY id DESC LIMIT ?)')
        .run(setId, setId, KEPT_PER_SET);
    })();
  }

  list(setId: number): SetExportRow[] {
    return this.db
      .prepare('SELECT id, exported_at AS exportedAt, format FROM arda_set_exports WHERE set_id = ? ORDER BY id DESC')
      .all(setId) as SetExportRow[];
  }

  last(setId: number): SetExportSnapshot | null {
    const row = this.db
      .prepare('SELECT id, exported_at AS exportedAt, format, decks FROM arda_set_exports WHERE set_id = ? ORDER BY id DESC LIMIT 1')
      .get(setId) as (SetExportRow & { decks: string }) | undefined;
    if (!row) return null;
    const parsed = JSON.parse(row.decks) as Partial<Record<DeckId, DeckEntry[]>>;
    // A deck added to the model after the export (the Haven deck) reads as empty.
    const decks = Object.fromEntries(DECK_IDS.map((d) => [d, parsed[d] ?? []])) as Record<DeckId, DeckEntry[]>;
    return { id: row.id, exportedAt: row.exportedAt, format: row.format, decks };
  }
}
