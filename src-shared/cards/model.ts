/** The card model shared by main process and renderer. */

export const LANGUAGES = ['en', 'es', 'de', 'fr', 'it', 'nl', 'fi', 'ja'] as const;
export type Language = (typeof LANGUAGES)[number];

export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  es: 'Español',
  de: 'Deutsch',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
  fi: 'Suomi',
  ja: '日本語',
};

export const CARD_TYPES = ['Character', 'Resource', 'Hazard', 'Site', 'Region'] as const;
export type CardType = (typeof CARD_TYPES)[number];

export const REGION_TYPE_NAMES: Record<string, string> = {
  '{w}': 'Wilderness',
  '{s}': 'Shadow-land',
  '{d}': 'Dark-domain',
  '{b}': 'Border-land',
  '{f}': 'Free-domain',
  '{c}': 'Coastal Sea',
};

export const SITE_TYPE_NAMES: Record<string, string> = {
  '{H}': 'Haven',
  '{F}': 'Free-hold',
  '{B}': 'Border-hold',
  '{R}': 'Ruins & Lairs',
  '{S}': 'Shadow-hold',
  '{D}': 'Dark-hold',
};

/** Per-language strings; English is always present for names. */
export type Localized = Partial<Record<Language, string>>;

/**
 * A card as stored: the typed columns the deck rules and the game need.
 * Figures that carry modifiers ("+2(4)", "0(2)", "1/each") stay as text; mind and MP
 * are numbers because rules compare them.
 */
export interface CardRecord {
  id: string;
  set: string;
  type: CardType;
  alignment: string;
  subtype: string | null;
  unique: boolean;
  mp: number | null;
  mpRaw: string | null;
  mpType: string | null;
  mind: number | null;
  directInfluence: string | null;
  prowess: string | null;
  body: string | null;
  race: string | null;
  skills: string[];
  homeSite: string | null;
  corruption: string | null;
  strikes: string | null;
  keying: string | null;
  siteType: string | null;
  region: string | null;
  haven: string | null;
  sitePath: string | null;
  sitePlayable: string | null;
  autoAttack: string | null;
  draw: number | null;
  drawOpponent: number | null;
  regionType: string | null;
  adjacentRegions: string[];
  keywords: string[];
  avatar: boolean;
  agent: boolean;
  image: string | null;
  rarity: string | null;
  artist: string | null;
  names: Localized;
  texts: Localized;
  /** Every attribute as the database gave it, for rules not yet given a column. */
  attributes: Record<string, unknown>;
}

export interface SetRecord {
  id: string;
  names: Localized;
  imageBaseUrl: Partial<Record<string, string>>;
  order: number;
  context: string | null;
}

/** Picks the text in the wanted language, falling back to English, then any. */
export function localized(values: Localized, lang: Language): string {
  const wanted = values[lang];
  if (wanted) return wanted;
  if (values.en) return values.en;
  for (const value of Object.values(values)) if (value) return value;
  return '';
}
