/**
 * The Arda rules' view of the catalogue: ArdaCardFacts for every card, built once from the
 * database and kept until the catalogue changes (a card import calls invalidate()).
 */
import type { Database } from 'better-sqlite3';
import { cardFacts, type ArdaCardFacts } from '../../src-shared/arda/model';
import type { CardRecord, CardType, Localized } from '../../src-shared/cards/model';

interface CardRow {
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
  race: string | null;
  skills: string | null;
  keywords: string;
  is_avatar: number;
  is_agent: number;
  site_type: string | null;
  region: string | null;
  name_en: string;
  attributes: string;
}

export class ArdaFactsCache {
  private facts: Map<string, ArdaCardFacts> | null = null;

  constructor(private readonly db: Database) {}

  get(): Map<string, ArdaCardFacts> {
    this.facts ??= loadFacts(this.db);
    return this.facts;
  }

  invalidate(): void {
    this.facts = null;
  }
}

function parseJson<T>(text: string, fallback: T): T {
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

/** The columns the rules read, as a CardRecord (figures the rules ignore are left empty). */
function loadFacts(db: Database): Map<string, ArdaCardFacts> {
  const texts = new Map<string, { names: Localized; texts: Localized }>();
  for (const t of db.prepare('SELECT card_id, lang, name, text FROM card_texts').all() as {
    card_id: string;
    lang: keyof Localized;
    name: string | null;
    text: string | null;
  }[]) {
    let entry = texts.get(t.card_id);
    if (!entry) texts.set(t.card_id, (entry = { names: {}, texts: {} }));
    if (t.name) entry.names[t.lang] = t.name;
    if (t.text) entry.texts[t.lang] = t.text;
  }
  const rows = db
    .prepare(
      `SELECT id, set_id, type, alignment, subtype, is_unique, mp, mp_raw, mp_type, mind, race, skills, keywords,
              is_avatar, is_agent, site_type, region, name_en, attributes FROM cards`,
    )
    .all() as CardRow[];
  const facts = new Map<string, ArdaCardFacts>();
  for (const row of rows) {
    const text = texts.get(row.id) ?? { names: {}, texts: {} };
    const keywords = parseJson<unknown>(row.keywords, []);
    const attributes = parseJson<unknown>(row.attributes, {});
    const record: CardRecord = {
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
      directInfluence: null,
      prowess: null,
      body: null,
      race: row.race,
      skills: row.skills ? row.skills.split('/') : [],
      homeSite: null,
      corruption: null,
      strikes: null,
      keying: null,
      siteType: row.site_type,
      region: row.region,
      haven: null,
      sitePath: null,
      sitePlayable: null,
      autoAttack: null,
      draw: null,
      drawOpponent: null,
      regionType: null,
      adjacentRegions: [],
      keywords: Array.isArray(keywords) ? keywords.filter((k): k is string => typeof k === 'string') : [],
      avatar: row.is_avatar === 1,
      agent: row.is_agent === 1,
      image: null,
      rarity: null,
      artist: null,
      names: { ...text.names, en: row.name_en },
      texts: text.texts,
      attributes: attributes && typeof attributes === 'object' && !Array.isArray(attributes) ? (attributes as Record<string, unknown>) : {},
    };
    facts.set(row.id, cardFacts(record));
  }
  return facts;
}
