/**
 * The collection CSV: one row per owned card, readable by spreadsheets and by people.
 *
 *   card_id  the card's id ("TW-156"); may be left empty when name (and set) identify it
 *   set      set code ("TW")
 *   name     English card name, for people (and for matching when card_id is empty)
 *   count    copies owned, a whole number >= 0
 *   note     free text
 *   storage  free text: where the copies are kept
 *
 * Per-copy details (lots) add six columns; each lot is a row of its own right after its
 * card's row (same card_id, or same name and set when card_id is empty):
 *
 *   lot        the lot's number within the card (1, 2, …); empty on the card's own row
 *   place, condition, language, printing, lot_note   the lot's details
 *
 * On a lot row, count is the copies in that lot (note and storage are left empty); on the
 * card's row it stays the copies owned, so the card row alone says everything older files
 * said. A file with a lot column replaces each card's lots with the rows below it (none:
 * no lots); a file without one (older files, and collections without any lot, which are
 * written exactly as before) leaves lots as they are, trimmed only to fit a lower count.
 *
 * A header row is required; columns may come in any order and extra columns are ignored.
 * Notes, storage, places and lot notes round-trip exactly (quotes, commas, line breaks,
 * any Unicode).
 */
import Papa from 'papaparse';
import { checkCount, FileLimitError, LIMITS, NUMBER_LIKE } from '../api/limits';
import type { UnresolvedLine } from '../api/schemas';
import { LOT_LIMITS, type Lot } from '../api/schemasLots';
import { readLotDetails } from './lotCsv';

export const CSV_COLUMNS = ['card_id', 'set', 'name', 'count', 'note', 'storage'] as const;
/** The per-copy columns, written when the rows carry lots. */
export const LOT_COLUMNS = ['lot', 'place', 'condition', 'language', 'printing', 'lot_note'] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number] | (typeof LOT_COLUMNS)[number];

export interface CsvRow {
  cardId: string;
  set: string;
  name: string;
  count: number;
  note: string;
  storage: string;
  /** The card's lots; absent when the file has no lot column (lots are then left as they are). */
  lots?: Lot[];
}

export interface ParsedCsv {
  rows: (CsvRow & { line: number })[];
  problems: UnresolvedLine[];
}

// RFC 4180 line ends, so the file opens cleanly in spreadsheet programs on every platform.
const NEWLINE = '\r\n';

/**
 * Spreadsheets run a cell that starts with = + - @ as a formula, also behind leading
 * control characters (NUL, tab, line feed, CR…) or spaces, which they skip. Such cells, and
 * any cell starting with a control character, are written with a leading ' (the spreadsheet
 * convention for "text") and read back without it. A value that already starts with quotes
 * before such a start gets one more, so every value round-trips: the reader takes exactly
 * one off exactly those values, and "'hello" stays as it is.
 */
const FORMULA_START = /^'*(?:\p{Cc}|\s*[=+\-@])/u;
const ESCAPED_FORMULA = /^'+(?:\p{Cc}|\s*[=+\-@])/u;

export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function restoreFormula(value: string): string {
  return ESCAPED_FORMULA.test(value) ? value.slice(1) : value;
}

export function collectionToCsv(rows: readonly CsvRow[]): string {
  const safe = neutralizeFormula;
  // Without any lot the file keeps the older six columns, exactly as earlier versions wrote it.
  const withLots = rows.some((row) => (row.lots?.length ?? 0) > 0);
  const data: string[][] = [];
  for (const row of rows) {
    const card = [safe(row.cardId), safe(row.set), safe(row.name)];
    data.push([...card, String(row.count), safe(row.note), safe(row.storage), ...(withLots ? ['', '', '', '', '', ''] : [])]);
    (row.lots ?? []).forEach((lot, i) => {
      data.push([...card, String(lot.count), '', '', String(i + 1), safe(lot.place), lot.condition, lot.language, lot.printing, safe(lot.note)]);
    });
  }
  const fields = withLots ? [...CSV_COLUMNS, ...LOT_COLUMNS] : [...CSV_COLUMNS];
  return Papa.unparse({ fields, data }, { newline: NEWLINE, delimiter: ',' }) + NEWLINE;
}

