/**
 * Turns a Council of Rivendell JSON file into typed set and card records, or throws a
 * CardDataError naming the file and the first things wrong with it. Pure: the caller
 * decides where the text came from and where the records go.
 */
import type { z } from 'zod';
import { corCardSchema, corSetSchema, isCorCard, isCorSet, type CorCard, type CorSet } from './corFormat';
import { LIMITS } from '../api/limits';
import { CardDataError } from './errors';
import { LANGUAGES, type CardRecord, type Localized, type SetRecord } from './model';

/** A card database is a few MB; anything far larger is not one. */
export const MAX_CARD_FILE_BYTES = LIMITS.fileBytes.cards;

/** Far deeper than any card database; deeper input could overflow the stack later (JSON.stringify). */
export const MAX_JSON_DEPTH = 64;

export interface ParsedCardDatabase {
  sets: SetRecord[];
  cards: CardRecord[];
}

export function describeJsonError(text: string, error: unknown): string {
  const detail = error instanceof Error ? error.message : String(error);
  if (text.trim() === '') return 'the file is empty; expected a card database in JSON';
  if (/end of (JSON )?input|Unterminated|Unexpected end/i.test(detail)) {
    return `the JSON ends before it is complete (${detail}); the file looks truncated — download or copy it again`;
  }
  return `not valid JSON (${detail}); expected a Council of Rivendell card database (cards.json)`;
}

function valueAt(root: unknown, path: readonly PropertyKey[]): unknown {
  let value = root;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<PropertyKey, unknown>)[key];
  }
  return value;
}

function formatIssues(where: string, error: z.ZodError, raw: unknown): string {
  const issues = error.issues.slice(0, 3).map((issue) => {
    const path = issue.path.length ? `"${issue.path.join('.')}"` : 'the value';
    return issue.path.length && valueAt(raw, issue.path) === undefined
      ? `missing required field ${path}`
      : `${path}: ${issue.message}`;
  });
  const more = error.issues.length > 3 ? ` (and ${error.issues.length - 3} more problems)` : '';
  return `${where}: ${issues.join('; ')}${more}`;
}

export function parseCardDatabase(fileName: string, text: string): ParsedCardDatabase {
  if (text.length > MAX_CARD_FILE_BYTES) {
    throw new CardDataError(fileName, `the file is ${Math.round(text.length / 1048576)} MB, far larger than any card database; choose the cards.json file`);
  }
  // Editors on Windows save a UTF-8 byte-order mark; it is not part of the JSON.
  const json = text.replace(/^\uFEFF/, '');
  let root: unknown;
  try {
    // V8's JSON.parse does not recurse, so deep nesting is measured on the value below
    // (a walk of the 4 MB text before parsing cost more than the parse itself).
    root = JSON.parse(json);
  } catch (error) {
    throw new CardDataError(fileName, describeJsonError(json, error));
  }
  if (root === null || typeof root !== 'object' || Array.isArray(root)) refuseDeepNesting(fileName, root);
  return parseCardDatabaseValue(fileName, root);
}

/**
 * Refuses a value nested deeper than MAX_JSON_DEPTH. Only values kept as they are (card
 * attributes, a root of the wrong shape) need it: the schema checks every other field's
 * type without descending into it, and later code would recurse through what is kept.
 */
function refuseDeepNesting(fileName: string, value: unknown, depthAbove = 0): void {
  if (depthAbove + valueDepth(value, MAX_JSON_DEPTH - depthAbove) > MAX_JSON_DEPTH) {
    throw new CardDataError(fileName, `not a card database: the JSON nests more than ${MAX_JSON_DEPTH} levels deep`);
  }
}

/** The deepest nesting of arrays and objects in a parsed value, walked without recursion; stops once past `limit`. */
export function valueDepth(root: unknown, limit: number): number {
  let max = 0;
  const stack: Array<[unknown, number]> = [[root, 1]];
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (depth > max) max = depth;
    if (max > limit) break;
    for (const child of Object.values(value)) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
  return max;
}

/** The deepest nesting of arrays and objects, counted without parsing (strings skipped). */
export function jsonDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    if (inString) {
      if (ch === 0x5c) i++; // backslash: skip the escaped character
      else if (ch === 0x22) inString = false;
    } else if (ch === 0x22) inString = true;
    else if (ch === 0x5b || ch === 0x7b) max = Math.max(max, ++depth);
    else if (ch === 0x5d || ch === 0x7d) depth--;
  }
  return max;
}

