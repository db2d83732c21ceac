/**
 * The want and trade list handlers: the collection's owned counts, the stored Arda sets and
 * the location cards in their sleeves read from SQLite, the lists computed by src-shared/collection/wantTrade.ts, and their
 * exports (CSV, plain list) named after what they list.
 */
import type { Database } from 'better-sqlite3';
import type { ApiHandlers } from '../../src-shared/api/contract';
import type { wantTradeMethods } from '../../src-shared/api/contractWantTrade';
import { ApiError } from '../../src-shared/api/errors';
import type { WantList } from '../../src-shared/api/schemasWantTrade';
import { DECK_IDS, nameKey } from '../../src-shared/arda/model';
import { getProfile } from '../../src-shared/arda/profiles';
import {
  toPlainList,
  totalCopies,
  tradeList,
  tradeToCsv,
  wantForAllSets,
  wantForPlayset,
  wantForSet,
  wantToCsv,
  type ListCard,
  type SetUse,
} from '../../src-shared/collection/wantTrade';
import { ArdaSetRepository } from '../data/ardaSetRepository';
import { SleeveRepository } from '../data/sleeveRepository';
import { ReloadingCache } from '../data/dataVersion';

export type WantTradeHandlers = Pick<ApiHandlers, keyof typeof wantTradeMethods>;

export interface WantTradeDeps {
  db: Database;
  /** Throws NO_CARD_DATA when the catalogue is empty. */
  requireCards(): void;
}

type ParsedSource = Parameters<WantTradeHandlers['wantTrade.want']>[0];

/** A file name part without characters file systems refuse. */
const fileSafe = (text: string) => text.replace(/[\\/:*?"<>|\p{Cc}]+/gu, '-').trim() || 'list';

export interface WantTradeServices {
  handlers: WantTradeHandlers;
  /** Call when this connection imports cards: the card list is rebuilt on next use. */
  invalidate(): void;
}

export function createWantTradeServices({ db, requireCards }: WantTradeDeps): WantTradeServices {
  const sets = new ArdaSetRepository(db);
  // Rebuilt when the catalogue changes here or in another process (data_version).
  const cards = new ReloadingCache(db, (): Map<string, ListCard> => {
    const rows = db.prepare('SELECT id, name_en AS name, set_id AS "set", is_unique AS isUnique, alignment, type FROM cards').all() as {
      id: string;
      name: string;
      set: string;
      isUnique: number;
      alignment: string;
      type: string;
    }[];
    return new Map(
      rows.map((r) => [r.id, { id: r.id, name: r.name, set: r.set, unique: r.isUnique === 1, alignment: r.alignment, identity: `${nameKey(r.name)}|${r.alignment}|${r.type}` }]),
    );
  });

  const sleeves = new SleeveRepository(db, sets);

  /**
   * Location cards in a set's sleeves beyond its decks' copies, per set: physical cards too.
   * A location-pool Site deck (Arda Revised) holds its sleeves' copies; any other set's
   * sleeves hold their own (as the sleeve service counts free locations).
   */
  const sleevedBeyondDecks = (): Map<number, Map<string, number>> => {
    const extra = new Map<number, Map<string, number>>();
    for (const h of sleeves.holdings()) {
      const pool = getProfile(h.profileId)?.decks.site.locationPool === true;
      const n = pool ? h.inSleeves - h.inDeck : h.inSleeves;
      if (n > 0) extra.set(h.setId, (extra.get(h.setId) ?? new Map<string, number>()).set(h.cardId, n));
    }
    return extra;
  };
  const usesOf = (setId: number, sleeved: ReadonlyMap<string, number> = new Map()): SetUse[] => {
    const decks = sets.decks(setId);
    return [...DECK_IDS.flatMap((deck) => decks[deck]), ...[...sleeved].map(([cardId, copies]) => ({ cardId, copies, proxies: 0 }))];
  };
  const allUses = (): Map<number, SetUse[]> => {
    const sleeved = sleevedBeyondDecks();
    return new Map(sets.list().map((row) => [row.id, usesOf(row.id, sleeved.get(row.id))]));
  };
  const cardSetName = (code: string): string | null => {
    const row = db.prepare('SELECT names FROM card_sets WHERE id = ? COLLATE NOCASE').pluck().get(code) as string | undefined;
    if (row === undefined) return null;
    return (JSON.parse(row) as { en?: string }).en ?? code;
  };

  const want = (source: ParsedSource): WantList & { fileBase: string } => {
    requireCards();
    const owned = sets.owned();
    if (source.kind === 'set') {
      const row = sets.require(source.setId);
      const uses = allUses();
      const others = [...uses].filter(([id]) => id !== row.id).map(([, u]) => u);
      const lines = wantForSet(uses.get(row.id) ?? [], others, owned, cards.get());
      return { title: `Arda set ${row.name}`, lines, copies: totalCopies(lines), cardSet: null, fileBase: `want-${fileSafe(row.name)}` };
    }
    if (source.kind === 'sets') {
      const lines = wantForAllSets([...allUses().values()], owned, cards.get());
      return { title: 'all Arda sets', lines, copies: totalCopies(lines), cardSet: null, fileBase: 'want-all-arda-sets' };
    }
    const code = source.cardSet.toUpperCase();
    const name = cardSetName(code);
    if (name === null) {
      const known = (db.prepare('SELECT id FROM card_sets ORDER BY ord').pluck().all() as string[]).join(', ');
      throw new ApiError('NOT_FOUND', `There is no card set "${source.cardSet}"; the card sets are ${known}.`);
    }
    const all = wantForPlayset(code, owned, cards.get(), source.playset);
    const total = db.prepare('SELECT COUNT(*) FROM cards WHERE set_id = ?').pluck().get(code) as number;
    return {
      title: `a playset of ${name} (${code}), ${source.playset} of each card, 1 of each unique`,
      lines: all,
      copies: totalCopies(all),
      cardSet: { total, notOwned: all.filter((l) => l.owned === 0).length },
      fileBase: `want-${code}-playset-${source.playset}`,
    };
  };

  const trade = () => {
    requireCards();
    const uses = allUses();
    const lines = tradeList([...uses.values()], sets.owned(), cards.get());
    return { lines, copies: totalCopies(lines), sets: uses.size };
  };

  const handlers: WantTradeHandlers = {
    'wantTrade.want': (source) => {
      const { fileBase: _, ...list } = want(source);
      return list;
    },
    'wantTrade.trade': () => trade(),
    'wantTrade.export': (input) => {
      const date = new Date().toISOString().slice(0, 10);
      const ext = input.format === 'csv' ? 'csv' : 'txt';
      if (input.list === 'want') {
        const list = want(input.source);
        const content = input.format === 'csv' ? wantToCsv(list.lines) : toPlainList(list.lines, cards.get());
        return { fileName: `${list.fileBase}-${date}.${ext}`, content, lines: list.lines.length };
      }
      const { lines } = trade();
      const content = input.format === 'csv' ? tradeToCsv(lines) : toPlainList(lines, cards.get());
      return { fileName: `trade-${date}.${ext}`, content, lines: lines.length };
    },
  };
  return { handlers, invalidate: () => cards.invalidate() };
}
