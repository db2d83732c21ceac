import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
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

describe('parseCollectionCsv', () => {
  it('gives back exactly what was written, whatever the notes and storage hold', () => {
    const text = fc.string({ unit: 'binary', maxLength: 40 });
    const tricky = fc.constantFrom('', ' ', '"', '""', ',', '\n', '\r\n', '\r', '\uFEFF', '=1+1', 'a,"b"\nc', 'Khamûl ’s ☃ 🐉');
    const field = fc.oneof(text, tricky, fc.array(fc.oneof(text, tricky), { maxLength: 4 }).map((parts) => parts.join('')));
    const arbitraryRow = fc.record({
      cardId: fc.constantFrom('TW-1', 'LE-145', 'AS-160', ''),
      set: fc.constantFrom('TW', 'LE', 'AS'),
      name: fc.oneof(fc.constantFrom('Gandalf', 'Thrór’s Map', 'Hobgoblins ', '“Bert” (Bûrat)', 'a, "b"'), text.filter((s) => s.trim() !== '')),
      count: fc.nat({ max: 100000 }),
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
    const text = 'card_id,name,count\nTW-1,Gandalf,two\n,,1\nTW-2,Saruman,-1\nTW-3,Frodo,1\nTW-4,"Sam,1\n';
    const { rows, problems } = parseCollectionCsv(text);
    expect(rows.map((r) => r.cardId)).toEqual(['TW-3']);
    expect(problems.map((p) => p.line)).toEqual([2, 3, 4, 6]);
    expect(problems[0]?.reason).toMatch(/count/);
    expect(problems[1]?.reason).toMatch(/card_id or a card name/);
    expect(problems[3]?.reason).toMatch(/never closed/);
  });
});
