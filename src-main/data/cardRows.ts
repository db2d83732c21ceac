/**
 * The cards table as the main process reads it: the row type (one column a field, named as
 * in the schema) and the whole catalogue as CardRecords. Rules texts are stored as plain text
 * (the import strips the markup), so `texts` holds plain text here.
 */
import type { Database } from 'better-sqlite3';
import type { CardRecord, CardType, Localized } from '../../src-shared/cards/model';

/** One row of `cards` (name_folded, used only for searching, left out). */
export interface CardRow {
  id: string;
  set_id: string;
  type: CardType;
  alignment: string;
  subtype: string | null;
  is_unique: number;
  mp: number | null;
  mp_raw: string | null;
  mp_type: string | null;
  mind: number | null;
  direct_influence: string | null;
  prowess: string | null;
  body: string | null;
  race: string | null;
  skills: string | null;
  home_site: string | null;
  corruption: string | null;
  strikes: string | null;
  keying: string | null;
  site_type: string | null;
  region: string | null;
  haven: string | null;
  site_path: string | null;
  site_playable: string | null;
  auto_attack: string | null;
  draw: number | null;
  draw_opponent: number | null;
  region_type: string | null;
  keywords: string;
  is_avatar: number;
  is_agent: number;
  image: string | null;
  rarity: string | null;
  artist: string | null;
  name_en: string;
  attributes: string;
  /** Names by language, JSON (blank ones left out). */
  names: string;
  /** Plain rules texts by language, JSON (blank ones left out). */
  texts: string;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A names or texts column: non-empty strings by language; anything else is left out. */
export function parseLocalized(json: string): Localized {
  const value = parseJson(json);
  const out: Localized = {};
  if (!value || typeof value !== 'object' || Array.isArray(value)) return out;
  for (const [lang, text] of Object.entries(value as Record<string, unknown>)) {
    if (typeof text === 'string' && text !== '') out[lang as keyof Localized] = text;
  }
  return out;
}

export interface LoadCardRecordsOptions {
  /** Sort by card id (the default); false keeps the table's stored order. */
  orderById?: boolean;
}

/** Every card of the catalogue as a CardRecord, with all languages' names and texts and its adjacent regions. */
export function loadCardRecords(db: Database, { orderById = true }: LoadCardRecordsOptions = {}): CardRecord[] {
  const adjacent = new Map<string, string[]>();
  for (const a of db.prepare('SELECT region_id, adjacent_name FROM region_adjacency ORDER BY adjacent_name').all() as { region_id: string; adjacent_name: string }[]) {
    const list = adjacent.get(a.region_id) ?? [];
    list.push(a.adjacent_name);
    adjacent.set(a.region_id, list);
  }
  return (db.prepare(`SELECT * FROM cards${orderById ? ' ORDER BY id' : ''}`).all() as CardRow[]).map((row) => {
    const keywords = parseJson(row.keywords);
    const attributes = parseJson(row.attributes);
    return {
      id: row.id,
      set: row.set_id,
      type: row.type,
      alignment: row.alignment,
      subtype: row.subtype,
      unique: row.is_unique === 1,
      mp: row.mp,
      mpRaw: row.mp_raw,
      mpType: row.mp_type,
      mind: row.mind,
      directInfluence: row.direct_influence,
      prowess: row.prowess,
      body: row.body,
      race: row.race,
      skills: row.skills ? row.skills.split('/') : [],
      homeSite: row.home_site,
      corruption: row.corruption,
      strikes: row.strikes,
      keying: row.keying,
      siteType: row.site_type,
      region: row.region,
      haven: row.haven,
      sitePath: row.site_path,
      sitePlayable: row.site_playable,
      autoAttack: row.auto_attack,
      draw: row.draw,
      drawOpponent: row.draw_opponent,
      regionType: row.region_type,
      adjacentRegions: adjacent.get(row.id) ?? [],
      keywords: Array.isArray(keywords) ? keywords.filter((k): k is string => typeof k === 'string') : [],
      avatar: row.is_avatar === 1,
      agent: row.is_agent === 1,
      image: row.image,
      rarity: row.rarity,
      artist: row.artist,
      names: { ...parseLocalized(row.names), en: row.name_en },
      texts: parseLocalized(row.texts),
      attributes: attributes && typeof attributes === 'object' && !Array.isArray(attributes) ? (attributes as Record<string, unknown>) : {},
    };
  });
}
