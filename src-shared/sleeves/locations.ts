/**
 * Where an MP card can be played: the location (site) cards an Arda player sleeves it with
 * (Arda Revised §2: "into this sleeve should also be placed a location card where this item
 * can be played"). Derived from the card data alone, for every MP-eligible card of every
 * alignment:
 *
 * - Items (major, greater, gold ring) go to the sites whose "Playable:" line lists their
 *   class, honouring the starred limits there ("greater* — Palantíri only", "major* —
 *   weapon, armor, shield, or helmet only", "greater* — hero item only", "Scroll of Isildur
 *   only"). Hoard items need a site that holds a hoard (a Dragon automatic-attack or "Contains
 *   a hoard"). What an item's own text says narrows the class ("May only be played at a
 *   Free-hold where gold rings are playable", "Not playable in a Shadow-hold or Dark-hold").
 * - Special items, allies, factions and MP events: the first sentence of the English text that
 *   says where the card is played ("Playable at Goblin-gate or Moria", "at any tapped or
 *   untapped Ruins & Lairs [{R}] in Forochel or Withered Heath", "at a site where Information
 *   is playable", "at any Under-deeps site", "(except Dol Guldur)"…).
 * - A card whose text sets no site at all (Mount Slain, Tribute Garnered…) gets no site, with
 *   the reason NO_PLACE (there is no "any non-Haven site" fallback): a player sleeves it by hand,
 *   and the game refuses it from the MP hand. A card that names a site its side has no card
 *   for gets no site, with the reason.
 * - One derivation (createPlaceIndex) serves the sleeves (createLocationIndex, from card
 *   records) and the game (engine/regions.ts deriveLocations, from the engine's cards), so a
 *   card is playable in the game exactly where its derived sleeve partners are.
 *
 * Alignment sides (which site cards a card of each alignment may be sleeved with):
 * Hero → Hero sites; Minion → Minion sites; "Balrog specific" minion cards and Balrog cards →
 * Balrog and Minion sites (a Balrog player uses minion sites and his own Balrog sites);
 * Fallen-wizard/Stage → Fallen-wizard, Hero and Minion sites (a Fallen-wizard may use either
 * version of a site, and has his own Wizardhavens); Dual and Neutral → Hero and Minion sites
 * (the sleeve takes the version of the set it is in: an Arda set holds one alignment).
 * Pure: builds once per catalogue; each card's locations are cached.
 */
import { REGION_TYPE_NAMES, SITE_TYPE_NAMES, type CardRecord } from '../cards/model';
import { cardFacts } from '../arda/model';
import { getProfile } from '../arda/profiles';
import { foldText, htmlToText } from '../text/fold';

export interface LocationRule {
  kind: 'item-class' | 'named-site' | 'site-type' | 'region' | 'haven' | 'text';
  detail: string;
  /** The same rule in structured form: what the sites it admits have in common. */
  where?: SiteCondition;
}

export interface CardLocations {
  cardId: string;
  /** Site card ids of the card's own alignment side(s) (see SIDES), sorted. */
  siteIds: string[];
  rules: LocationRule[];
  /** Why there is none, when siteIds is empty. */
  reason: string | null;
  /** Which site alignments the card may be sleeved with. */
  sides?: string[];
  /** Remarks: a named site that exists only in another alignment's version, and the like. */
  notes?: string[];
}

export interface LocationIndex {
  forCard(cardId: string): CardLocations;
  canHost(cardId: string, siteId: string): boolean;
  site(siteId: string): SiteSummary | undefined;
}

export interface SiteSummary {
  id: string;
  name: string;
  alignment: string;
  siteType: string | null;
  region: string | null;
  haven: string | null;
}

/**
 * A conjunction of site properties; absent fields do not constrain. Names and regions are
 * the folded keys of siteKey/regionKey.
 */
