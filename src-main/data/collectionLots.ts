/**
 * Per-copy details of the collection (collection_lots): a lot is some copies of one card
 * sharing place, condition, language, printing and a note. A card's lots describe at most
 * its count; collection.storage stays the card's own place: the copies in no lot, and lots
 * with an empty place, are kept there. So placed copies are the lots' places plus the
 * storage for the rest — PLACED_COPIES_SQL is that one definition, for every query by place.
 *
 * Writes go through CollectionRepository.change so each lot edit is one undo step.
 */
import type { Database } from 'better-sqlite3';
import { localized, type Language, type Localized } from '../../src-shared/cards/model';
import type { CardPlaces, Lot, PlaceCard, PlaceSummary } from '../../src-shared/api/schemasLots';

/** Rows (card_id, place, copies): every owned copy that has a place, grouped by card and place. */
export const PLACED_COPIES_SQL = `
  SELECT card_id, place, SUM(copies) AS copies FROM (
    SELECT card_id, place, count AS copies FROM collection_lots WHERE place <> ''
    UNION ALL
    SELECT c.card_id, c.storage AS place,
           c.count - COALESCE((SELECT SUM(l.count) FROM collection_lots l WHERE l.card_id = c.card_id AND l.place <> ''), 0)
    FROM collection c WHERE c.storage <> ''
  ) WHERE copies > 0 GROUP BY card_id, place`;

/**
 * The lots left when a card's count drops below what they describe: copies come off the
 * last lots first (the ones added most recently), so the details entered first survive.
 * Copies without details always go before any lot (the count covers them first).
 */
export function trimLots(lots: readonly Lot[], count: number): Lot[] {
  let room = count;
  const kept: Lot[] = [];
  for (const lot of lots) {
    if (room <= 0) break;
    kept.push(lot.count <= room ? lot : { ...lot, count: room });
    room -= Math.min(lot.count, room);
  }
  return kept;
}

export function lotCopies(lots: readonly Lot[]): number {
  return lots.reduce((n, lot) => n + lot.count, 0);
}

export class CollectionLots {
  constructor(private readonly db: Database) {}

  /** The card's lots in the order they were entered. */
  list(cardId: string): Lot[] {
    return this.db
      .prepare('SELECT count, place, condition, language, printing, note FROM collection_lots WHERE card_id = ? ORDER BY id')
      .all(cardId) as Lot[];
  }

  /** Every card's lots, in the order they were entered. */
  all(): Map<string, Lot[]> {
    const byCard = new Map<string, Lot[]>();
    const rows = this.db
      .prepare('SELECT card_id AS cardId, count, place, condition, language, printing, note FROM collection_lots ORDER BY card_id, id')
      .all() as (Lot & { cardId: string })[];
    for (const { cardId, ...lot } of rows) {
      const list = byCard.get(cardId);
      if (list) list.push(lot);
      else byCard.set(cardId, [lot]);
    }
    return byCard;
  }

  /** Replaces the card's lots as they are (the caller validated them, inside its transaction). */
  replace(cardId: string, lots: readonly Lot[]): void {
    this.db.prepare('DELETE FROM collection_lots WHERE card_id = ?').run(cardId);
    const insert = this.db.prepare(
      'INSERT INTO collection_lots (card_id, count, place, condition, language, printing, note) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    for (const lot of lots) insert.run(cardId, lot.count, lot.place, lot.condition, lot.language, lot.printing, lot.note);
  }

  /** Every place with copies: how many copies and how many different cards, by name. */
  places(): PlaceSummary[] {
    return this.db
      .prepare(
        `SELECT place, SUM(copies) AS copies, COUNT(*) AS cards FROM (${PLACED_COPIES_SQL})
         GROUP BY place ORDER BY place COLLATE NOCASE, place`,
      )
      .all() as PlaceSummary[];
  }

  /** The cards with copies in one place, in catalogue order. */
  cardsAt(place: string, lang: Language): PlaceCard[] {
    const rows = this.db
      .prepare(
        `SELECT p.card_id AS cardId, c.set_id AS "set", c.names AS names, c.name_en AS nameEn, p.copies AS copies
         FROM (${PLACED_COPIES_SQL}) p JOIN cards c ON c.id = p.card_id JOIN card_sets s ON s.id = c.set_id
         WHERE p.place = ?
         ORDER BY s.ord, CAST(substr(c.id, instr(c.id, '-') + 1) AS INTEGER), c.id`,
      )
      .all(place) as { cardId: string; set: string; names: string; nameEn: string; copies: number }[];
    return rows.map((r) => ({
      cardId: r.cardId,
      set: r.set,
      name: localized(JSON.parse(r.names) as Localized, lang) || r.nameEn,
      copies: r.copies,
    }));
  }

  /** Each card's places (most copies first) and note, for the cards that have either. */
  byCard(): CardPlaces[] {
    const byCard = new Map<string, CardPlaces>();
    const entry = (cardId: string) => {
      let found = byCard.get(cardId);
      if (!found) byCard.set(cardId, (found = { cardId, places: [], note: '' }));
      return found;
    };
    const placed = this.db
      .prepare(`SELECT card_id AS cardId, place, copies FROM (${PLACED_COPIES_SQL}) ORDER BY card_id, copies DESC, place`)
      .all() as { cardId: string; place: string; copies: number }[];
    for (const row of placed) entry(row.cardId).places.push({ place: row.place, copies: row.copies });
    const notes = this.db.prepare("SELECT card_id AS cardId, note FROM collection WHERE note <> ''").all() as { cardId: string; note: string }[];
    for (const row of notes) entry(row.cardId).note = row.note;
    return [...byCard.values()];
  }
}