interface RawRecord {
  fields: string[];
  line: number;
  text: string;
  error: string | null;
}

export function parseCollectionCsv(text: string): ParsedCsv {
  const records = readRecords(text.replace(/^\uFEFF/, ''));
  if (records.length > LIMITS.linesPerFile + 1) {
    throw new FileLimitError(`line ${records[LIMITS.linesPerFile + 1]?.line ?? LIMITS.linesPerFile + 1}`, `more than ${LIMITS.linesPerFile} records, the limit for one file`);
  }
  const problems: UnresolvedLine[] = [];
  const headerAt = records.findIndex((record) => !isBlank(record.fields));
  const header = records[headerAt];
  if (!header) return { rows: [], problems: [{ line: 1, text: '', reason: 'the file is empty; expected a header row' }] };

  const columns = new Map<string, number>();
  header.fields.forEach((field, i) => {
    const name = field.trim().toLowerCase();
    if (!columns.has(name)) columns.set(name, i);
  });
  const missing: string[] = [];
  if (!columns.has('count')) missing.push('count');
  if (!columns.has('card_id') && !columns.has('name')) missing.push('card_id (or name)');
  if (missing.length > 0) {
    const reason = `missing column ${missing.join(' and ')}; the header row must name the columns ${CSV_COLUMNS.join(',')}`;
    return { rows: [], problems: [{ line: header.line, text: header.text, reason }] };
  }

  const get = (record: RawRecord, column: CsvColumn) => {
    const i = columns.get(column);
    return i === undefined ? '' : restoreFormula(record.fields[i] ?? '');
  };
  const withLots = columns.has('lot');
  const rows: ParsedCsv['rows'] = [];
  // The card row that lot rows attach to (null after a refused card row: its lots are refused too).
  let lastCard: ParsedCsv['rows'][number] | null = null;
  for (const record of records.slice(headerAt + 1)) {
    if (record.error === null && isBlank(record.fields)) continue;
    const problem = (reason: string) => problems.push({ line: record.line, text: record.text, reason });
    if (record.error !== null) {
      problem(record.error);
      lastCard = null;
      continue;
    }
    if (withLots && get(record, 'lot').trim() !== '') {
      const lot = readLot(record, get, lastCard);
      if (typeof lot === 'string') problem(lot);
      else lastCard!.lots!.push(lot);
      continue;
    }
    lastCard = null;
    const countText = get(record, 'count').trim();
    const cardId = get(record, 'card_id').trim();
    const name = get(record, 'name');
    // A number past the cap, negative or fractional refuses the whole file (FileLimitError).
    const countProblem = NUMBER_LIKE.test(countText) ? checkCount(countText, 0, LIMITS.collectionCopiesPerCard) : null;
    if (countProblem !== null) throw new FileLimitError(`line ${record.line}`, countProblem);
    if (!/^\+?\d+$/.test(countText)) {
      problem(`count must be a whole number of copies (0 or more), not "${countText}"`);
    } else if (cardId === '' && name.trim() === '') {
      problem('the row needs a card_id or a card name');
    } else {
      const row = { cardId, set: get(record, 'set').trim(), name, count: Number(countText) };
      lastCard = { line: record.line, ...row, note: get(record, 'note'), storage: get(record, 'storage'), ...(withLots ? { lots: [] } : {}) };
      rows.push(lastCard);
    }
  }
  return refuseOverDescribed(rows, problems, records);
}

type CardRow = ParsedCsv['rows'][number];

