/**
 * Stored Arda sets: a row per set (name, profile, players) and a row per card per deck with
 * its copies and proxies. Edits are batches recorded with each entry's state before and
 * after, per set, so each set has its own undo/redo that survives a reload (the same
 * design as the collection's history).
 */
import type { Database } from 'better-sqlite3';
import { ApiError } from '../../src-shared/api/errors';
import { LIMITS } from '../../src-shared/api/limits';
import type { HistoryState } from '../../src-shared/api/schemas';
import type { ArdaSetEdit, StoredArdaSet } from '../../src-shared/api/schemasArda';
import { DECK_IDS, DECK_LABELS, type DeckEntry, type DeckId } from '../../src-shared/arda/model';
import { compareCardIds, normalizeDecks } from '../../src-shared/arda-io/setData';
import { isSleeveChange, pairsFrom, writeSleeve, type SleeveChange } from './sleeveRepository';
import { writeTransaction } from './writeLock';

export interface SetRow {
  id: number;
  name: string;
  profileId: string;
  players: number;
  createdAt: string;
  updatedAt: string;
}

interface EntryState {
  copies: number;
  proxies: number;
}

export interface RecordedChange {
  deck: DeckId;
  cardId: string;
  before: EntryState;
  after: EntryState;
}

export interface SetListRow extends SetRow {
  copies: number;
  proxies: number;
}

/** Undo reaches back this many batches per set. */
const HISTORY_LIMIT = 500;

const SET_COLUMNS = 'id, name, profile_id AS profileId, players, created_at AS createdAt, updated_at AS updatedAt';
const key = (deck: DeckId, cardId: string) => `${deck}\u0000${cardId}`;

export class ArdaSetRepository {
  constructor(private readonly db: Database) {}

  list(): SetListRow[] {
    return this.db
      .prepare(
        `SELECT s.id, s.name, s.profile_id AS profileId, s.players, s.created_at AS createdAt, s.updated_at AS updatedAt,
                COALESCE(SUM(${bounded('c.copies')}), 0) AS copies, COALESCE(SUM(${bounded('c.proxies')}), 0) AS proxies
         FROM arda_sets s LEFT JOIN arda_set_cards c ON c.set_id = s.id
         GROUP BY s.id ORDER BY s.name COLLATE NOCASE`,
      )
      .all() as SetListRow[];
  }

  byId(id: number): SetRow | null {
    return (this.db.prepare(`SELECT ${SET_COLUMNS} FROM arda_sets WHERE id = ?`).get(id) as SetRow | undefined) ?? null;
  }

  /** Names match without regard to case ("Mordor" is "mordor"). */
  byName(name: string): SetRow | null {
    return (this.db.prepare(`SELECT ${SET_COLUMNS} FROM arda_sets WHERE name = ? COLLATE NOCASE`).get(name.trim()) as SetRow | undefined) ?? null;
  }

  require(id: number): SetRow {
    const row = this.byId(id);
    if (!row) throw new ApiError('NOT_FOUND', `There is no Arda set with id ${id}.`);
    return row;
  }

  /** A new, empty set; a name already taken (in any case) is refused. */
  create(name: string, profileId: string, players: number): SetRow {
    const clean = name.trim();
    this.refuseTaken(clean);
    const now = new Date().toISOString();
    const info = this.db
      .prepare('INSERT INTO arda_sets (name, profile_id, players, created_at, updated_at) VALUES (?, ?, ?, ?, ?)')
      .run(clean, profileId, players, now, now);
    return this.require(Number(info.lastInsertRowid));
  }

  private refuseTaken(name: string, except?: number): void {
    const taken = this.byName(name);
    if (taken && taken.id !== except) {
      throw new ApiError('CONFLICT', `There is already an Arda set called "${taken.name}"; choose another name or delete that set first.`);
    }
  }

