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
 * A header row is required; columns may come in any order and extra columns are ignored.
 * Notes and storage round-trip exactly (quotes, commas, line breaks, any Unicode).
 */
import Papa from 'papaparse';
import { checkCount, FileLimitError, LIMITS, NUMBER_LIKE } from '../api/limits';
import type { UnresolvedLine } from '../api/schemas';

export const CSV_COLUMNS = ['card_id', 'set', 'name', 'count', 'note', 'storage'] as const;
export type CsvColumn = (typeof CSV_COLUMNS)[number];

export interface CsvRow {
  cardId: string;
  set: string;
  name: string;
  count: number;
  note: string;
  storage: string;
}

export interface ParsedCsv {
  rows: (CsvRow & { line: number })[];
  problems: UnresolvedLine[];
}

// RFC 4180 line ends, so the file opens cleanly in spreadsheet programs on every platform.
const NEWLINE = '\r\n';

/**
 * Spreadsheets run a cell that starts with = + - @ (or a tab or CR before one) as a
 * formula. Such cells are written with a leading ' (the spreadsheet convention for "text")
 * and read back without it. A value that already starts with quotes before such a
 * character gets one more, so every value round-trips: the reader takes exactly one off
 * exactly those values, and "'hello" stays as it is.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
const ESCAPED_FORMULA = /^'+[=+\-@\t\r]/;

export function neutralizeFormula(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function restoreFormula(value: string): string {
  return ESCAPED_FORMULA.test(value) ? value.slice(1) : value;
}

export function collectionToCsv(rows: readonly CsvRow[]): string {
  const safe = neutralizeFormula;
  const data = rows.map((row) => [safe(row.cardId), safe(row.set), safe(row.name), String(row.count), safe(row.note), safe(row.storage)]);
  return Papa.unparse({ fields: [...CSV_COLUMNS], data }, { newline: NEWLINE, delimiter: ',' }) + NEWLINE;
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
  const rows: ParsedCsv['rows'] = [];
  for (const record of records.slice(headerAt + 1)) {
    if (record.error === null && isBlank(record.fields)) continue;
    const problem = (reason: string) => problems.push({ line: record.line, text: record.text, reason });
    if (record.error !== null) {
      problem(record.error);
      continue;
    }
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
      rows.push({ line: record.line, ...row, note: get(record, 'note'), storage: get(record, 'storage') });
    }
  }
  return { rows, problems };
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
