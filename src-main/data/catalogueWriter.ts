/**
 * Writes an imported card database in ONE transaction: cards are updated in place by id,
 * cards gone from the new file are removed unless the collection holds them (those are
 * kept), and the search index is rebuilt. A failure or a killed process leaves the
 * previous catalogue exactly as it was.
 *
 * Speed matters (issue 8: import ≤ 5× a JSON.parse of the file): statements are prepared
 * once per connection, and a first import uses a plain insert.
 */
import type { Database, Statement } from 'better-sqlite3';
import { foldText, htmlToText } from '../../src-shared/text/fold';
import { rebuildSearchIndex } from './searchIndex';
import type { ParsedCardDatabase } from '../../src-shared/cards/parseCardDatabase';
import type { CardRecord, Localized } from '../../src-shared/cards/model';

export interface WriteStats {
  added: number;
  updated: number;
  removed: number;
  keptOwned: number;
}

export type WriteProgress = (done: number, total: number) => void;

const CARD_COLUMNS = [
  'id', 'set_id', 'type', 'alignment', 'subtype', 'is_unique', 'mp', 'mp_raw', 'mp_type', 'mind',
  'direct_influence', 'prowess', 'body', 'race', 'skills', 'home_site', 'corruption', 'strikes', 'keying',
  'site_type', 'region', 'haven', 'site_path', 'site_playable', 'auto_attack', 'draw', 'draw_opponent',
  'region_type', 'keywords', 'is_avatar', 'is_agent', 'image', 'rarity', 'artist', 'name_en', 'name_folded',
  'attributes', 'names', 'texts',
] as const;

/** The row of one card, its rules texts as plain text by language (blank ones left out). */
function cardRow(card: CardRecord): unknown[] {
  const name = card.names.en ?? card.id;
  const texts: Localized = {};
  for (const lang in card.texts) {
    const html = card.texts[lang as keyof Localized];
    const text = html ? htmlToText(html) : '';
    if (text) texts[lang as keyof Localized] = text;
  }
  return [
    card.id, card.set, card.type, card.alignment, card.subtype, card.unique ? 1 : 0, card.mp, card.mpRaw,
    card.mpType, card.mind, card.directInfluence, card.prowess, card.body, card.race,
    card.skills.length ? card.skills.join('/') : null, card.homeSite, card.corruption, card.strikes, card.keying,
    card.siteType, card.region, card.haven, card.sitePath, card.sitePlayable, card.autoAttack, card.draw,
    card.drawOpponent, card.regionType, JSON.stringify(card.keywords), card.avatar ? 1 : 0, card.agent ? 1 : 0,
    card.image, card.rarity, card.artist, name, foldText(name), JSON.stringify(card.attributes),
    JSON.stringify(card.names), JSON.stringify(texts),
  ];
}

interface Statements {
  upsertSet: Statement;
  insertCard: Statement;
  upsertCard: Statement;
  insertAdjacency: Statement;
}

/** Prepared once per connection: preparing the 39-column upsert costs more than running it a few times. */
const statementCache = new WeakMap<Database, Statements>();

function statements(db: Database): Statements {
  let cached = statementCache.get(db);
  if (cached) return cached;
  const columns = CARD_COLUMNS.filter((c) => c !== 'id');
  const insert = `INSERT INTO cards (${CARD_COLUMNS.join(', ')}) VALUES (${CARD_COLUMNS.map(() => '?').join(', ')})`;
  cached = {
    upsertSet: db.prepare(
      `INSERT INTO card_sets (id, names, image_base_url, ord, context) VALUES (?, ?, ?, ?, ?)
       ON CONFLICT(id) DO UPDATE SET names = excluded.names, image_base_url = excluded.image_base_url,
         ord = excluded.ord, context = excluded.context`,
    ),
    // Into an empty catalogue nothing can conflict: the plain insert skips the conflict clause.
    insertCard: db.prepare(insert),
    // A card the file gives unchanged is not rewritten: re-importing the same file then writes
    // (and journals) almost nothing, and the search index is kept as it is.
    upsertCard: db.prepare(
      `${insert}
       ON CONFLICT(id) DO UPDATE SET ${columns.map((c) => `${c} = excluded.${c}`).join(', ')}
       WHERE ${columns.map((c) => `cards.${c} IS NOT excluded.${c}`).join(' OR ')}`,
    ),
    insertAdjacency: db.prepare('INSERT OR IGNORE INTO region_adjacency (region_id, adjacent_name) VALUES (?, ?)'),
  };
  statementCache.set(db, cached);
  return cached;
}

export function writeCatalogue(db: Database, data: ParsedCardDatabase, onProgress?: WriteProgress): WriteStats {
  const { upsertSet, insertCard, upsertCard, insertAdjacency } = statements(db);

  const run = db.transaction((): WriteStats => {
    const existing = new Set((db.prepare('SELECT id FROM cards').pluck().all() as string[]));
    // Cards the user owns, has put in an Arda set or in a sleeve are never dropped by a re-import.
    const owned = new Set(
      db.prepare('SELECT card_id FROM collection UNION SELECT card_id FROM arda_set_cards UNION SELECT site_card_id FROM sleeve_pairs').pluck().all() as string[],
    );
    for (const set of data.sets) {
      upsertSet.run(set.id, JSON.stringify(set.names), JSON.stringify(set.imageBaseUrl), set.order, set.context);
    }
    // Adjacency and the search index are derived data: replace them wholesale, which is
    // much faster than per-card deletes.
    const incoming = new Set(data.cards.map((card) => card.id));
    const kept = JSON.stringify([...existing].filter((id) => owned.has(id) && !incoming.has(id)));
    if (existing.size > 0) db.prepare('DELETE FROM region_adjacency WHERE region_id NOT IN (SELECT value FROM json_each(?))').run(kept);
    // Into an empty catalogue nothing can conflict: the plain insert skips the conflict clause.
    const writeCard = existing.size === 0 ? insertCard : upsertCard;
    let added = 0;
    let updated = 0;
    let rewritten = 0;
    const total = data.cards.length;
    const step = Math.max(1, Math.floor(total / 50));
    for (let index = 0; index < total; index++) {
      const card = data.cards[index]!;
      if (existing.has(card.id)) updated++;
      else added++;
      rewritten += writeCard.run(cardRow(card)).changes;
      for (const adjacent of card.adjacentRegions) insertAdjacency.run(card.id, adjacent);
      if (onProgress && (index % step === 0 || index === total - 1)) onProgress(index + 1, total);
    }

    let removed = 0;
    let keptOwned = 0;
    const removeCard = db.prepare('DELETE FROM cards WHERE id = ?');
    for (const id of existing) {
      if (incoming.has(id)) continue;
      if (owned.has(id)) {
        // The collection outlives the catalogue: a card someone owns is never dropped.
        keptOwned++;
        continue;
      }
      removeCard.run(id);
      removed++;
    }
    db.prepare('DELETE FROM card_sets WHERE id NOT IN (SELECT DISTINCT set_id FROM cards)').run();
    if (rewritten > 0 || removed > 0) {
      // One statement rebuilds the index from the stored rows, kept cards included.
      rebuildSearchIndex(db);
    }
    return { added, updated, removed, keptOwned };
  });
  // IMMEDIATE: take the write lock before reading, as every writer does (see writeLock.ts).
  return run.immediate();
}