  rename(id: number, name: string): SetRow {
    this.require(id);
    const clean = name.trim();
    this.refuseTaken(clean, id);
    this.db.prepare('UPDATE arda_sets SET name = ?, updated_at = ? WHERE id = ?').run(clean, new Date().toISOString(), id);
    return this.require(id);
  }

  update(id: number, patch: { profileId?: string; players?: number }): SetRow {
    const row = this.require(id);
    this.db
      .prepare('UPDATE arda_sets SET profile_id = ?, players = ?, updated_at = ? WHERE id = ?')
      .run(patch.profileId ?? row.profileId, patch.players ?? row.players, new Date().toISOString(), id);
    return this.require(id);
  }

  delete(id: number): boolean {
    return this.db.prepare('DELETE FROM arda_sets WHERE id = ?').run(id).changes > 0;
  }

  decks(id: number): Record<DeckId, DeckEntry[]> {
    const rows = this.db
      .prepare('SELECT deck, card_id AS cardId, copies, proxies FROM arda_set_cards WHERE set_id = ?')
      .all(id) as (DeckEntry & { deck: DeckId })[];
    const decks = Object.fromEntries(DECK_IDS.map((deck) => [deck, [] as DeckEntry[]])) as Record<DeckId, DeckEntry[]>;
    // A count outside the cap (an older version, or a file edited by hand) is read as the
    // cap, so nothing downstream allocates per copy without bound; badCounts names it.
    for (const { deck, cardId, copies, proxies } of rows) decks[deck]?.push({ cardId, copies: boundedCount(copies), proxies: boundedCount(proxies) });
    for (const deck of DECK_IDS) decks[deck].sort((a, b) => compareCardIds(a.cardId, b.cardId));
    return decks;
  }

  /** Copies and proxies in all the set's decks, each entry read capped. */
  total(id: number): number {
    return this.db.prepare(`SELECT COALESCE(SUM(${bounded('copies')} + ${bounded('proxies')}), 0) FROM arda_set_cards WHERE set_id = ?`).pluck().get(id) as number;
  }

  /** Entries whose stored copies or proxies are not a whole number from 0 to the cap, as stored. */
  badCounts(id: number): { deck: DeckId; cardId: string; copies: unknown; proxies: unknown }[] {
    const rows = this.db
      .prepare('SELECT deck, card_id AS cardId, copies, proxies FROM arda_set_cards WHERE set_id = ?')
      .all(id) as { deck: DeckId; cardId: string; copies: unknown; proxies: unknown }[];
    return rows.filter((r) => boundedCount(r.copies) !== r.copies || boundedCount(r.proxies) !== r.proxies);
  }

  stored(id: number): StoredArdaSet {
    const row = this.require(id);
    return { ...row, decks: this.decks(id) };
  }

  /** Copies (not proxies) of each card in every set but this one. */
  allocatedElsewhere(id: number): Map<string, number> {
    const rows = this.db
      .prepare(`SELECT card_id AS cardId, SUM(${bounded('copies')}) AS n FROM arda_set_cards WHERE set_id <> ? GROUP BY card_id HAVING n > 0`)
      .all(id) as { cardId: string; n: number }[];
    return new Map(rows.map((r) => [r.cardId, r.n]));
  }

  /** Copies each card has in this set, over all its decks. */
  copiesInSet(id: number): Map<string, number> {
    const rows = this.db
      .prepare(`SELECT card_id AS cardId, SUM(${bounded('copies')}) AS n FROM arda_set_cards WHERE set_id = ? GROUP BY card_id`)
      .all(id) as { cardId: string; n: number }[];
    return new Map(rows.map((r) => [r.cardId, r.n]));
  }

  owned(): Map<string, number> {
    // Capped like a set's counts: a bad stored count must not make sleeves or the builder allocate per copy.
    const rows = this.db.prepare('SELECT card_id AS cardId, MIN(count, ?) AS count FROM collection WHERE count > 0').all(LIMITS.collectionCopiesPerCard) as { cardId: string; count: number }[];
    return new Map(rows.map((r) => [r.cardId, r.count]));
  }