export interface SiteCondition {
  names?: string[];
  notNames?: string[];
  /** Site card alignments, when the text asks for one (a Fallen-wizard's Wizardhavens). */
  alignments?: string[];
  siteTypes?: string[];
  notSiteTypes?: string[];
  regions?: string[];
  regionTypes?: string[];
  itemClass?: ItemClass;
  /** The item the class is for: decides the starred limits of a site's Playable line. */
  item?: { name: string; alignment: string; keywords: string[]; kind: string | null };
  underDeeps?: boolean;
  hoard?: boolean;
  dragonLair?: boolean;
  /** Automatic-attack races, any of ("Troll", "Wolves"…), folded. */
  autoAttack?: string[];
}

export type ItemClass = 'minor' | 'major' | 'greater' | 'gold ring' | 'information';

const SIDES: Record<string, readonly string[]> = {
  Hero: ['Hero'],
  Minion: ['Minion'],
  Balrog: ['Balrog', 'Minion'],
  Stage: ['Fallen-wizard', 'Hero', 'Minion'],
  'Fallen-wizard': ['Fallen-wizard', 'Hero', 'Minion'],
  Dual: ['Hero', 'Minion'],
  Neutral: ['Hero', 'Minion'],
};

const MP_PROFILES = ['arda-revised-wizard', 'arda-revised-ringwraith', 'dark-arda'];

/** An Arda profile puts the card in its Marshalling Point deck (alignment aside). */
export function isMpEligible(card: CardRecord): boolean {
  if (card.type !== 'Resource') return false;
  const facts = cardFacts(card);
  return MP_PROFILES.some((id) => getProfile(id)?.deckFor(facts) === 'mp');
}

/** Folded, hyphens as spaces, typographic quotes gone: how site and region names compare. */
export function siteKey(name: string): string {
  return foldText(name)
    .replace(/['"“”]/g, '')
    .replace(/[-\s]+/g, ' ')
    .replace(/^the /, '')
    .trim();
}
export const regionKey = siteKey;

const SITE_TYPE_WORDS: [RegExp, string][] = [
  [/\bwizardhavens?\b/, '{H}'],
  [/\bdarkhavens?\b/, '{H}'],
  [/\bhavens?\b/, '{H}'],
  [/\bfree holds?\b/, '{F}'],
  [/\bborder holds?\b/, '{B}'],
  [/\bruins (?:&|and) lairs\b/, '{R}'],
  [/\bshadow holds?\b/, '{S}'],
  [/\bdark ?holds?\b/, '{D}'],
];
const REGION_TYPE_WORDS: [RegExp, string][] = [
  [/\bwilderness\b/, '{w}'],
  [/\bshadow lands?\b/, '{s}'],
  [/\bdark domains?\b/, '{d}'],
  [/\bborder lands?\b/, '{b}'],
  [/\bfree domains?\b/, '{f}'],
  [/\bcoastal seas?\b/, '{c}'],
];

interface SiteInfo {
  summary: SiteSummary;
  key: string;
  regionKey: string | null;
  regionType: string | null;
  /** Item class → the starred limit on it, '' when none. */
  classes: Map<ItemClass, string>;
  underDeeps: boolean;
  hoard: boolean;
  dragonLair: boolean;
  autoAttack: string;
}

function attrText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && typeof (value as Record<string, unknown>).en === 'string') return (value as Record<string, string>).en ?? '';
  return '';
}

/** "Information, Items (minor, major, greater*) *-Palantíri only" → classes with limits. */
export function parsePlayable(playable: string | null): Map<ItemClass, string> {
  const classes = new Map<ItemClass, string>();
  if (!playable) return classes;
  const text = foldText(playable);
  const note = /\*\s*-?\s*(.+)$/.exec(text)?.[1]?.trim() ?? '';
  if (/\binformation\b/.test(text)) classes.set('information', '');
  const items = /items?\s*\(([^)]*)\)/.exec(text)?.[1] ?? '';
  for (const raw of items.split(',')) {
    const starred = raw.includes('*');
    const name = raw.replace(/\*/g, '').trim();
    if (name === 'minor' || name === 'major' || name === 'greater' || name === 'gold ring') classes.set(name, starred ? note : '');
  }
  return classes;
}