/** A lot row read against the card row it follows, or why it cannot be. */
function readLot(record: RawRecord, get: (record: RawRecord, column: CsvColumn) => string, card: CardRow | null): Lot | string {
  const cardId = get(record, 'card_id').trim();
  const name = get(record, 'name');
  const set = get(record, 'set').trim();
  const sameCard = card !== null && (cardId !== '' || card.cardId !== '' ? cardId === card.cardId : name === card.name && set === card.set);
  if (!sameCard) {
    return `a lot row must come right after its card's row (the row with the card's count and an empty lot column); move it under the row of ${cardId || name}`;
  }
  const lotNumber = get(record, 'lot').trim();
  if (!/^\d+$/.test(lotNumber) || Number(lotNumber) < 1) return `lot must be the lot's number (1, 2, …), not "${lotNumber.slice(0, 40)}"`;
  if (card.lots!.length >= LOT_LIMITS.lotsPerCard) return `more than ${LOT_LIMITS.lotsPerCard} lots of one card`;
  const countText = get(record, 'count').trim();
  const countProblem = checkCount(countText, 1, LIMITS.collectionCopiesPerCard);
  if (countProblem !== null) return `a lot holds 1 or more copies: ${countProblem}`;
  const details = readLotDetails({
    place: get(record, 'place'),
    condition: get(record, 'condition'),
    language: get(record, 'language'),
    printing: get(record, 'printing'),
    note: get(record, 'lot_note'),
  });
  return typeof details === 'string' ? details : { count: Number(countText), ...details };
}

/** A card row whose lots describe more copies than its count is refused with its lots. */
function refuseOverDescribed(rows: CardRow[], problems: UnresolvedLine[], records: RawRecord[]): ParsedCsv {
  const kept: CardRow[] = [];
  for (const row of rows) {
    const described = (row.lots ?? []).reduce((n, lot) => n + lot.count, 0);
    if (described <= row.count) {
      kept.push(row);
      continue;
    }
    const text = records.find((r) => r.line === row.line)?.text ?? '';
    problems.push({ line: row.line, text, reason: `the lots below this row describe ${described} copies but count is ${row.count}; raise the count or lower the lots` });
  }
  problems.sort((a, b) => a.line - b.line);
  return { rows: kept, problems };
}

function isBlank(fields: string[]): boolean {
  return fields.every((field) => field.trim() === '');
}

/**
 * Splits the text into records, each with the line it starts on, then lets papaparse read
 * each record's fields. (papaparse reports no line numbers, and a quoted field may span
 * several lines, so the record boundaries are found here: line breaks outside quotes.)
 */
function readRecords(text: string): RawRecord[] {
  return splitRecords(text).map(({ text: recordText, line }) => {
    const result = Papa.parse<string[]>(recordText, { delimiter: ',', newline: '\n' });
    const error = result.errors[0];
    return {
      fields: result.data[0] ?? [],
      line,
      text: recordText.slice(0, 300),
      error: error ? csvErrorText(error) : result.data.length > 1 ? 'unreadable CSV record' : null,
    };
  });
}

function splitRecords(text: string): { text: string; line: number }[] {
  const records: { text: string; line: number }[] = [];
  let start = 0;
  let startLine = 1;
  let line = 1;
  let inQuotes = false;
  let atFieldStart = true;
  let i = 0;
  while (i < text.length) {
    const ch = text[i];
    const crlf = ch === '\r' && text[i + 1] === '\n';
    if (inQuotes) {
      if (ch === '"') {
        if (text[i + 1] === '"') i++;
        else inQuotes = false;
      } else if (ch === '\n' || (ch === '\r' && !crlf)) line++;
      i++;
    } else if (ch === '\n' || ch === '\r') {
      records.push({ text: text.slice(start, i), line: startLine });
      i += crlf ? 2 : 1;
      start = i;
      startLine = ++line;
      atFieldStart = true;
    } else {
      // A quote opens a quoted field only at the start of a field, as in papaparse.
      if (ch === '"' && atFieldStart) inQuotes = true;
      atFieldStart = ch === ',';
      i++;
    }
  }
  if (start < text.length) records.push({ text: text.slice(start), line: startLine });
  return records;
}

function csvErrorText(error: Papa.ParseError): string {
  if (error.code === 'MissingQuotes') return 'a quoted field is never closed (a " is missing)';
  if (error.code === 'InvalidQuotes') return 'stray " inside a quoted field; write "" for a quote';
  return `unreadable CSV: ${error.message}`;
}