  /**
   * Replaces every deck's contents. With a label the change is one undoable step; without
   * one (a set just created by an import or a build) nothing is recorded.
   */
  replaceDecks(id: number, decks: Partial<Record<DeckId, readonly DeckEntry[]>>, label: string | null): void {
    this.require(id);
    const wanted = normalizeDecks(decks);
    refuseOverTotal(DECK_IDS.reduce((n, deck) => n + wanted[deck].reduce((m, e) => m + e.copies + e.proxies, 0), 0));
    // Entries of one card merge; the sum must stay within the cap like any single count.
    for (const deck of DECK_IDS) {
      const over = wanted[deck].find((e) => e.copies > LIMITS.setCopiesPerCard || e.proxies > LIMITS.setCopiesPerCard);
      if (over) {
        throw new ApiError('INVALID_REQUEST', `The ${DECK_LABELS[deck]} deck may hold at most ${LIMITS.setCopiesPerCard} copies and ${LIMITS.setCopiesPerCard} proxies of one card; ${over.cardId} would have ${over.copies} and ${over.proxies}. Nothing was changed.`);
      }
    }
    writeTransaction(this.db, () => {
      const current = this.decks(id);
      const states = new Map<string, { deck: DeckId; cardId: string; before: EntryState; after: EntryState }>();
      for (const deck of DECK_IDS) {
        for (const e of current[deck]) states.set(key(deck, e.cardId), { deck, cardId: e.cardId, before: state(e), after: { copies: 0, proxies: 0 } });
        for (const e of wanted[deck]) {
          const k = key(deck, e.cardId);
          const seen = states.get(k);
          if (seen) seen.after = state(e);
          else states.set(k, { deck, cardId: e.cardId, before: { copies: 0, proxies: 0 }, after: state(e) });
        }
      }
      this.commit(id, label, [...states.values()]);
    });
  }

  /** Applies edits as one undoable batch; a card the catalogue lacks or a count below zero fails them all. */
  edit(id: number, label: string, edits: readonly ArdaSetEdit[], cardName: (cardId: string) => string | null): void {
    this.require(id);
    writeTransaction(this.db, () => {
      const states = new Map<string, { deck: DeckId; cardId: string; before: EntryState; after: EntryState }>();
      const get = (deck: DeckId, cardId: string) => {
        const k = key(deck, cardId);
        let s = states.get(k);
        if (!s) {
          const before = this.entryState(id, deck, cardId);
          states.set(k, (s = { deck, cardId, before, after: { ...before } }));
        }
        return s;
      };
      const adjust = (deck: DeckId, cardId: string, copies: number, proxies: number) => {
        const name = cardName(cardId);
        if (name === null) throw new ApiError('NOT_FOUND', `No card with id "${cardId}" in the catalogue; check the id or re-import the card database.`);
        const s = get(deck, cardId);
        const next = { copies: s.after.copies + copies, proxies: s.after.proxies + proxies };
        if (next.copies < 0 || next.proxies < 0) {
          const what = next.copies < 0 ? `${-copies} ${-copies === 1 ? 'copy' : 'copies'}` : `${-proxies} ${-proxies === 1 ? 'proxy' : 'proxies'}`;
          const has = next.copies < 0 ? `${s.after.copies} ${s.after.copies === 1 ? 'copy' : 'copies'}` : `${s.after.proxies} ${s.after.proxies === 1 ? 'proxy' : 'proxies'}`;
          throw new ApiError('INVALID_REQUEST', `The ${DECK_LABELS[deck]} deck holds ${has} of ${name} (${cardId}), so ${what} cannot be taken out; nothing was changed.`);
        }
        if (next.copies > LIMITS.setCopiesPerCard || next.proxies > LIMITS.setCopiesPerCard) {
          throw new ApiError('INVALID_REQUEST', `The ${DECK_LABELS[deck]} deck may hold at most ${LIMITS.setCopiesPerCard} copies and ${LIMITS.setCopiesPerCard} proxies of one card; ${name} (${cardId}) would have ${next.copies} and ${next.proxies}. Nothing was changed.`);
        }
        s.after = next;
      };
      for (const edit of edits) {
        if ('move' in edit) {
          const { from, to, cardId, copies, proxies } = edit.move;
          if (from === to) continue;
          adjust(from, cardId, -copies, -proxies);
          adjust(to, cardId, copies, proxies);
        } else {
          adjust(edit.deck, edit.cardId, edit.copiesDelta ?? 0, edit.proxiesDelta ?? 0);
        }
      }
      const added = [...states.values()].reduce((n, s) => n + s.after.copies + s.after.proxies - s.before.copies - s.before.proxies, 0);
      if (added > 0) refuseOverTotal(this.total(id) + added);
      this.commit(id, label, [...states.values()]);
    });
  }