function siteInfo(site: PlaceSite, regionTypes: Map<string, string>): SiteInfo {
  const text = site.text;
  const auto = `${site.autoAttack} ${/Automatic-attacks?[^:]*:(.*?)(?:Special:|$)/s.exec(text)?.[1] ?? ''}`;
  const rk = site.region ? regionKey(site.region) : null;
  return {
    summary: { id: site.id, name: site.name, alignment: site.alignment, siteType: site.siteType, region: site.region, haven: site.haven },
    key: siteKey(site.name),
    regionKey: rk,
    regionType: rk ? (regionTypes.get(rk) ?? null) : null,
    classes: site.classes ? new Map(site.classes) : parsePlayable(site.playable),
    underDeeps: site.underDeeps || /^\s*Adjacent Sites:/i.test(text),
    hoard: /contains a hoard/i.test(text) || /\bdragon\b/i.test(auto),
    dragonLair: /\bdragon\b/i.test(auto),
    autoAttack: foldText(auto),
  };
}

/** "wolf" matches "Wolves", "dwarf" "Dwarves", "troll" "Trolls". */
function raceStem(race: string): string {
  return race.replace(/(?:ves|f|s)$/, '');
}

/** Whether an item of the condition's kind passes a site's starred limit. */
function passesLimit(limit: string, item: SiteCondition['item']): boolean {
  if (!limit) return true;
  if (!item) return false;
  if (/palant/.test(limit)) return item.keywords.some((k) => /palant/i.test(k)) || /palant/i.test(item.name);
  if (/scroll of isildur/.test(limit)) return /scroll of isildur/i.test(item.name);
  if (/hero item/.test(limit)) return item.alignment === 'Hero';
  if (/weapon|armor|shield|helmet/.test(limit)) return item.kind !== null && /weapon|armor|shield|helmet/i.test(item.kind);
  return false;
}

function siteMatches(site: SiteInfo, c: SiteCondition): boolean {
  if (c.names && !c.names.includes(site.key)) return false;
  if (c.notNames?.includes(site.key)) return false;
  if (c.alignments && !c.alignments.includes(site.summary.alignment)) return false;
  if (c.siteTypes && !c.siteTypes.includes(site.summary.siteType ?? '')) return false;
  if (c.notSiteTypes?.includes(site.summary.siteType ?? '')) return false;
  // An Under-deeps site is not "in" the surface region the card data files it under: its
  // "Surface Site" and "Adjacent Sites" lines say where it is, and no region is named there.
  if ((c.regions || c.regionTypes) && site.underDeeps) return false;
  if (c.regions && !(site.regionKey !== null && c.regions.includes(site.regionKey))) return false;
  if (c.regionTypes && !(site.regionType !== null && c.regionTypes.includes(site.regionType))) return false;
  if (c.underDeeps !== undefined && site.underDeeps !== c.underDeeps) return false;
  if (c.hoard !== undefined && site.hoard !== c.hoard) return false;
  if (c.dragonLair !== undefined && site.dragonLair !== c.dragonLair) return false;
  if (c.autoAttack && !c.autoAttack.some((race) => new RegExp(`\\b${raceStem(race)}`).test(site.autoAttack))) return false;
  if (c.itemClass) {
    const limit = site.classes.get(c.itemClass);
    if (limit === undefined || !passesLimit(limit, c.item)) return false;
  }
  return true;
}

// ---------------------------------------------------------------------------------------------
// Reading the rules text

