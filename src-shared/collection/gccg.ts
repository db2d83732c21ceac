/**
 * Reads deck lists in the GCCG format (.meccg), the format GCCG and the meccg-online
 * server write:
 *
 *   # comment               (also "# Hazard (30)" group headings)
 *   ####
 *   Deck                    (section name between two fences: Deck, Pool, Sideboard, Sites, Notes)
 *   ####
 *   3 Orc-watch (LE)        (COUNT NAME (SET); NAME may carry [H]/[M] in any case)
 *
 * The Notes section is free prose, so its lines are not card lines. Card names are kept
 * as written; matching them to cards is nameIndex.ts's job.
 */
import { checkCount, FileLimitError, LIMITS, NUMBER_LIKE } from '../api/limits';
import type { UnresolvedLine } from '../api/schemas';

export type AlignmentTag = 'H' | 'M';

export interface GccgLine {
  /** 1-based line number in the file. */
  line: number;
  count: number;
  name: string;
  setCode: string | null;
  tag: AlignmentTag | null;
  /** Section the line sits in (Deck, Pool, Sideboard, Sites…), null before any fence. */
  section: string | null;
  raw: string;
}

export interface GccgDeck {
  lines: GccgLine[];
  problems: UnresolvedLine[];
}

export interface CardQuery {
  name: string;
  setCode: string | null;
  tag: AlignmentTag | null;
}

const FENCE = /^#{4,}\s*$/;
const FREE_TEXT_SECTIONS = new Set(['notes']);
const TAG_AT_END = /\s*\[([hm])\]\s*$/i;
// Set codes are short codes in one case ("TW", "le"); the "(Bûrat)" or "(Ulzog)" in a
// card's own name is not one.
const SET_AT_END = /\s*\(([A-Z0-9]{2,5}|[a-z0-9]{2,5})\)\s*$/;
const COUNT_THEN_NAME = /^(\S+)\s+(.*\S)\s*$/;

export const CARD_LINE_HINT = 'expected `COUNT NAME (SET)`, e.g. `3 Orc-watch (LE)`';

/**
 * A count past maxCount (or one that is a number but not a whole one: "-3", "2.5", "1e9")
 * or more than LIMITS.linesPerFile lines throws FileLimitError: such a file is refused
 * whole, not imported without that line.
 */
export function parseGccgDeck(text: string, maxCount: number = LIMITS.setCopiesPerCard): GccgDeck {
  const rows = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/, LIMITS.linesPerFile + 1);
  if (rows.length > LIMITS.linesPerFile) throw new FileLimitError(`line ${LIMITS.linesPerFile + 1}`, `more than ${LIMITS.linesPerFile} lines, the limit for one file`);
  const lines: GccgLine[] = [];
  const problems: UnresolvedLine[] = [];
  let section: string | null = null;

  for (let i = 0; i < rows.length; i++) {
    const raw = rows[i] ?? '';
    const trimmed = raw.trim();
    if (FENCE.test(trimmed) && isSectionName(rows[i + 1]) && FENCE.test((rows[i + 2] ?? '').trim())) {
      section = (rows[i + 1] ?? '').trim();
      i += 2;
      continue;
    }
    if (trimmed === '' || trimmed.startsWith('#')) continue;
    if (section !== null && FREE_TEXT_SECTIONS.has(section.toLowerCase())) continue;

    const countText = trimmed.split(/\s/, 1)[0] ?? '';
    const countProblem = NUMBER_LIKE.test(countText) ? checkCount(countText, 1, maxCount) : null;
    if (countProblem !== null) throw new FileLimitError(`line ${i + 1}`, countProblem);
    const parsed = parseCardLine(trimmed);
    if (typeof parsed === 'string') problems.push({ line: i + 1, text: raw, reason: parsed });
    else lines.push({ line: i + 1, ...parsed, section, raw });
  }
  return { lines, problems };
}

function isSectionName(row: string | undefined): boolean {
  const trimmed = (row ?? '').trim();
  return trimmed !== '' && !trimmed.startsWith('#');
}

/** One card line, or the reason it is not one. */
export function parseCardLine(text: string): ({ count: number } & CardQuery) | string {
  const match = COUNT_THEN_NAME.exec(text.trim());
  if (!match) return CARD_LINE_HINT;
  const [, countText = '', rest = ''] = match;
  if (!/^[+-]?\d+$/.test(countText)) return CARD_LINE_HINT;
  const count = Number(countText);
  if (!Number.isSafeInteger(count) || count < 1) return `the count must be a positive whole number, not "${countText}"`;
  const query = parseCardQuery(rest);
  if (query.name === '') return CARD_LINE_HINT;
  return { count, ...query };
}

/**
 * Splits "Rivendell [h] (TW)" into name, set code and alignment tag. The tag is also
 * accepted after the set code ("Rivendell (TW) [H]"), which some hand-made lists use.
 */
export function parseCardQuery(text: string): CardQuery {
  const first = stripTag(text.trim());
  let name = first.name;
  let setCode: string | null = null;
  const set = SET_AT_END.exec(name);
  if (set) {
    setCode = set[1] ?? null;
    name = name.slice(0, set.index);
  }
  const second = first.tag === null ? stripTag(name) : { name, tag: first.tag };
  return { name: second.name.trim(), setCode, tag: second.tag };
}

/** Takes a trailing [H]/[M] (any case) off a name. */
export function stripTag(name: string): { name: string; tag: AlignmentTag | null } {
  const m = TAG_AT_END.exec(name);
  if (!m) return { name, tag: null };
  return { name: name.slice(0, m.index), tag: m[1]?.toUpperCase() === 'H' ? 'H' : 'M' };
}