  private entryState(id: number, deck: DeckId, cardId: string): EntryState {
    const row = this.db
      .prepare('SELECT copies, proxies FROM arda_set_cards WHERE set_id = ? AND deck = ? AND card_id = ?')
      .get(id, deck, cardId) as EntryState | undefined;
    // Read capped like decks(): an edit of a count stored past the cap starts from the cap.
    return row ? { copies: boundedCount(row.copies), proxies: boundedCount(row.proxies) } : { copies: 0, proxies: 0 };
  }

  private write(id: number, deck: DeckId, cardId: string, s: EntryState): void {
    if (s.copies === 0 && s.proxies === 0) {
      this.db.prepare('DELETE FROM arda_set_cards WHERE set_id = ? AND deck = ? AND card_id = ?').run(id, deck, cardId);
      return;
    }
    this.db
      .prepare(
        `INSERT INTO arda_set_cards (set_id, deck, card_id, copies, proxies) VALUES (?, ?, ?, ?, ?)
         ON CONFLICT(set_id, deck, card_id) DO UPDATE SET copies = excluded.copies, proxies = excluded.proxies`,
      )
      .run(id, deck, cardId, s.copies, s.proxies);
  }

  private commit(id: number, label: string | null, changes: RecordedChange[]): void {
    const recorded = changes.filter((c) => c.before.copies !== c.after.copies || c.before.proxies !== c.after.proxies);
    // Sleeves (v4): the pairs of MP copies taken out go with them (a trigger deletes them);
    // recorded in the same step so that undo puts them back.
    const dropped = recorded.flatMap((c) => {
      const after = c.after.copies + c.after.proxies;
      return c.deck === 'mp' && after < c.before.copies + c.before.proxies ? pairsFrom(this.db, id, c.cardId, after) : [];
    });
    for (const c of recorded) this.write(id, c.deck, c.cardId, c.after);
    if (recorded.length === 0) return;
    if (label === null) this.touch(id);
    else this.record(id, label, [...recorded, ...dropped]);
  }

  /** Records an applied change as one undoable step: the set's redo branch ends, old steps beyond the limit go. */
  record(id: number, label: string, changes: readonly (RecordedChange | SleeveChange)[]): void {
    if (changes.length === 0) return;
    this.touch(id);
    // A new change ends the set's redo branch.
    this.db.prepare('DELETE FROM arda_set_history WHERE set_id = ? AND undone = 1').run(id);
    this.db
      .prepare('INSERT INTO arda_set_history (set_id, label, changes, created_at) VALUES (?, ?, ?, ?)')
      .run(id, label, JSON.stringify(changes), new Date().toISOString());
    this.db
      .prepare(
        `DELETE FROM arda_set_history WHERE set_id = ? AND id NOT IN
           (SELECT id FROM arda_set_history WHERE set_id = ? ORDER BY id DESC LIMIT ?)`,
      )
      .run(id, id, HISTORY_LIMIT);
  }