/** A value from JSON.parse (the fast checks in corFormat.ts assume so). */
export function parseCardDatabaseValue(fileName: string, root: unknown): ParsedCardDatabase {
  /** The schema's verdict on a value the fast check did not pass: its data, or the refusal worded. */
  const checked = <T>(schema: z.ZodType<T>, raw: unknown, where: () => string): T => {
    const result = schema.safeParse(raw);
    if (!result.success) throw new CardDataError(fileName, formatIssues(where(), result.error, raw));
    return result.data;
  };
  if (root === null || typeof root !== 'object' || Array.isArray(root)) {
    throw new CardDataError(fileName, 'wrong shape: expected an object of sets keyed by set code ({"TW": {...}, ...})');
  }
  const entries = Object.entries(root as Record<string, unknown>);
  if (entries.length === 0) throw new CardDataError(fileName, 'wrong shape: the file holds no sets');

  const sets: SetRecord[] = [];
  const cards: CardRecord[] = [];
  // Ids are compared without case: the app upper-cases typed ids, so "as-1" and "AS-1" would collide.
  const seen = new Map<string, string>();
  for (const [setKey, rawSet] of entries) {
    const set = isCorSet(rawSet) ? rawSet : checked(corSetSchema, rawSet, () => `wrong shape at set "${setKey}"`);
    sets.push(toSetRecord(set, sets.length));
    for (const [cardKey, rawCard] of Object.entries(set.cards)) {
      const card = isCorCard(rawCard) ? rawCard : checked(corCardSchema, rawCard, () => `card "${cardKey}" in set "${set.id}"`);
      // Attributes are stored as they are: root › set › cards › card › attributes.
      refuseDeepNesting(fileName, card.attributes, 4);
      const other = seen.get(card.id.toUpperCase());
      if (other === card.id) throw new CardDataError(fileName, `card id "${card.id}" appears twice`);
      if (other !== undefined) throw new CardDataError(fileName, `card ids "${other}" and "${card.id}" differ only in case; ids must be unique regardless of case`);
      if (card.set !== set.id) {
        throw new CardDataError(fileName, `card "${card.id}" names set "${card.set}" but sits in set "${set.id}"; the file is inconsistent`);
      }
      seen.set(card.id.toUpperCase(), card.id);
      cards.push(toCardRecord(card, set.id));
    }
  }
  if (cards.length === 0) throw new CardDataError(fileName, 'the file holds sets but no cards');
  return { sets, cards };
}

function toSetRecord(set: CorSet, index: number): SetRecord {
  return {
    id: set.id,
    names: pickLanguages(set.name),
    imageBaseUrl: stringsOnly(set.imageBaseUrl ?? {}),
    order: set.order ?? index + 1,
    context: set.context ?? null,
  };
}

function stringsOnly(values: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(values)) if (typeof value === 'string' && value) out[key] = value;
  return out;
}

function pickLanguages(values: Record<string, unknown> | undefined): Localized {
  const out: Localized = {};
  if (!values) return out;
  for (const lang of LANGUAGES) {
    const value = values[lang];
    if (typeof value === 'string' && value.trim() !== '') out[lang] = value.trim();
  }
  return out;
}

/** An attribute as English text: strings as they are, language objects by .en. */
export function attributeText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'string') return value.trim() === '' ? null : value.trim();
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object' && !Array.isArray(value)) {
    const en = (value as Record<string, unknown>).en;
    return typeof en === 'string' && en.trim() !== '' ? en.trim() : null;
  }
  return null;
}

/** The leading whole number of a figure: "2*" → 2, "4(6)" → 4, "(3)" → 3, "-1" → -1. */
export function leadingNumber(raw: string | null): number | null {
  if (raw === null) return null;
  const match = /^\(?([+-]?\d+)/.exec(raw.trim());
  return match ? Number(match[1]) : null;
}

function splitList(raw: string | null, separator: RegExp): string[] {
  if (!raw) return [];
  return raw
    .split(separator)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

function toCardRecord(card: CorCard, setId: string): CardRecord {
  const a = (card.attributes ?? {}) as Record<string, unknown>;
  const text = (key: string) => attributeText(a[key]);
  const isSite = card.type === 'Site';
  const isCreature = card.type === 'Hazard' && /Creature/.test(text('subtype') ?? '');
  const mpRaw = text('marshallingPoints');
  const keywords = Array.isArray(a.keywords) ? a.keywords.filter((k): k is string => typeof k === 'string') : [];
  return {
    id: card.id,
    set: setId,
    type: card.type,
    alignment: card.alignment,
    subtype: text('subtype'),
    unique: a.unique === true,
    mp: leadingNumber(mpRaw),
    mpRaw,
    mpType: text('marshallingPointsType'),
    mind: leadingNumber(text('mind')),
    directInfluence: text('directInfluence'),
    prowess: text('prowess'),
    body: text('body'),
    race: text('race'),
    skills: splitList(text('skills'), /\//),
    homeSite: text('homeSite'),
    corruption: text('corruption'),
    strikes: text('strikes'),
    keying: isCreature || (!isSite && card.type === 'Hazard') ? text('playable') : null,
    siteType: text('siteType'),
    region: text('region'),
    haven: text('haven'),
    sitePath: text('sitePath'),
    sitePlayable: isSite ? text('playable') : null,
    autoAttack: text('autoAttack'),
    draw: leadingNumber(text('draw')),
    drawOpponent: leadingNumber(text('drawOpponent')),
    regionType: text('regionType'),
    adjacentRegions: card.type === 'Region' ? splitList(text('moveTo'), /,/) : [],
    keywords,
    avatar: a.avatar === true,
    agent: a.agent === true,
    image: card.image ?? null,
    rarity: card.rarity ?? null,
    artist: card.artist ?? null,
    names: pickLanguages(card.name),
    texts: pickLanguages(card.text),
    attributes: a,
  };
}
