/**
 * Owned copies, notes and storage places, with an undo history kept in the database so
 * undo survives a reload and works the same from the UI and the CLI. Every change is a
 * batch recording each card's state before and after; undo restores "before".
 */
import type { Database } from 'better-sqlite3';
import { ApiError } from '../../src-shared/api/errors';
import { LIMITS } from '../../src-shared/api/limits';
import type { CollectionChange, CollectionEntry, CollectionStats, HistoryState } from '../../src-shared/api/schemas';
import { localized, type Language, type Localized } from '../../src-shared/cards/model';
import type { CsvRow } from '../../src-shared/collection/csv';
import type { Lot } from '../../src-shared/api/schemasLots';
import { CollectionLots, lotCopies, trimLots } from './collectionLots';
import { writeTransaction } from './writeLock';

interface EntryState {
  count: number;
  note: string;
  storage: string;
  /** The card's lots (per-copy details); absent in history recorded before lots existed. */
  lots?: Lot[];
}

/** A change may also replace the card's lots (validated against the resulting count). */
export type CollectionLotChange = CollectionChange & { lots?: Lot[] };

interface RecordedChange {
  cardId: string;
  before: EntryState;
  after: EntryState;
}

/** Undo reaches back this many batches. */
const HISTORY_LIMIT = 500;

/** Export rows are exactly the CSV format's rows. */
export type CollectionExportRow = CsvRow;

export class CollectionRepository {
  private readonly lots: CollectionLots;

  constructor(private readonly db: Database) {
    this.lots = new CollectionLots(db);
  }

  entry(cardId: string): CollectionEntry {
    const row = this.db.prepare('SELECT count, note, storage FROM collection WHERE card_id = ?').get(cardId) as EntryState | undefined;
    return { cardId, ...(row ?? { count: 0, note: '', storage: '' }) };
  }

  private write(cardId: string, state: EntryState): void {
    // History from before lots existed leaves them as they are, trimmed to the count.
    this.lots.replace(cardId, state.lots ?? trimLots(this.lots.list(cardId), state.count));
    if (state.count === 0 && state.note === '' && state.storage === '') {
      this.db.prepare('DELETE FROM collection WHERE card_id = ?').run(cardId);
      return;
    }
    this.db
      .prepare(
        `INSERT INTO collection (card_id, count, note, storage, updated_at) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(card_id) DO UPDATE SET count = excluded.count, note = excluded.note,
           storage = excluded.storage, updated_at = excluded.updated_at`,
      )
      .run(cardId, state.count, state.note, state.storage, new Date().toISOString());
  }

  /** Applies changes as one undoable batch; unknown card ids fail the whole batch. */
  change(label: string, changes: CollectionLotChange[]): CollectionEntry[] {
    const cardExists = this.db.prepare('SELECT 1 FROM cards WHERE id = ?').pluck();
    return writeTransaction(this.db, () => {
      const current = new Map<string, EntryState>();
      const firstBefore = new Map<string, EntryState>();
      for (const change of changes) {
        if (!cardExists.get(change.cardId)) {
          throw new ApiError('NOT_FOUND', `No card with id "${change.cardId}" in the catalogue; check the id or re-import the card database.`);
        }
        const before = current.get(change.cardId) ?? this.stateOf(change.cardId);
        if (!firstBefore.has(change.cardId)) firstBefore.set(change.cardId, before);
        let count = change.count ?? before.count;
        if (change.delta !== undefined) count = Math.max(0, count + change.delta);
        // Lowering a count stored past the cap (older versions) stays possible; raising past it is not.
        if (count > LIMITS.collectionCopiesPerCard && count > before.count) {
          throw new ApiError('INVALID_REQUEST', `${change.cardId}: ${count} copies is more than ${LIMITS.collectionCopiesPerCard}, the most copies of one card the collection holds; nothing was changed.`);
        }
        current.set(change.cardId, {
          count,
          note: change.note ?? before.note,
          storage: change.storage ?? before.storage,
          lots: this.lotsAfter(change, count, before.lots ?? []),
        });
      }
      const recorded: RecordedChange[] = [];
      for (const [cardId, after] of current) {
        const before = firstBefore.get(cardId)!;
        if (sameState(before, after)) continue;
        this.write(cardId, after);
        recorded.push({ cardId, before, after });
      }
      if (recorded.length > 0) this.record(label, recorded);
      return [...current.keys()].map((cardId) => this.entry(cardId));
    });
  }

  private stateOf(cardId: string): EntryState {
    const { count, note, storage } = this.entry(cardId);
    return { count, note, storage, lots: this.lots.list(cardId) };
  }

  /** New lots must fit the count; a lower count without new lots trims them (see trimLots). */
  private lotsAfter(change: CollectionLotChange, count: number, before: Lot[]): Lot[] {
    if (change.lots === undefined) return trimLots(before, count);
    const described = lotCopies(change.lots);
    if (described > count) {
      const name = this.db.prepare('SELECT name_en FROM cards WHERE id = ?').pluck().get(change.cardId) as string;
      throw new ApiError(
        'INVALID_REQUEST',
        `${name} (${change.cardId}): the details describe ${described} copies but you own ${count}; own more copies or describe fewer. Nothing was changed.`,
      );
    }
    return change.lots;
  }