  private touch(id: number): void {
    this.db.prepare('UPDATE arda_sets SET updated_at = ? WHERE id = ?').run(new Date().toISOString(), id);
  }

  undo(id: number): void {
    this.require(id);
    writeTransaction(this.db, () => {
      const row = this.db
        .prepare('SELECT id, changes FROM arda_set_history WHERE set_id = ? AND undone = 0 ORDER BY id DESC LIMIT 1')
        .get(id) as { id: number; changes: string } | undefined;
      if (!row) return;
      const changes = JSON.parse(row.changes) as (RecordedChange | SleeveChange)[];
      for (const c of [...changes].reverse()) {
        if (isSleeveChange(c)) writeSleeve(this.db, id, c.sleeve.mpCardId, c.sleeve.copyIndex, c.before);
        else this.writeIfCardExists(id, c.deck, c.cardId, c.before);
      }
      this.db.prepare('UPDATE arda_set_history SET undone = 1 WHERE id = ?').run(row.id);
      this.touch(id);
    });
  }

  redo(id: number): void {
    this.require(id);
    writeTransaction(this.db, () => {
      const row = this.db
        .prepare('SELECT id, changes FROM arda_set_history WHERE set_id = ? AND undone = 1 ORDER BY id ASC LIMIT 1')
        .get(id) as { id: number; changes: string } | undefined;
      if (!row) return;
      const changes = JSON.parse(row.changes) as (RecordedChange | SleeveChange)[];
      for (const c of changes) {
        if (isSleeveChange(c)) writeSleeve(this.db, id, c.sleeve.mpCardId, c.sleeve.copyIndex, c.after);
        else this.writeIfCardExists(id, c.deck, c.cardId, c.after);
      }
      this.db.prepare('UPDATE arda_set_history SET undone = 0 WHERE id = ?').run(row.id);
      this.touch(id);
    });
  }

  private writeIfCardExists(id: number, deck: DeckId, cardId: string, s: EntryState): void {
    if (this.db.prepare('SELECT 1 FROM cards WHERE id = ?').get(cardId)) this.write(id, deck, cardId, s);
  }

  history(id: number): HistoryState {
    const undo = this.db
      .prepare('SELECT label FROM arda_set_history WHERE set_id = ? AND undone = 0 ORDER BY id DESC LIMIT 1')
      .pluck()
      .get(id) as string | undefined;
    const redo = this.db
      .prepare('SELECT label FROM arda_set_history WHERE set_id = ? AND undone = 1 ORDER BY id ASC LIMIT 1')
      .pluck()
      .get(id) as string | undefined;
    return { canUndo: undo !== undefined, canRedo: redo !== undefined, undoLabel: undo ?? null, redoLabel: redo ?? null };
  }
}

function state(entry: DeckEntry): EntryState {
  return { copies: entry.copies, proxies: entry.proxies };
}

function refuseOverTotal(total: number): void {
  if (total > LIMITS.setCardsTotal) {
    throw new ApiError('INVALID_REQUEST', `A set may hold at most ${LIMITS.setCardsTotal} cards (copies and proxies) in all; this change would make ${total}. Nothing was changed.`);
  }
}

/** boundedCount in SQL, for sums over stored counts. */
const bounded = (column: string) => `MAX(0, MIN(CAST(${column} AS INTEGER), ${LIMITS.setCopiesPerCard}))`;

/** A stored count as a whole number from 0 to LIMITS.setCopiesPerCard (anything else is clamped). */
export function boundedCount(value: unknown): number {
  const n = typeof value === 'number' || typeof value === 'bigint' ? Number(value) : Number.NaN;
  if (!Number.isFinite(n) || n <= 0) return 0;
  return Math.min(Math.floor(n), LIMITS.setCopiesPerCard);
}
