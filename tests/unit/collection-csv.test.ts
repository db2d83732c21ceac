import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { FileLimitError, LIMITS } from '../../src-shared/api/limits';
import { CSV_COLUMNS, collectionToCsv, parseCollectionCsv, type CsvRow } from '../../src-shared/collection/csv';

const row = (over: Partial<CsvRow> = {}): CsvRow => ({
  cardId: 'TW-156',
  set: 'TW',
  name: 'Gandalf',
  count: 2,
  note: '',
  storage: '',
  ...over,
});

describe('collectionToCsv', () => {
  it('writes the documented header and one line per row', () => {
    const csv = collectionToCsv([row(), row({ cardId: 'LE-1', set: 'LE', name: 'Ren the Unclean', count: 1, note: 'mint' })]);
    const lines = csv.split('\r\n');
    expect(lines[0]).toBe(CSV_COLUMNS.join(','));
    expect(lines[1]).toBe('TW-156,TW,Gandalf,2,,');
    expect(lines[2]).toBe('LE-1,LE,Ren the Unclean,1,mint,');
  });
});

describe('spreadsheet formulas', () => {
  it("writes a cell starting with = + - @, tab or CR with a leading ' so a spreadsheet shows it as text", () => {
    const csv = collectionToCsv([row({ note: '=HYPERLINK("http://x","y")', storage: '+1' }), row({ cardId: 'TW-1', note: '-2', storage: '@SUM(A1)' }), row({ cardId: 'TW-2', note: '\t=1', storage: '\r=1' })]);
    const lines = csv.split('\r\n');
    expect(lines[1]).toBe(`TW-156,TW,Gandalf,2,"'=HYPERLINK(""http://x"",""y"")",'+1`);
    expect(lines[2]).toBe("TW-1,TW,Gandalf,2,'-2,'@SUM(A1)");
    expect(lines[3]).toBe(`TW-2,TW,Gandalf,2,'\t=1,"'\r=1"`);
    // Plain text and a quote not before a formula character are left alone.
    expect(collectionToCsv([row({ note: "it's 'fine'", storage: "'hello" })]).split('\r\n')[1]).toBe(`TW-156,TW,Gandalf,2,it's 'fine','hello`);
  });

  it("also neutralises a formula behind a leading NUL, line feed, other control character or spaces (a spreadsheet skips them)", () => {
    const cells = ['\0=1+1', '\n=HYPERLINK("http://x")', '\u000b@SUM(A1)', '  =1', '\u00a0+1', '\n', ' plain', "'\n=1"];
    const csv = collectionToCsv(cells.map((note, i) => row({ cardId: `TW-${i + 1}`, note })));
    const notes = Papa.parse<string[]>(csv, { delimiter: ',', newline: '\r\n' }).data.slice(1, -1).map((fields) => fields[4]);
    expect(notes).toEqual(["'\0=1+1", '\'\n=HYPERLINK("http://x")', "'\u000b@SUM(A1)", "'  =1", "'\u00a0+1", "'\n", ' plain', "''\n=1"]);
    expect(parseCollectionCsv(csv).rows.map((r) => r.note)).toEqual(cells);
  });

  it('reads back exactly what was written, whatever quotes and formula characters the notes and storage start with', () => {
    const prefix = fc.constantFrom('', "'", "''", '=', '+', '-', '@', '\t', '\r', '\n', '\0', '\u000b', ' ', '\u00a0', "'=", "''+", '"', '"=', ' =', '\0=', "'\n=");
    const rest = fc.string({ maxLength: 12 });
    const cell = fc.tuple(fc.array(prefix, { maxLength: 3 }), rest).map(([parts, tail]) => parts.join('') + tail);
    const rows = fc.array(fc.record({ note: cell, storage: cell }), { maxLength: 6 });
    fc.assert(
      fc.property(rows, (cells) => {
        const written = cells.map((c, i) => row({ cardId: `TW-${i + 1}`, ...c }));
        const csv = collectionToCsv(written);
        // No cell a spreadsheet would run: read as a spreadsheet would, no field starts with one.
        const fields = Papa.parse<string[]>(csv, { delimiter: ',', newline: '\r\n' }).data.flat();
        for (const field of fields) expect(field).not.toMatch(/^(?:\p{Cc}|\s*[=+\-@])/u);
        const parsed = parseCollectionCsv(csv);
        expect(parsed.problems).toEqual([]);
        expect(parsed.rows.map(({ line: _line, ...r }) => r)).toEqual(written);
      }),
      { numRuns: 300 },
    );
  });
});