/** Sentences of a card text; "phase.Tap" (a missing space) splits too, "i. e." does not. */
function sentences(text: string): string[] {
  return text
    .replace(/\n/g, ' ')
    .split(/(?<=[.!?])\s*(?=[A-Z0-9“"])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** The sentence that says where the card is played, or null. */
function placeSentence(text: string): string | null {
  for (const s of sentences(text)) {
    const f = foldText(s);
    if (/^(?:as a [\w-]+, )?(?:only )?(?:playable|may only be played|playable only)\b/.test(f)) return s;
    if (/^(?:sage|sage or dwarf|[\w' ]{0,30}) only,? (?:during the site phase )?(?:at|in)\b/.test(f)) return s;
    if (/^tap the bearer of .* during the site phase at\b/.test(f)) return s;
    if (/^(?:[\w ]+ )?only playable (?:at|in)\b/.test(f)) return s;
    if (/^not playable (?:at|in)\b/.test(f)) return s;
  }
  return null;
}

interface Vocabulary {
  /** Site names by key, longest first. */
  siteKeys: string[];
  regionKeys: string[];
  siteNames: Map<string, string>;
  regionNames: Map<string, string>;
}

function escape(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Known names occurring in a folded phrase, longest first, without overlaps. */
const nameRegExps = new Map<string, RegExp>();
function findNames(phrase: string, keys: readonly string[]): string[] {
  let rest = ` ${phrase} `;
  const found: string[] = [];
  for (const key of keys) {
    if (!rest.includes(key)) continue;
    // "Ettenmoorsif": the database glues a word to some names, so only the start is bounded.
    let re = nameRegExps.get(key);
    if (!re) {
      re = new RegExp(`(?<=[^a-z0-9])(?:the )?${escape(key)}`, 'g');
      nameRegExps.set(key, re);
    }
    re.lastIndex = 0;
    if (re.test(rest)) {
      found.push(key);
      rest = rest.replace(re, ' # ');
    }
  }
  return found;
}

const fold = (s: string) =>
  foldText(s)
    .replace(/['"“”]/g, '')
    .replace(/[-\s]+/g, ' ')
    .replace(/\s*\[\{(\w+)\}\]/g, ' [$1]');

function typesIn(phrase: string): string[] {
  const types: string[] = [];
  for (const [re, code] of SITE_TYPE_WORDS) if (re.test(phrase) && !types.includes(code)) types.push(code);
  return types;
}

/** Strip "non-X" qualifiers out of a phrase, returning what they exclude. */
function takeNegations(phrase: string, vocab: Vocabulary): { phrase: string; notTypes: string[]; notNames: string[]; underDeeps?: boolean; dragonLair?: boolean } {
  const notTypes: string[] = [];
  const notNames: string[] = [];
  let underDeeps: boolean | undefined;
  let dragonLair: boolean | undefined;
  let p = phrase.replace(/\bnon (dragons lair|under deeps|haven|darkhaven|shadow hold|dark hold|ruins & lairs|border hold|free hold)\b/g, (_m, what: string) => {
    if (what === 'dragons lair') dragonLair = false;
    else if (what === 'under deeps') underDeeps = false;
    else notTypes.push(...typesIn(what));
    return ' ';
  });
  p = p.replace(/\((?:except|not) ([^)]*)\)|\bother than (.*)$/g, (_m, a: string | undefined, b: string | undefined) => {
    notNames.push(...findNames(a ?? b ?? '', vocab.siteKeys));
    return ' ';
  });
  if (/the site cannot be an under deeps site/.test(p)) {
    underDeeps = false;
    p = p.replace(/the site cannot be an under deeps site[^,.;]*/, ' ');
  }
  return { phrase: p, notTypes, notNames, underDeeps, dragonLair };
}

/**
 * The alternatives a place phrase admits (any one will do), each a conjunction. Parts joined by
 * "or at" or ", or a site…" are separate alternatives; within a part, named sites form one
 * alternative and site types (with their qualifiers) another.
 */
function parsePlace(sentence: string, vocab: Vocabulary): SiteCondition[] {
  let s = fold(sentence);
  // Cut the clauses that follow the place: the influence check, the effects.
  s = s.replace(/\bif (?:the )?influence check\b.*$/, '').replace(/\bwho has\b.*$/, '');
  // "the Blue Mountain or Iron Hill Dwarf-hold": distribute the shared last word.
  s = s.replace(/\b([a-z]+(?: [a-z]+)?) or ([a-z]+(?: [a-z]+)?) (dwarf hold)\b/g, '$1 $3 or $2 $3');
  const neg = takeNegations(s, vocab);
  s = neg.phrase;
  const parts = s.split(/,? or at |,? or (?=(?:any |an? )?(?:tapped |untapped |already tapped )*site with)/);
  const out: SiteCondition[] = [];
  for (const part of parts) {
    const common: SiteCondition = {};
    if (neg.notTypes.length) common.notSiteTypes = neg.notTypes;
    if (neg.notNames.length) common.notNames = neg.notNames;
    if (neg.underDeeps !== undefined) common.underDeeps = neg.underDeeps;
    if (neg.dragonLair !== undefined) common.dragonLair = neg.dragonLair;
    if (/\bunder deeps\b/.test(part)) common.underDeeps = true;
    if (/(?:where|at which) information is playable/.test(part)) common.itemClass = 'information';
    if (/where gold rings? (?:items )?are playable/.test(part)) common.itemClass = 'gold ring';
    if (/dragons lair|at home dragon manifestation/.test(part) && common.dragonLair === undefined) common.dragonLair = true;
    // A Fallen-wizard's own havens: his Wizardhavens, "your protected Isengard".
    if (/\bwizardhavens?\b|\bprotected\b/.test(part)) common.alignments = ['Fallen-wizard'];
    if (/\bhero site\b/.test(part)) common.alignments = ['Hero'];
    const attack = /with an? ([a-z]+) automatic attack/.exec(part)?.[1];
    if (attack) common.autoAttack = [attack];
    // " in <regions>" / "in a Wilderness [w]"
    const inIdx = part.search(/(?:\bsites?|\bholds?|\blairs|\bhavens?|\[[a-z]\]) in /);
    let head = part;
    if (inIdx >= 0) {
      const tail = part.slice(inIdx);
      head = part.slice(0, inIdx + 5);
      const regions = findNames(tail.replace(/^\S+ in /, ''), vocab.regionKeys);
      if (regions.length) common.regions = regions;
      const rtypes = REGION_TYPE_WORDS.filter(([re]) => re.test(tail.replace(/^\S+ in /, ''))).map(([, code]) => code);
      if (rtypes.length) common.regionTypes = rtypes;
    }
    const names = findNames(head.replace(/\bat home\b/g, ' '), vocab.siteKeys).filter((n) => !neg.notNames.includes(n));
    const typeWords = head
      .replace(new RegExp(names.map((n) => `(?:the )?${escape(n)}`).join('|') || '$^', 'g'), ' ')
      .replace(/\bstored at an? haven\b.*$/, '');
    const types = typesIn(typeWords);
    // A named site is specific: only the qualifiers that can still narrow it apply.
    if (names.length) out.push({ names, notNames: common.notNames, alignments: common.alignments, itemClass: common.itemClass });
    if (types.length) out.push({ ...common, siteTypes: types });
    else if (!names.length && (common.regions || common.regionTypes || common.underDeeps || common.itemClass || common.autoAttack || common.dragonLair || /\bsite\b/.test(part))) {
      if (Object.keys(common).length) out.push(common);
    }
  }
  return out.map(clean);
}

function clean(c: SiteCondition): SiteCondition {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(c)) if (v !== undefined && !(Array.isArray(v) && v.length === 0)) out[k] = v;
  return out as SiteCondition;
}

function describe(c: SiteCondition, vocab: Vocabulary): LocationRule {
  const name = (k: string) => vocab.siteNames.get(k) ?? k;
  const region = (k: string) => vocab.regionNames.get(k) ?? k;
  const quals: string[] = [];
  if (c.underDeeps === true) quals.push('Under-deeps');
  if (c.underDeeps === false) quals.push('non-Under-deeps');
  if (c.dragonLair === true) quals.push("Dragon's lair");
  if (c.dragonLair === false) quals.push("non-Dragon's lair");
  if (c.hoard) quals.push('with a hoard');
  if (c.notSiteTypes) quals.push([...new Set(c.notSiteTypes)].map((t) => `non-${SITE_TYPE_NAMES[t] ?? t}`).join(', '));
  if (c.alignments) quals.push(`${c.alignments.join('/')} site`);
  if (c.autoAttack) quals.push(`with a ${c.autoAttack.join('/')} automatic-attack`);
  if (c.itemClass && c.names === undefined && c.siteTypes === undefined && !c.regions && !c.regionTypes && c.item) {
    quals.unshift(c.itemClass);
  } else if (c.itemClass) quals.push(`where ${c.itemClass === 'information' ? 'Information' : `${c.itemClass} items`} ${c.itemClass === 'information' ? 'is' : 'are'} playable`);
  if (c.regions) quals.push(`in ${c.regions.map(region).join(' or ')}`);
  if (c.regionTypes) quals.push(`in a ${c.regionTypes.map((t) => REGION_TYPE_NAMES[t] ?? t).join('/')} region`);
  if (c.notNames) quals.push(`except ${c.notNames.map(name).join(', ')}`);
  const q = quals.length ? ` (${quals.join('; ')})` : '';
  if (c.names) return { kind: 'named-site', detail: c.names.map(name).join(' or ') + q, where: c };
  if (c.siteTypes) {
    const kind = c.siteTypes.length === 1 && c.siteTypes[0] === '{H}' ? 'haven' : 'site-type';
    return { kind, detail: c.siteTypes.map((t) => SITE_TYPE_NAMES[t] ?? t).join(' or ') + q, where: c };
  }
  if (c.item && c.itemClass) return { kind: 'item-class', detail: c.itemClass + (quals.length > 1 ? ` (${quals.slice(1).join('; ')})` : ''), where: c };
  if (c.regions || c.regionTypes) return { kind: 'region', detail: `any site${q}`, where: c };
  return { kind: 'text', detail: `any site${q}`, where: c };
}

const ITEM_CLASS: Record<string, ItemClass> = {
  'Minor Item': 'minor',
  'Major Item': 'major',
  'Greater Item': 'greater',
  'Gold Ring Item': 'gold ring',
};

/** The conditions (alternatives) for one card, before sites are looked up. */
function conditionsFor(card: PlaceCard, text: string, vocab: Vocabulary): SiteCondition[] {
  const place = placeSentence(text);
  const parsed = place ? parsePlace(place, vocab) : [];
  const itemClass = card.subtype ? ITEM_CLASS[card.subtype] : undefined;
  if (itemClass) {
    const kind = /\b(Weapon|Armor|Shield|Helmet)\b/.exec(text)?.[1] ?? null;
    const item = { name: card.name, alignment: card.alignment, keywords: [...card.keywords], kind };
    const base: SiteCondition = { itemClass, item };
    if (card.keywords.includes('Hoard Item') || /\bhoard item\b/i.test(text)) base.hoard = true;
    if (place && /^not playable/i.test(foldText(place))) {
      const types = typesIn(fold(place));
      return [{ ...base, notSiteTypes: types }];
    }
    if (!parsed.length) return [base];
    // The text narrows the class: a named site takes the item as it is, a site type needs the class.
    return parsed.map((c) => (c.names ? c : { ...base, ...c, itemClass: c.itemClass ?? itemClass, item }));
  }
  return parsed;
}

interface Built {
  rules: LocationRule[];
  siteIds: string[];
  reason: string | null;
  sides: string[];
  notes: string[];
}

/** What the derivation reads of an MP card (from a CardRecord, or from the engine's EngineCard). */
export interface PlaceCard {
  id: string;
  name: string;
  type: string;
  alignment: string;
  subtype: string | null;
  keywords: readonly string[];
  /** The English rules text as plain text (htmlToText). */
  text: string;
}

/** What the derivation reads of a site card. Site types as symbols: "{F}". */
export interface PlaceSite {
  id: string;
  name: string;
  alignment: string;
  siteType: string | null;
  region: string | null;
  haven: string | null;
  /** The "Playable:" line: "Information, Items (minor, major, greater*) *-Palantíri only". */
  playable: string | null;
  /** The classes already read (class → its starred limit, '' when none): taken instead of reading `playable`. */
  classes?: ReadonlyMap<ItemClass, string>;
  /** The English text as plain text (its automatic-attacks, "Contains a hoard", "Adjacent Sites"). */
  text: string;
  autoAttack: string;
  underDeeps: boolean;
}

/** A region: its name and type symbol ("{w}"). */
export interface PlaceRegion {
  name: string;
  regionType: string | null;
}

/** Where MP cards are played, among these sites: the one derivation the sleeves (createLocationIndex) and the game engine (regions.ts deriveLocations) share. */
export interface PlaceIndex {
  /**
   * The card's location rules and the ids of the sites of its side that meet one, or the reason there is none. `sides`: the
   * site alignments to look at instead of the card's own (the game looks at its player's map: a Wizard's Hero sites).
   */
  locate(card: PlaceCard, sides?: readonly string[]): CardLocations;
  site(siteId: string): SiteSummary | undefined;
}

/** The reason given to an MP card whose text names no place (site, site type, region, Haven, Information…). */
export const NO_PLACE = 'its text names no site, site type, region, Haven or Information where it is played, so no location is derivable (a player sleeves it by hand)';

export function createPlaceIndex(siteCards: readonly PlaceSite[], regionCards: readonly PlaceRegion[]): PlaceIndex {
  const regionTypes = new Map<string, string>();
  const regionNames = new Map<string, string>();
  for (const r of regionCards) {
    regionNames.set(regionKey(r.name), r.name);
    if (r.regionType) regionTypes.set(regionKey(r.name), r.regionType);
  }
  const sites: SiteInfo[] = [];
  const siteNames = new Map<string, string>();
  for (const card of siteCards) {
    const info = siteInfo(card, regionTypes);
    sites.push(info);
    if (!siteNames.has(info.key)) siteNames.set(info.key, info.summary.name);
    if (info.regionKey && !regionNames.has(info.regionKey) && info.summary.region) regionNames.set(info.regionKey, info.summary.region);
  }
  sites.sort((a, b) => (a.summary.id < b.summary.id ? -1 : a.summary.id > b.summary.id ? 1 : 0));
  const siteById = new Map(sites.map((s) => [s.summary.id, s]));
  const byLength = (a: string, b: string) => b.length - a.length || (a < b ? -1 : 1);
  const vocab: Vocabulary = {
    siteKeys: [...siteNames.keys()].sort(byLength),
    regionKeys: [...regionNames.keys()].sort(byLength),
    siteNames,
    regionNames,
  };

  const cache = new Map<string, Built>();
  const build = (card: PlaceCard, given: readonly string[] | undefined): Built => {
    const text = card.text;
    const side = given ?? (/\bbalrog specific\b/i.test(text) && card.alignment === 'Minion' ? SIDES.Balrog : SIDES[card.alignment]);
    const sides = [...(side ?? [])];
    if (card.type !== 'Resource') return { rules: [], siteIds: [], reason: `a ${card.type.toLowerCase()} card is not played at a site`, sides, notes: [] };
    const conditions = conditionsFor(card, text, vocab);
    // No "any site" fallback: a card whose text sets no place gets none, with the reason.
    if (!conditions.length) return { rules: [], siteIds: [], reason: NO_PLACE, sides, notes: [] };
    const notes: string[] = [];
    const rules = conditions.map((c) => describe(c, vocab));
    const own = sites.filter((s) => sides.includes(s.summary.alignment));
    const ids = new Set<string>();
    for (const c of conditions) {
      for (const s of own) if (siteMatches(s, c)) ids.add(s.summary.id);
      if (c.names) {
        for (const n of c.names) {
          const mine = own.some((s) => s.key === n);
          const others = sites.filter((s) => s.key === n && !sides.includes(s.summary.alignment));
          if (!mine && others.length) {
            notes.push(`${siteNames.get(n) ?? n} exists only as a ${[...new Set(others.map((s) => s.summary.alignment))].join('/')} site, not of this card's side (${sides.join(', ')})`);
          } else if (!mine) notes.push(`no site card is named ${siteNames.get(n) ?? n}`);
        }
      }
    }
    const siteIds = [...ids].sort();
    let reason: string | null = null;
    if (!siteIds.length) {
      reason = notes.length
        ? `the site it names is not a ${sides.join('/')} site: ${notes.join('; ')}`
        : `no ${sides.join('/')} site meets ${rules.map((r) => `${r.kind} "${r.detail}"`).join(' or ')}`;
    }
    return { rules, siteIds, reason, sides, notes };
  };
  const get = (card: PlaceCard, sides: readonly string[] | undefined): Built => {
    const key = sides ? `${card.id}|${sides.join(',')}` : card.id;
    let built = cache.get(key);
    if (!built) {
      built = build(card, sides);
      cache.set(key, built);
    }
    return built;
  };
  return {
    locate(card, sides) {
      const b = get(card, sides);
      const out: CardLocations = { cardId: card.id, siteIds: [...b.siteIds], rules: b.rules.map((r) => ({ ...r })), reason: b.reason, sides: [...b.sides] };
      if (b.notes.length) out.notes = [...b.notes];
      return out;
    },
    site(siteId) {
      const s = siteById.get(siteId);
      return s ? { ...s.summary } : undefined;
    },
  };
}

/** A card record as the derivation reads it. */
export function placeCardOf(card: CardRecord): PlaceCard {
  return { id: card.id, name: card.names.en ?? card.id, type: card.type, alignment: card.alignment, subtype: card.subtype, keywords: card.keywords, text: htmlToText(card.texts.en ?? '') };
}

function placeSiteOf(card: CardRecord): PlaceSite {
  return {
    id: card.id,
    name: card.names.en ?? card.id,
    alignment: card.alignment,
    siteType: card.siteType,
    region: card.region,
    haven: card.haven,
    playable: card.sitePlayable ?? attrText(card.attributes.playable),
    text: htmlToText(card.texts.en ?? ''),
    autoAttack: card.autoAttack ?? '',
    underDeeps: card.attributes.underDeeps === true,
  };
}

export function createLocationIndex(cards: readonly CardRecord[]): LocationIndex {
  const byId = new Map<string, CardRecord>();
  for (const card of cards) byId.set(card.id, card);
  const index = createPlaceIndex(
    cards.filter((c) => c.type === 'Site').map(placeSiteOf),
    cards.filter((c) => c.type === 'Region').map((c) => ({ name: c.names.en ?? c.id, regionType: c.regionType })),
  );
  const forCard = (cardId: string): CardLocations => {
    const card = byId.get(cardId);
    if (!card) return { cardId, siteIds: [], rules: [], reason: `no card with id ${cardId} in the catalogue`, sides: [] };
    return index.locate(placeCardOf(card));
  };
  const hostSets = new Map<string, Set<string>>();
  return {
    forCard,
    canHost(cardId, siteId) {
      let set = hostSets.get(cardId);
      if (!set) {
        set = new Set(forCard(cardId).siteIds);
        hostSets.set(cardId, set);
      }
      return set.has(siteId);
    },
    site: (siteId) => index.site(siteId),
  };
}
