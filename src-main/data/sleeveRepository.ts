/**
 * Stored sleeves (migration v4): one row per sleeved copy of a set's MP deck, naming the
 * location card that shares its sleeve. Copies are numbered 0..copies+proxies−1 per card.
 *
 * Physical copies: a site card is in one place only. A set's sleeves may use the owned
 * copies of a site that are neither in any Arda set's decks (the Site decks, this set's
 * own included) nor in another set's sleeves.
 *
 * Every change is an undoable step of the set's own history (arda_set_history), recorded
 * beside the deck changes as SleeveChange entries; ArdaSetRepository undoes and redoes
 * them, and records the pairs an MP edit drops (the v4 triggers delete them).
 */
import type { Database } from 'better-sqlite3';
import type { ArdaSetRepository } from './ardaSetRepository';
import { writeTransaction } from './writeLock';

export interface SleeveState {
  siteCardId: string;
  manual: boolean;
}

export interface SleevePair extends SleeveState {
  mpCardId: string;
  copyIndex: number;
}

/** One sleeve's state before and after a step (null: no pair), as arda_set_history keeps it. */
export interface SleeveChange {
  sleeve: { mpCardId: string; copyIndex: number };
  before: SleeveState | null;
  after: SleeveState | null;
}

export function isSleeveChange(change: unknown): change is SleeveChange {
  return typeof change === 'object' && change !== null && 'sleeve' in change;
}

/** Writes one sleeve's state; a pair naming a card the catalogue no longer has is skipped. */
export function writeSleeve(db: Database, setId: number, mpCardId: string, copyIndex: number, state: SleeveState | null): void {
  if (state === null) {
    db.prepare('DELETE FROM sleeve_pairs WHERE set_id = ? AND mp_card_id = ? AND copy_index = ?').run(setId, mpCardId, copyIndex);
    return;
  }
  const known = db.prepare('SELECT COUNT(*) FROM cards WHERE id IN (?, ?)').pluck().get(mpCardId, state.siteCardId) as number;
  if (known < (mpCardId === state.siteCardId ? 1 : 2)) return;
  db.prepare(
    `INSERT INTO sleeve_pairs (set_id, mp_card_id, copy_index, site_card_id, manual) VALUES (?, ?, ?, ?, ?)
     ON CONFLICT(set_id, mp_card_id, copy_index) DO UPDATE SET site_card_id = excluded.site_card_id, manual = excluded.manual`,
  ).run(setId, mpCardId, copyIndex, state.siteCardId, state.manual ? 1 : 0);
}

/** The pairs of an MP card's copies from copy `from` on: what shrinking it to `from` copies drops. */
export function pairsFrom(db: Database, setId: number, mpCardId: string, from: number): SleeveChange[] {
  const rows = db
    .prepare(
      `SELECT copy_index AS copyIndex, site_card_id AS siteCardId, manual FROM sleeve_pairs
       WHERE set_id = ? AND mp_card_id = ? AND copy_index >= ? ORDER BY copy_index`,
    )
    .all(setId, mpCardId, from) as { copyIndex: number; siteCardId: string; manual: number }[];
  return rows.map((r) => ({ sleeve: { mpCardId, copyIndex: r.copyIndex }, before: { siteCardId: r.siteCardId, manual: r.manual === 1 }, after: null }));
}

const countMap = (rows: { cardId: string; n: number }[]) => new Map(rows.map((r) => [r.cardId, r.n]));

export class SleeveRepository {
  constructor(
    private readonly db: Database,
    private readonly sets: ArdaSetRepository,
  ) {}

  /** The set's pairs, by MP card id then copy. */
  pairs(setId: number): SleevePair[] {
    const rows = this.db
      .prepare(
        `SELECT mp_card_id AS mpCardId, copy_index AS copyIndex, site_card_id AS siteCardId, manual FROM sleeve_pairs
         WHERE set_id = ? ORDER BY mp_card_id, copy_index`,
      )
      .all(setId) as { mpCardId: string; copyIndex: number; siteCardId: string; manual: number }[];
    return rows.map((r) => ({ ...r, manual: r.manual === 1 }));
  }

  /** Sleeves using each site, in every set but this one. */
  sleevedElsewhere(setId: number): Map<string, number> {
    return countMap(
      this.db
        .prepare('SELECT site_card_id AS cardId, COUNT(*) AS n FROM sleeve_pairs WHERE set_id <> ? GROUP BY site_card_id')
        .all(setId) as { cardId: string; n: number }[],
    );
  }

  /** Copies (not proxies) of each card in the decks of every Arda set: where site cards sit when not in a sleeve. */
  inDecks(): Map<string, number> {
    return countMap(
      this.db
        .prepare('SELECT card_id AS cardId, SUM(copies) AS n FROM arda_set_cards GROUP BY card_id HAVING n > 0')
        .all() as { cardId: string; n: number }[],
    );
  }

  /**
   * Per set, copies of each card in its decks and sleeves using each site: how each set holds
   * its physical site cards (a location-pool Site deck holds its sleeves' copies).
   */
  holdings(): { setId: number; profileId: string; cardId: string; inDeck: number; inSleeves: number }[] {
    return this.db
      .prepare(
        `SELECT s.id AS setId, s.profile_id AS profileId, h.cardId, SUM(h.inDeck) AS inDeck, SUM(h.inSleeves) AS inSleeves
         FROM (SELECT set_id, card_id AS cardId, copies AS inDeck, 0 AS inSleeves FROM arda_set_cards WHERE copies > 0
               UNION ALL SELECT set_id, site_card_id, 0, 1 FROM sleeve_pairs) AS h
         JOIN arda_sets s ON s.id = h.set_id
         GROUP BY s.id, h.cardId`,
      )
      .all() as { setId: number; profileId: string; cardId: string; inDeck: number; inSleeves: number }[];
  }

  /**
   * Sets sleeves of the set to new states as one undoable step (nothing recorded when
   * nothing changes). Returns how many sleeves changed.
   */
  apply(setId: number, label: string, wanted: readonly { mpCardId: string; copyIndex: number; after: SleeveState | null }[]): number {
    return writeTransaction(this.db, () => {
      const current = new Map(this.pairs(setId).map((p) => [`${p.mpCardId}#${p.copyIndex}`, p]));
      const changes: SleeveChange[] = [];
      const seen = new Set<string>();
      for (const w of wanted) {
        const key = `${w.mpCardId}#${w.copyIndex}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const now = current.get(key);
        const before = now ? { siteCardId: now.siteCardId, manual: now.manual } : null;
        if (sameState(before, w.after)) continue;
        changes.push({ sleeve: { mpCardId: w.mpCardId, copyIndex: w.copyIndex }, before, after: w.after });
      }
      for (const c of changes) writeSleeve(this.db, setId, c.sleeve.mpCardId, c.sleeve.copyIndex, c.after);
      this.sets.record(setId, label, changes);
      return changes.length;
    });
  }
}

function sameState(a: SleeveState | null, b: SleeveState | null): boolean {
  if (a === null || b === null) return a === b;
  return a.siteCardId === b.siteCardId && a.manual === b.manual;
}