describe('parseCollectionCsv', () => {
  it('gives back exactly what was written, whatever the notes and storage hold', () => {
    const text = fc.string({ unit: 'binary', maxLength: 40 });
    const tricky = fc.constantFrom('', ' ', '"', '""', ',', '\n', '\r\n', '\r', '\uFEFF', '=1+1', 'a,"b"\nc', 'Khamûl ’s ☃ 🐉');
    const field = fc.oneof(text, tricky, fc.array(fc.oneof(text, tricky), { maxLength: 4 }).map((parts) => parts.join('')));
    const arbitraryRow = fc.record({
      cardId: fc.constantFrom('TW-1', 'LE-145', 'AS-160', ''),
      set: fc.constantFrom('TW', 'LE', 'AS'),
      name: fc.oneof(fc.constantFrom('Gandalf', 'Thrór’s Map', 'Hobgoblins ', '“Bert” (Bûrat)', 'a, "b"'), text.filter((s) => s.trim() !== '')),
      count: fc.nat({ max: LIMITS.collectionCopiesPerCard }),
      note: field,
      storage: field,
    });
    fc.assert(
      fc.property(fc.array(arbitraryRow, { maxLength: 8 }), (rows) => {
        const parsed = parseCollectionCsv(collectionToCsv(rows));
        expect(parsed.problems).toEqual([]);
        expect(parsed.rows.map(({ line: _line, ...rest }) => rest)).toEqual(rows);
      }),
      { numRuns: 300 },
    );
  });

  it('numbers rows by the line they start on, counting line breaks inside quotes', () => {
    const csv = collectionToCsv([row({ note: 'one\ntwo\r\nthree' }), row({ cardId: 'TW-2' })]);
    expect(parseCollectionCsv(csv).rows.map((r) => r.line)).toEqual([2, 5]);
  });

  it('tolerates a byte-order mark, any column order, extra columns and blank lines', () => {
    const text = '\uFEFFCount,Name,Extra,card_id\n\n3,Gandalf,x,TW-156\n,,,\n1,Rivendell,y,\n';
    const { rows, problems } = parseCollectionCsv(text);
    expect(problems).toEqual([]);
    expect(rows).toEqual([
      { line: 3, cardId: 'TW-156', set: '', name: 'Gandalf', count: 3, note: '', storage: '' },
      { line: 5, cardId: '', set: '', name: 'Rivendell', count: 1, note: '', storage: '' },
    ]);
  });

  it('names a missing required column', () => {
    expect(parseCollectionCsv('card_id,name\nTW-1,Gandalf\n').problems).toEqual([
      expect.objectContaining({ line: 1, reason: expect.stringContaining('missing column count') }),
    ]);
    expect(parseCollectionCsv('set,count\nTW,1\n').problems[0]?.reason).toContain('card_id (or name)');
    expect(parseCollectionCsv('').problems[0]?.reason).toContain('header');
  });

  it('reports bad rows with line numbers and keeps the good ones', () => {
    const text = 'card_id,name,count\nTW-1,Gandalf,two\n,,1\nTW-3,Frodo,1\nTW-4,"Sam,1\n';
    const { rows, problems } = parseCollectionCsv(text);
    expect(rows.map((r) => r.cardId)).toEqual(['TW-3']);
    expect(problems.map((p) => p.line)).toEqual([2, 3, 5]);
    expect(problems[0]?.reason).toMatch(/count/);
    expect(problems[1]?.reason).toMatch(/card_id or a card name/);
    expect(problems[2]?.reason).toMatch(/never closed/);
  });

  it('refuses the whole file for a count that is a number but not 0 to the cap (negative, fractional, huge, 1e9)', () => {
    for (const count of ['-1', '2.5', '1001', '99999999', '9007199254740992', '1e9']) {
      const text = `card_id,name,count\nTW-3,Frodo,1\nTW-1,Gandalf,${count}\n`;
      expect(() => parseCollectionCsv(text), count).toThrow(new FileLimitError('line 3', `the count "${count}" is not a whole number from 0 to 1000 (the limit for one card)`));
    }
    expect(parseCollectionCsv('card_id,name,count\nTW-1,Gandalf,1000\n').rows[0]?.count).toBe(1000);
  });

  it('refuses a file of more records than the cap, naming the line', () => {
    const text = `card_id,count\n${'TW-1,1\n'.repeat(LIMITS.linesPerFile + 1)}`;
    expect(() => parseCollectionCsv(text)).toThrow(/^line 100002: more than 100000 records/);
  });
});
