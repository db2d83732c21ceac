/**
 * The Arda set model: one game group's communal pool, split into specialised decks (seven
 * in Arda Revised; Dark Arda adds an eighth, the Haven deck).
 * Plain JSON so storage, IPC and the CLI can carry it as is.
 */
import type { CardRecord, CardType } from '../cards/model';
import { foldText, htmlToText } from '../text/fold';

export const DECK_IDS = ['play', 'mp', 'character', 'minor', 'ring', 'site', 'haven', 'avatar'] as const;
export type DeckId = (typeof DECK_IDS)[number];

export const DECK_LABELS: Record<DeckId, string> = {
  play: 'Play',
  mp: 'Marshalling Point',
  character: 'Character',
  minor: 'Minor Item',
  ring: 'Ring',
  site: 'Site',
  haven: 'Haven',
  avatar: 'Avatar',
};

/** Copies of one card in one deck. Proxies are printed stand-ins for cards not owned. */
export interface DeckEntry {
  cardId: string;
  copies: number;
  proxies: number;
}

export interface ArdaSet {
  name: string;
  /** A registered profile id (see profiles/index.ts); kept a string so stored sets survive a removed profile. */
  profileId: string;
  decks: Record<DeckId, DeckEntry[]>;
}

export function emptyArdaSet(name: string, profileId: string): ArdaSet {
  return { name, profileId, decks: { play: [], mp: [], character: [], minor: [], ring: [], site: [], haven: [], avatar: [] } };
}

export const VIOLATION_CODES = [
  'WRONG_DECK',
  'UNIQUE_COPIES',
  'COPY_LIMIT',
  'ALIGNMENT',
  'EXCLUDED',
  'DISCOURAGED',
  'NO_MP',
  'DECK_SIZE',
  'RATIO',
  'AVATAR',
  'NOT_OWNED',
  // The decks cannot deal what game setup deals (characters by mind).
  'SETUP',
  // Sleeving MP cards with locations (Arda Revised; src-main/services/sleeves.ts).
  'MP_UNPAIRED',
  'PAIR_INVALID',
  'PAIR_OVERUSED',
] as const;
export type ViolationCode = (typeof VIOLATION_CODES)[number];
export type Severity = 'error' | 'warning';

export interface Violation {
  severity: Severity;
  code: ViolationCode;
  /** null when the problem spans decks (a unique card held in two decks). */
  deck: DeckId | null;
  cardId: string | null;
  message: string;
}

/** The facts about a card that the Arda rules look at, computed once per card database. */
export interface ArdaCardFacts {
  id: string;
  name: string;
  /** Folded English name without a trailing "(…)": how the rule texts' card lists are matched. */
  nameKey: string;
  /**
   * One card across its printings (Boromir II TW-134 and TW-135): nameKey plus alignment
   * and type, since hero and minion versions sharing a name are different cards.
   * Uniqueness counts copies by this key, not by id.
   */
  identity: string;
  set: string;
  type: CardType;
  subtype: string | null;
  alignment: string;
  unique: boolean;
  mp: number | null;
  /** The card prints a marshalling-point value, even "0(2)" or "(3)". */
  hasMp: boolean;
  mpType: string | null;
  keywords: readonly string[];
  race: string | null;
  mind: number | null;
  isAvatar: boolean;
  isAgent: boolean;
  playableAsStartingMinorItem: boolean;
  isMinorItem: boolean;
  /** A ring special item: what testing a gold ring yields (Magic, Dwarven, Lesser, Spirit rings, The One Ring). */
  isRing: boolean;
  /** An untested "Gold Ring Item". */
  isGoldRing: boolean;
  isCreature: boolean;
  isHaven: boolean;
  isUnderDeeps: boolean;
  /**
   * A card only Balrog players may use: the Balrog alignment, or a card the data stores as
   * Minion whose text says "Balrog specific." (the Balrog's own characters and resources).
   */
  balrogSpecific: boolean;
  /** English rules text without markup, for the rules that describe cards by what they do. */
  text: string;
}

/** Mind Rings are minor items in the data, so only special items count here. */
const RING_KEYWORDS = new Set(['Magic Ring', 'Dwarven Ring', 'Lesser Ring', 'Spirit Ring', 'Mind Ring']);

/** "a" or "an" before a word, by its first letter ("an Arda Revised set", "a Dark Arda set"). */
export function article(word: string): 'a' | 'an' {
  return /^[aeiou]/i.test(word.trim()) ? 'an' : 'a';
}

export function nameKey(name: string): string {
  return foldText(name)
    .replace(/\s*\([^)]*\)\s*$/, '')
    .trim();
}

export function cardFacts(record: CardRecord): ArdaCardFacts {
  const name = (record.names.en ?? record.id).trim();
  const key = nameKey(name);
  const subtype = record.subtype;
  const text = htmlToText(record.texts.en ?? '');
  return {
    id: record.id,
    name,
    nameKey: key,
    identity: `${key}|${record.alignment}|${record.type}`,
    set: record.set,
    type: record.type,
    subtype,
    alignment: record.alignment,
    unique: record.unique,
    mp: record.mp,
    hasMp: record.mpRaw !== null,
    mpType: record.mpType,
    keywords: record.keywords,
    race: record.race,
    mind: record.mind,
    isAvatar: record.avatar,
    isAgent: record.agent,
    playableAsStartingMinorItem: record.attributes.playableAsStartingMinorItem === true,
    isMinorItem: subtype === 'Minor Item',
    isRing: subtype === 'Special Item' && (record.keywords.some((k) => RING_KEYWORDS.has(k)) || key === 'the one ring'),
    isGoldRing: subtype === 'Gold Ring Item',
    isCreature: record.type === 'Hazard' && /Creature/.test(subtype ?? ''),
    isHaven: record.type === 'Site' && record.siteType === '{H}',
    isUnderDeeps: record.attributes.underDeeps === true,
    balrogSpecific: record.alignment === 'Balrog' || /\bBalrog specific\./i.test(text),
    text,
  };
}

export function cardFactsMap(records: Iterable<CardRecord>): Map<string, ArdaCardFacts> {
  const map = new Map<string, ArdaCardFacts>();
  for (const record of records) map.set(record.id, cardFacts(record));
  return map;
}
