/**
 * EngineCard facts from the catalogue's CardRecord: figures parsed from their printed form
 * ("+2(4)" → +2; "to a maximum of 8"), creature keying from the symbols and the text's
 * "May be played at …", site automatic-attacks, region adjacency, where MP cards are playable.
 */
import type { CardRecord } from '../cards/model';
import { leadingNumber } from '../cards/parseCardDatabase';
import { foldText, htmlToText } from '../text/fold';
import type { AutoAttack, EngineCard, RegionTypeCode, SiteTypeCode } from './types';

/** Folded name: lower case, no accents, no "(…)" suffix, single spaces; quotes and dashes unified. */
export function nameKey(name: string): string {
  return foldText(name.replace(/[’‘`]/g, "'").replace(/[“”"]/g, ''))
    .replace(/\s*\([^)]*\)\s*$/, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const SITE_CODES = new Set(['H', 'F', 'B', 'R', 'S', 'D']);
const REGION_CODES = new Set(['w', 's', 'd', 'b', 'f', 'c']);

function symbols(raw: string | null): string[] {
  if (!raw) return [];
  return [...raw.matchAll(/\{([A-Za-z]+)\}/g)].map((m) => m[1] ?? '');
}

function attr(record: CardRecord, key: string): string | null {
  const value = record.attributes[key];
  if (typeof value === 'string') return value.trim() || null;
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    const en = (value as Record<string, unknown>).en;
    return typeof en === 'string' && en.trim() ? en.trim() : null;
  }
  return null;
}

/** "Orcs - 4 strikes with 7 prowess; Trolls - 2 strikes with 8 prowess" → attacks. */
export function parseAutoAttacks(raw: string | null): AutoAttack[] {
  if (!raw) return [];
  const out: AutoAttack[] = [];
  const re = /([A-Za-zÀ-ÿ' -]*?)\s*(\(cannot be canceled\))?\s*(?:\((?:1st|2nd|3rd) attack\))?\s*[-—–]\s*(each character faces\s+)?(\d+)\s+strikes?\s+(?:with|at)\s+(\d+)(?:\s+prowess)?(?:,?\s*(\d+)\s+body)?([^;,]*)/gi;
  for (const m of raw.matchAll(re)) {
    const race = (m[1] ?? '').replace(/\(.*$/, '').trim() || 'Attack';
    // "Maia — 2 strikes with 15 prowess (cannot be canceled)", "Spider (cannot be canceled) — 1 strike with 16 prowess".
    const uncancelable = Boolean(m[2]) || /cannot be canceled/i.test(m[7] ?? '');
    out.push({
      race,
      strikes: Number(m[4]),
      eachCharacter: Boolean(m[3]),
      prowess: Number(m[5]),
      body: m[6] ? Number(m[6]) : null,
      attackerChooses: /attacker chooses/i.test(m[7] ?? ''),
      ...(uncancelable ? { uncancelable: true } : {}),
    });
  }
  return out;
}

/** Site names from "X, Y, and Z" / "X or Y". */
function nameList(text: string): string[] {
  return text
    .split(/,\s*(?:and\s+|or\s+)?|\s+or\s+|\s+and\s+/)
    .map((s) => s.replace(/^(the site |any site in |at )/i, '').trim())
    .filter((s) => s.length > 1 && !/^(any|a|an)(?=\s|$)/i.test(s))
    .map(nameKey);
}

/**
 * "may also be played at Ruins & Lairs [{R}] and Shadow-holds [{S}] in these regions", "at any
 * site in Elven Shores, …", "or at sites in these regions", "at non-Haven sites in these
 * regions", "at Ruins & Lairs [{R}] sites in the following regions: …" (these regions = the
 * regions the creature may be keyed to).
 */
export function sitesInRegions(text: string, keyedRegions: string[]): NonNullable<EngineCard['keySitesIn']> {
  const out: NonNullable<EngineCard['keySitesIn']> = [];
  const re = /\bat (any site|(?:non-Haven )?sites|(?:[A-Za-z&\s-]*\[\{[A-Za-z]+\}\](?:\s*sites)?(?:,?\s*(?:and|or)?\s*)?)+) in (these regions|the following regions:\s*([^.;]+)|([^.;]+))/gi;
  for (const m of text.matchAll(re)) {
    if (/site path/i.test(m[0])) continue;
    const what = m[1] ?? '';
    const regions = /^these regions$/i.test(m[2] ?? '') ? [...keyedRegions] : nameList(m[3] ?? m[4] ?? '');
    if (regions.length === 0) continue;
    const types = symbols(what).filter((x) => SITE_CODES.has(x)) as SiteTypeCode[];
    const nonHaven = /non-Haven/i.test(what);
    out.push({ regions, types: types.length > 0 ? types : null, ...(nonHaven ? { nonHaven } : {}) });
  }
  return out;
}

const COUNTS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4 };

/**
 * "If Doors of Night is (not) in play, may also be played keyed to Ithilien, Nurn, and Horse
 * Plains" / "… keyed to Shadow-lands [{s}]"; "Only two Wildernesses [{w}] in site path are
 * required if Doors of Night is in play".
 */
export function doorsOfNightKeying(text: string): NonNullable<EngineCard['keyIf']> {
  const out: NonNullable<EngineCard['keyIf']> = [];
  for (const m of text.matchAll(/If Doors of Night is (not )?in play, may also be played keyed to ([^.;]+)/gi)) {
    const list = m[2] ?? '';
    const regionTypes = symbols(list).filter((x) => REGION_CODES.has(x)) as RegionTypeCode[];
    const regions = nameList(list.replace(/[A-Za-z -]*\[\{[a-z]\}\]/g, ''));
    if (regionTypes.length > 0 || regions.length > 0) out.push({ doorsOfNight: !m[1], regionTypes, regions });
  }
  for (const m of text.matchAll(/Only (one|two|three|four) [A-Za-z -]+\[\{([a-z])\}\] in (?:the )?site path (?:is|are) required if Doors of Night is in play/gi)) {
    const n = COUNTS[(m[1] ?? '').toLowerCase()] ?? 0;
    const t = m[2] ?? '';
    if (n > 0 && REGION_CODES.has(t)) out.push({ doorsOfNight: true, regionTypes: Array.from({ length: n }, () => t as RegionTypeCode), regions: [] });
  }
  return out;
}

const RING_KINDS: [RegExp, string][] = [
  [/the one ring/i, 'one'],
  [/dwarven ring/i, 'dwarven'],
  [/magic ring/i, 'magic'],
  [/lesser ring/i, 'lesser'],
  [/spirit ring/i, 'spirit'],
  [/mind ring/i, 'mind'],
];

function ringKindOf(record: CardRecord, text: string): string | null {
  if (record.subtype !== 'Special Item') return null;
  for (const k of record.keywords) for (const [re, kind] of RING_KINDS) if (re.test(k)) return kind;
  for (const [re, kind] of RING_KINDS) if (re.test(text.slice(0, 60)) || re.test(record.names.en ?? '')) return kind;
  return null;
}

/** "• a Dwarven ring (8,9,10,11,12+); • a Lesser Ring (any result)" */
export function parseRingTests(text: string): { kind: string; min: number; max: number }[] {
  const out: { kind: string; min: number; max: number }[] = [];
  for (const m of text.matchAll(/(The One Ring|Dwarven [Rr]ing|Magic Ring|Lesser Ring|Spirit Ring|Mind Ring)[^(]*\(([^)]*)\)/g)) {
    const kind = RING_KINDS.find(([re]) => re.test(m[1] ?? ''))?.[1];
    if (!kind) continue;
    const body = m[2] ?? '';
    if (/any/i.test(body)) {
      out.push({ kind, min: -99, max: 99 });
      continue;
    }
    const nums = [...body.matchAll(/(\d+)(\+?)/g)];
    if (nums.length === 0) continue;
    const values = nums.map((n) => Number(n[1]));
    const open = nums.some((n) => n[2] === '+');
    out.push({ kind, min: Math.min(...values) === 1 ? -99 : Math.min(...values), max: open ? 99 : Math.max(...values) });
  }
  return out;
}

function maxAfter(text: string, stat: 'prowess' | 'body'): number | null {
  const re = stat === 'prowess' ? /prowess[^.;]*?to a maximum of (\d+)/i : /body[^.;]*?to a maximum of (\d+)/i;
  const m = re.exec(text);
  return m ? Number(m[1]) : null;
}

export function toEngineCard(record: CardRecord): EngineCard {
  const text = htmlToText(record.texts.en ?? '');
  const name = (record.names.en ?? record.id).trim();
  const subtype = record.subtype;
  const isItem = record.type === 'Resource' && /Item/.test(subtype ?? '');
  const isCreature = record.type === 'Hazard' && /Creature/.test(subtype ?? '');
  const siteCode = symbols(record.siteType)[0];
  const regionCode = symbols(record.regionType)[0];
  const keySyms = isCreature ? symbols(record.keying ?? attr(record, 'playable')) : [];
  const strikesRaw = record.strikes ?? '';
  // Conditional sentences ("If Doors of Night…", "If the body check…") are not keying: they are left out.
  const first = text.split(/(?<=\.)\s+/).filter((x) => !/^If\b/.test(x)).join(' ');
  const keySites: string[] = [];
  const keyRegions: string[] = [];
  const keySitesIn: NonNullable<EngineCard['keySitesIn']> = [];
  const keyIf: NonNullable<EngineCard['keyIf']> = [];
  if (isCreature) {
    for (const m of first.matchAll(/[Mm]ay (?:also )?be played at ([^.;]+)/g)) {
      const list = (m[1] ?? '').replace(/\band may also.*$/, '');
      if (!/\[\{|Ruins|Shadow-holds|Dark-holds|Border-holds|Free-holds|\bsites? in\b/i.test(list)) keySites.push(...nameList(list));
    }
    for (const m of first.matchAll(/[Mm]ay (?:also )?be played keyed to ([^.;]+)/g)) keyRegions.push(...nameList(m[1] ?? ''));
    keySitesIn.push(...sitesInRegions(first, keyRegions));
    keyIf.push(...doorsOfNightKeying(text));
  }
  let playableAt: string[] = [];
  const playableAtTypes: SiteTypeCode[] = [];
  if (record.type === 'Resource') {
    const m = /Playable (?:only )?(?:by [^.]*? )?at ([^.;]+?)(?:\s+if\b|\s*\(|\.|;|$)/i.exec(text);
    if (m) {
      const where = m[1] ?? '';
      for (const s of symbols(where)) if (SITE_CODES.has(s)) playableAtTypes.push(s as SiteTypeCode);
      if (playableAtTypes.length === 0 && !/\bany\b|\ba tapped\b|\ban untapped\b/i.test(where)) playableAt = nameList(where);
    }
  }
  const influence = /influence check is greater than (\d+)/i.exec(text);
  const negative = /-(\d+) marshall?ing points? if eliminated/i.exec(text);
  const ccMod = /([+-]\d+) to all (?:of (?:his|her) )?corruption checks|corruption checks are modified by ([+-]\d+)/i.exec(text);
  let gear: EngineCard['gear'] = null;
  if (isItem) {
    if (/\bWeapon\./.test(text)) gear = 'weapon';
    else if (/\bArmor\./.test(text)) gear = 'armor';
    else if (/\bShield\./.test(text)) gear = 'shield';
    else if (/\bHelmet\./.test(text)) gear = 'helmet';
  }
  const sitePlayable = (record.sitePlayable ?? attr(record, 'playable') ?? '').toLowerCase();
  const playable: string[] = [];
  if (record.type === 'Site') {
    for (const cls of ['minor', 'major', 'greater', 'gold ring']) if (sitePlayable.includes(cls)) playable.push(cls);
    if (sitePlayable.includes('information')) playable.push('information');
  }
  let eventKind: EngineCard['eventKind'] = null;
  if (/Short-event/.test(subtype ?? '')) eventKind = 'short';
  if (/Long-event/.test(subtype ?? '')) eventKind = 'long';
  if (/Permanent-event/.test(subtype ?? '')) eventKind = 'permanent';
  const itemClass: EngineCard['itemClass'] = !isItem
    ? null
    : subtype === 'Minor Item'
      ? 'minor'
      : subtype === 'Major Item'
        ? 'major'
        : subtype === 'Greater Item'
          ? 'greater'
          : subtype === 'Gold Ring Item'
            ? 'gold ring'
            : 'special';
  const prowessRaw = record.prowess;
  const bodyRaw = record.body;
  return {
    id: record.id,
    name,
    key: nameKey(name),
    type: record.type,
    alignment: record.alignment,
    subtype,
    unique: record.unique,
    keywords: [...record.keywords],
    text,
    mp: record.mp ?? 0,
    mpType: record.mpType,
    eliminatedMp: negative ? Number(negative[1]) : 0,
    avatar: record.avatar,
    mind: record.mind,
    di: leadingNumber(record.directInfluence) ?? 0,
    prowess: isItem ? null : leadingNumber(prowessRaw),
    body: isItem ? null : leadingNumber(bodyRaw),
    race: record.race,
    skills: [...record.skills],
    homeSite: record.homeSite,
    corruption: leadingNumber(record.corruption) ?? 0,
    corruptionCheckMod: record.type === 'Character' && ccMod ? Number(ccMod[1] ?? ccMod[2]) : 0,
    itemClass,
    gear,
    prowessBonus: isItem ? (leadingNumber(prowessRaw?.replace(/^\((.*?)\).*$/, '$1') ?? null) ?? 0) : 0,
    prowessMax: isItem ? maxAfter(text, 'prowess') : null,
    bodyBonus: isItem ? (leadingNumber(bodyRaw?.replace(/^\((.*?)\).*$/, '$1') ?? null) ?? 0) : 0,
    bodyMax: isItem ? maxAfter(text, 'body') : null,
    diBonus: isItem ? (leadingNumber(record.directInfluence) ?? 0) : 0,
    strikes: isCreature ? (leadingNumber(strikesRaw) ?? 1) : 0,
    strikesEach: isCreature && /each/.test(strikesRaw),
    attackerChooses: isCreature && /attacker chooses defending characters/i.test(text),
    keyRegionTypes: keySyms.filter((s) => REGION_CODES.has(s)) as RegionTypeCode[],
    keySiteTypes: keySyms.filter((s) => SITE_CODES.has(s)) as SiteTypeCode[],
    keySites,
    keyRegions,
    ...(keySitesIn.length > 0 ? { keySitesIn } : {}),
    ...(keyIf.length > 0 ? { keyIf } : {}),
    eventKind,
    siteType: siteCode && SITE_CODES.has(siteCode) ? (siteCode as SiteTypeCode) : null,
    region: record.type === 'Site' ? record.region : null,
    playable,
    autoAttacks: record.type === 'Site' ? parseAutoAttacks(record.autoAttack ?? attr(record, 'autoAttack')) : [],
    underDeeps: record.attributes.underDeeps === true,
    ...(record.type === 'Site' && record.attributes.underDeeps === true ? { adjacentSites: parseAdjacentSites(attr(record, 'adjacent') ?? '') } : {}),
    regionKey: record.type === 'Site' && record.region ? nameKey(record.region) : null,
    ...(record.type === 'Site' && attr(record, 'sitePath') ? { sitePath: symbols(attr(record, 'sitePath')).filter((x) => REGION_CODES.has(x)) as RegionTypeCode[] } : {}),
    regionType: regionCode && REGION_CODES.has(regionCode) ? (regionCode as RegionTypeCode) : null,
    adjacent: record.type === 'Region' ? [...record.adjacentRegions] : [],
    adjacentKeys: record.type === 'Region' ? record.adjacentRegions.map(nameKey) : [],
    playableAt,
    playableAtTypes,
    influenceNumber: influence ? Number(influence[1]) : null,
    ringKind: ringKindOf(record, text),
    ringTests: subtype === 'Gold Ring Item' ? parseRingTests(text) : [],
  };
}

/** An Under-deeps site's "Adjacent Sites: Moria (0), The Gem-deeps (6), Any site in Udûn (0)": names (or a region) and rolls. */
export function parseAdjacentSites(line: string): { site?: string; region?: string; roll: number }[] {
  const out: { site?: string; region?: string; roll: number }[] = [];
  for (const m of line.matchAll(/([^,(]+?)\s*\((\d+)\)/g)) {
    const name = (m[1] ?? '').trim();
    const roll = Number(m[2]);
    const anyIn = /^any site in (.+)$/i.exec(name);
    out.push(anyIn ? { region: nameKey(anyIn[1] ?? ''), roll } : { site: nameKey(name), roll });
  }
  return out;
}

export function buildEngineCards(records: Iterable<CardRecord>): Record<string, EngineCard> {
  const out: Record<string, EngineCard> = {};
  for (const record of records) out[record.id] = toEngineCard(record);
  return out;
}
