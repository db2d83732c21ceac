/**
 * One card, everything a detail pane shows: the type line and figures a player reads off
 * the physical card, the rules text in the chosen language, and where its image lives.
 */
import type { Database } from 'better-sqlite3';
import type { CardDetail } from '../../src-shared/api/schemas';
import { REGION_TYPE_NAMES, SITE_TYPE_NAMES, localized, type Language, type Localized } from '../../src-shared/cards/model';
import { parseLocalized, type CardRow } from './cardRows';

/** A cards row with its set's names and image addresses and the collection's entry for it. */
interface CardDbRow extends CardRow {
  set_names: string;
  image_base_url: string;
  count: number | null;
  note: string | null;
  storage: string | null;
}

export interface CardImageSource {
  setId: string;
  image: string;
  url: string;
}

function symbols(raw: string | null, names: Record<string, string>): string | null {
  if (!raw) return null;
  return raw.replace(/\{[a-zA-Z]\}/g, (symbol) => `${names[symbol] ?? symbol} `).trim().replace(/\s+/g, ' ');
}

const ALL_SYMBOLS = { ...REGION_TYPE_NAMES, ...SITE_TYPE_NAMES };

export function typeLine(row: Pick<CardDbRow, 'alignment' | 'type' | 'subtype' | 'is_unique' | 'race' | 'site_type' | 'region' | 'region_type'>): string {
  const parts = [`${row.alignment} ${row.type}`];
  if (row.subtype) parts.push(row.subtype);
  if (row.race) parts.push(row.race);
  if (row.site_type) parts.push(SITE_TYPE_NAMES[row.site_type] ?? row.site_type);
  if (row.region) parts.push(row.region);
  if (row.region_type) parts.push(REGION_TYPE_NAMES[row.region_type] ?? row.region_type);
  if (row.is_unique) parts.push('Unique');
  return parts.join(' — ');
}

function figures(row: CardDbRow, adjacent: string[]): { label: string; value: string }[] {
  const list: [string, string | number | null][] = [
    ['Marshalling points', row.mp_raw ? `${row.mp_raw}${row.mp_type ? ` (${row.mp_type})` : ''}` : null],
    ['Mind', row.mind],
    ['Direct influence', row.direct_influence],
    ['Prowess', row.prowess],
    ['Body', row.body],
    ['Strikes', row.strikes],
    ['Corruption', row.corruption],
    ['Skills', row.skills?.replace(/\//g, ', ') ?? null],
    ['Home site', row.home_site],
    ['Keyed to', symbols(row.keying, ALL_SYMBOLS)],
    ['Nearest haven', row.haven],
    ['Site path', symbols(row.site_path, REGION_TYPE_NAMES)],
    ['Playable', row.site_playable],
    ['Automatic-attacks', row.auto_attack],
    ['Cards drawn', row.draw !== null ? `${row.draw} / opponent ${row.draw_opponent ?? '—'}` : null],
    ['Adjacent regions', adjacent.length ? adjacent.join(', ') : null],
  ];
  return list.filter(([, value]) => value !== null && value !== '').map(([label, value]) => ({ label, value: String(value) }));
}

export class CardDetails {
  constructor(private readonly db: Database) {}

  private row(id: string): CardDbRow | undefined {
    return this.db
      .prepare(
        `SELECT c.*, s.names AS set_names, s.image_base_url, col.count, col.note, col.storage
         FROM cards c JOIN card_sets s ON s.id = c.set_id LEFT JOIN collection col ON col.card_id = c.id
         WHERE c.id = ?`,
      )
      .get(id) as CardDbRow | undefined;
  }

  get(id: string, lang: Language): CardDetail | null {
    const row = this.row(id);
    if (!row) return null;
    const names = parseLocalized(row.names);
    const bodies = parseLocalized(row.texts);
    const adjacent = this.db.prepare('SELECT adjacent_name FROM region_adjacency WHERE region_id = ? ORDER BY adjacent_name').pluck().all(id) as string[];
    const image = this.imageSource(id, lang);
    return {
      id: row.id,
      set: row.set_id,
      setName: localized(JSON.parse(row.set_names) as Localized, lang),
      name: localized(names, lang) || row.name_en,
      englishName: row.name_en,
      type: row.type,
      subtype: row.subtype,
      alignment: row.alignment,
      unique: row.is_unique === 1,
      typeLine: typeLine(row),
      text: localized(bodies, lang),
      figures: figures(row, adjacent),
      mp: row.mp,
      mpRaw: row.mp_raw,
      mpType: row.mp_type,
      rarity: row.rarity,
      artist: row.artist,
      imageUrl: image?.url ?? null,
      owned: row.count ?? 0,
      note: row.note ?? '',
      storage: row.storage ?? '',
    };
  }

  /** The image address: the set's imageBaseUrl for the language (else English) + file name. */
  imageSource(id: string, lang: Language): CardImageSource | null {
    const row = this.db
      .prepare('SELECT c.set_id, c.image, s.image_base_url FROM cards c JOIN card_sets s ON s.id = c.set_id WHERE c.id = ?')
      .get(id) as { set_id: string; image: string | null; image_base_url: string } | undefined;
    if (!row?.image) return null;
    const bases = JSON.parse(row.image_base_url) as Record<string, string>;
    const base = bases[lang] ?? bases.en ?? Object.values(bases)[0];
    if (!base) return null;
    return { setId: row.set_id, image: row.image, url: new URL(row.image, base.endsWith('/') ? base : `${base}/`).toString() };
  }
}
