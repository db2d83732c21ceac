/**
 * Reads one line of a card list as people paste or type it, in the forms card players use:
 *
 *   3 Orc-raiders          4x Lórien          x4 Lórien          Lórien x4
 *   2 Gandalf (TW)         gandalf wh         1 TW-156           - 2 Rivendell [H]
 *
 * A count is optional (1 when missing). A set code is taken in brackets "(TW)" or as the
 * last word ("gandalf wh") when it is one of the given set codes, so a card's own words are
 * never mistaken for one. "TW-156" is a card id. A [H]/[M] tag stays in the query, where
 * resolveCardName reads it. Blank lines, comments (#, //, ;) and headings ("Hazards:") are
 * not card lines. Matching the query to a card is nameIndex.ts's job, not this module's.
 */
import { stripTag } from './gccg';

/** The most copies one list line may ask for; more is read as this many (and flagged). */
export const LIST_COUNT_MAX = 999;

export interface ListLine {
  count: number;
  /** The card's name as written, with any [H]/[M] tag; the card id for the id form. */
  query: string;
  /** Upper-case set code, from "(TW)", a trailing known code or the card id. */
  set: string | null;
  /** Set for the "TW-156" form only. */
  cardId: string | null;
  /** The written count was 0 or above LIST_COUNT_MAX and was brought into 1..LIST_COUNT_MAX. */
  countClamped: boolean;
}

// Control and format characters (NUL, tabs, zero-width spaces, the BOM) read as spaces.
const INVISIBLE = /[\p{Cc}\p{Cf}\u2028\u2029]+/gu;
const COMMENT = /^(#|\/\/|;)/;
const HEADING = /:$/;
const BULLET = /^[-*•]\s+/;
const TIMES = '[x×X]';
const LEADING_COUNT = new RegExp(`^(\\d+)\\s*${TIMES}?\\s+(\\S.*)$`, 'u');
const LEADING_TIMES = new RegExp(`^${TIMES}\\s*(\\d+)\\s+(\\S.*)$`, 'u');
const TRAILING_TIMES = new RegExp(`^(.*\\S)\\s+${TIMES}\\s*(\\d+)$`, 'u');
const TRAILING_COUNT_X = new RegExp(`^(.*\\S)\\s+(\\d+)\\s*${TIMES}$`, 'u');
const BRACKETED_SET = /\s*\(\s*([A-Za-z0-9]{2,5})\s*\)$/;
const CARD_ID = /^([A-Za-z]{2,4})-0*(\d{1,4})$/;
// Only the written forms of set codes (short, letters and digits) can ever match.
const SET_CODE_SHAPE = /^[A-Za-z0-9]{2,5}$/;

/**
 * One line of a pasted list, or null when it holds no card (blank, comment, heading).
 * `setCodes` are the card database's set codes (any case); without them only bracketed
 * codes of the usual shape ("(TW)", "(le)") and card ids are recognised. Never throws.
 */
export function parseListLine(line: string, setCodes: Iterable<string> = []): ListLine | null {
  const known = new Set([...setCodes].map((code) => code.toUpperCase()));
  const text = line.replace(INVISIBLE, ' ').trim().replace(BULLET, '').replace(/\s+/g, ' ');
  if (text === '' || COMMENT.test(text) || HEADING.test(text)) return null;

  const counted = splitCount(text);
  const { tag, name, set } = splitSet(counted.rest, known);
  if (name === '') return null;

  const id = CARD_ID.exec(name);
  if (id && tag === '' && (known.size === 0 || known.has((id[1] ?? '').toUpperCase()))) {
    const idSet = (id[1] ?? '').toUpperCase();
    return { ...counted.count, query: `${idSet}-${id[2] ?? ''}`, set: idSet, cardId: `${idSet}-${id[2] ?? ''}` };
  }
  return { ...counted.count, query: name + tag, set, cardId: null };
}

interface Counted {
  count: { count: number; countClamped: boolean };
  rest: string;
}

/** Takes the count off either end ("3 x", "3x", "x3" before; "x3", "3x" after). */
function splitCount(text: string): Counted {
  const before = LEADING_COUNT.exec(text) ?? LEADING_TIMES.exec(text);
  if (before) return { count: clampCount(before[1] ?? ''), rest: before[2] ?? '' };
  const after = TRAILING_TIMES.exec(text) ?? TRAILING_COUNT_X.exec(text);
  if (after) return { count: clampCount(after[2] ?? ''), rest: after[1] ?? '' };
  return { count: { count: 1, countClamped: false }, rest: text };
}

function clampCount(digits: string): { count: number; countClamped: boolean } {
  const written = Number(digits);
  const count = Math.min(LIST_COUNT_MAX, Math.max(1, written));
  return { count, countClamped: count !== written };
}

/** Takes the tag and the set code off the end of a name, in either order. */
function splitSet(text: string, known: ReadonlySet<string>): { name: string; tag: string; set: string | null } {
  let rest = text;
  let tag = stripTag(rest);
  rest = tag.name.trim();

  let set: string | null = null;
  const bracketed = BRACKETED_SET.exec(rest);
  if (bracketed && isSetCode(bracketed[1] ?? '', known)) {
    set = (bracketed[1] ?? '').toUpperCase();
    rest = rest.slice(0, bracketed.index).trim();
  } else {
    const words = rest.split(' ');
    const last = words[words.length - 1] ?? '';
    if (words.length > 1 && known.has(last.toUpperCase())) {
      set = last.toUpperCase();
      rest = words.slice(0, -1).join(' ');
    }
  }
  if (tag.tag === null) {
    tag = stripTag(rest);
    rest = tag.name.trim();
  }
  return { name: rest, tag: tag.tag === null ? '' : ` [${tag.tag}]`, set };
}

function isSetCode(code: string, known: ReadonlySet<string>): boolean {
  if (known.size > 0) return known.has(code.toUpperCase());
  // Without the list, the code must be in one case: "(Ulzog)" is part of "Euog (Ulzog)".
  return SET_CODE_SHAPE.test(code) && (code === code.toUpperCase() || code === code.toLowerCase());
}

/** Writes a line back in the plain form ("3 Orc-raiders (LE)") that parseListLine reads. */
export function renderListLine(line: Pick<ListLine, 'count' | 'query' | 'set'>): string {
  return `${line.count} ${line.query}${line.set ? ` (${line.set})` : ''}`;
}