  private record(label: string, changes: RecordedChange[]): void {
    // A new change ends the redo branch.
    this.db.prepare('DELETE FROM collection_history WHERE undone = 1').run();
    this.db
      .prepare('INSERT INTO collection_history (label, changes, created_at) VALUES (?, ?, ?)')
      .run(label, JSON.stringify(changes), new Date().toISOString());
    this.db
      .prepare('DELETE FROM collection_history WHERE id <= (SELECT MAX(id) FROM collection_history) - ?')
      .run(HISTORY_LIMIT);
  }

  undo(): CollectionEntry[] {
    return writeTransaction(this.db, () => {
      const row = this.db
        .prepare('SELECT id, changes FROM collection_history WHERE undone = 0 ORDER BY id DESC LIMIT 1')
        .get() as { id: number; changes: string } | undefined;
      if (!row) return [];
      const changes = JSON.parse(row.changes) as RecordedChange[];
      for (const change of [...changes].reverse()) this.writeIfCardExists(change.cardId, change.before);
      this.db.prepare('UPDATE collection_history SET undone = 1 WHERE id = ?').run(row.id);
      return changes.map((c) => this.entry(c.cardId));
    });
  }

  redo(): CollectionEntry[] {
    return writeTransaction(this.db, () => {
      const row = this.db
        .prepare('SELECT id, changes FROM collection_history WHERE undone = 1 ORDER BY id ASC LIMIT 1')
        .get() as { id: number; changes: string } | undefined;
      if (!row) return [];
      const changes = JSON.parse(row.changes) as RecordedChange[];
      for (const change of changes) this.writeIfCardExists(change.cardId, change.after);
      this.db.prepare('UPDATE collection_history SET undone = 0 WHERE id = ?').run(row.id);
      return changes.map((c) => this.entry(c.cardId));
    });
  }

  private writeIfCardExists(cardId: string, state: EntryState): void {
    if (this.db.prepare('SELECT 1 FROM cards WHERE id = ?').get(cardId)) this.write(cardId, state);
  }

  history(): HistoryState {
    const undo = this.db.prepare('SELECT label FROM collection_history WHERE undone = 0 ORDER BY id DESC LIMIT 1').pluck().get() as string | undefined;
    const redo = this.db.prepare('SELECT label FROM collection_history WHERE undone = 1 ORDER BY id ASC LIMIT 1').pluck().get() as string | undefined;
    return { canUndo: undo !== undefined, canRedo: redo !== undefined, undoLabel: undo ?? null, redoLabel: redo ?? null };
  }

  stats(lang: Language): CollectionStats {
    const rows = this.db
      .prepare(
        `SELECT s.id AS setId, s.names AS names, COUNT(c.id) AS total,
                SUM(CASE WHEN col.count > 0 THEN 1 ELSE 0 END) AS distinctOwned,
                COALESCE(SUM(col.count), 0) AS copies
         FROM card_sets s JOIN cards c ON c.set_id = s.id LEFT JOIN collection col ON col.card_id = c.id
         GROUP BY s.id ORDER BY s.ord`,
      )
      .all() as { setId: string; names: string; total: number; distinctOwned: number; copies: number }[];
    const sets = rows.map((r) => ({
      setId: r.setId,
      name: localized(JSON.parse(r.names) as Localized, lang),
      distinctOwned: r.distinctOwned,
      total: r.total,
      copies: r.copies,
    }));
    return {
      sets,
      distinctOwned: sets.reduce((n, s) => n + s.distinctOwned, 0),
      total: sets.reduce((n, s) => n + s.total, 0),
      copies: sets.reduce((n, s) => n + s.copies, 0),
    };
  }

  /** Every card with copies, a note or a storage place, in catalogue order, with its lots. */
  exportRows(): CollectionExportRow[] {
    const lots = this.lots.all();
    const rows = this.db
      .prepare(
        `SELECT col.card_id AS cardId, c.set_id AS "set", c.name_en AS name, col.count, col.note, col.storage
         FROM collection col JOIN cards c ON c.id = col.card_id JOIN card_sets s ON s.id = c.set_id
         ORDER BY s.ord, CAST(substr(c.id, instr(c.id, '-') + 1) AS INTEGER), c.id`,
      )
      .all() as CollectionExportRow[];
    return rows.map((row) => ({ ...row, lots: lots.get(row.cardId) ?? [] }));
  }
}

function sameState(a: EntryState, b: EntryState): boolean {
  return a.count === b.count && a.note === b.note && a.storage === b.storage && lotsKey(a.lots) === lotsKey(b.lots);
}

function lotsKey(lots: readonly Lot[] | undefined): string {
  return JSON.stringify((lots ?? []).map((l) => [l.count, l.place, l.condition, l.language, l.printing, l.note]));
}
