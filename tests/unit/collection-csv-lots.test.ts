/**
 * The collection CSV with per-copy details (lots): the shape of the lot rows, the exact
 * round trip (export → import → export) whatever the text holds, older files still read,
 * and a lot row that cannot be read named by its line.
 */
import fc from 'fast-check';
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../src-shared/cards/model';
import { LOT_CONDITIONS, LOT_LIMITS, LOT_PRINTINGS, type Lot } from '../../src-shared/api/schemasLots';
import { CSV_COLUMNS, LOT_COLUMNS, collectionToCsv, parseCollectionCsv, type CsvRow } from '../../src-shared/collection/csv';

const lot = (count: number, over: Partial<Lot> = {}): Lot => ({ count, place: '', condition: '', language: '', printing: '', note: '', ...over });
const strip = (rows: ReturnType<typeof parseCollectionCsv>['rows']): CsvRow[] => rows.map(({ line: _line, ...row }) => row);

describe('lot rows', () => {
  it('follow their card row: the card row keeps the count owned, each lot row its own copies and details', () => {
    const csv = collectionToCsv([
      { cardId: 'TW-156', set: 'TW', name: 'Gandalf', count: 5, note: 'mine', storage: 'binder 1', lots: [lot(3, { place: 'binder 2', condition: 'near-mint', language: 'es' }), lot(1, { printing: 'unlimited', note: 'signed' })] },
      { cardId: 'TW-412', set: 'TW', name: 'Rivendell', count: 1, note: '', storage: '', lots: [] },
    ]);
    expect(csv.split('\r\n')).toEqual([
      [...CSV_COLUMNS, ...LOT_COLUMNS].join(','),
      'TW-156,TW,Gandalf,5,mine,binder 1,,,,,,',
      'TW-156,TW,Gandalf,3,,,1,binder 2,near-mint,es,,',
      'TW-156,TW,Gandalf,1,,,2,,,,unlimited,signed',
      'TW-412,TW,Rivendell,1,,,,,,,,',
      '',
    ]);
  });

  it('writes a collection without any lot exactly as older versions did (six columns)', () => {
    const csv = collectionToCsv([{ cardId: 'TW-156', set: 'TW', name: 'Gandalf', count: 2, note: '', storage: '', lots: [] }]);
    expect(csv).toBe(`${CSV_COLUMNS.join(',')}\r\nTW-156,TW,Gandalf,2,,\r\n`);
    // Read back, such a file leaves lots alone: the rows carry none.
    expect(parseCollectionCsv(csv).rows[0]).not.toHaveProperty('lots');
  });

  it('reads condition and printing written as words, and refuses unknown values naming the line and the choices', () => {
    const header = [...CSV_COLUMNS, ...LOT_COLUMNS].join(',');
    const text = [header, 'TW-156,TW,Gandalf,4,,,,,,,,', 'TW-156,TW,Gandalf,1,,,1,box,Near Mint,FR,Alternate art,', 'TW-156,TW,Gandalf,1,,,2,,shiny,,,', 'TW-156,TW,Gandalf,1,,,3,,,xx,,', 'TW-156,TW,Gandalf,0,,,4,,,,,'].join('\n');
    const { rows, problems } = parseCollectionCsv(text);
    expect(rows[0]?.lots).toEqual([lot(1, { place: 'box', condition: 'near-mint', language: 'fr', printing: 'alternate-art' })]);
    expect(problems.map((p) => p.line)).toEqual([4, 5, 6]);
    expect(problems[0]?.reason).toBe(`condition "shiny" is not one of ${LOT_CONDITIONS.join(', ')} (or empty)`);
    expect(problems[1]?.reason).toContain('language "xx"');
    expect(problems[2]?.reason).toContain('a lot holds 1 or more copies');
  });

  it("refuses a lot row that does not follow its card's row", () => {
    const header = [...CSV_COLUMNS, ...LOT_COLUMNS].join(',');
    const { rows, problems } = parseCollectionCsv([header, 'TW-156,TW,Gandalf,1,,,1,box,,,,', 'TW-1,TW,Frodo,2,,,,,,,,', 'TW-156,TW,Gandalf,1,,,1,box,,,,'].join('\n'));
    expect(rows.map((r) => [r.cardId, r.lots])).toEqual([['TW-1', []]]);
    expect(problems.map((p) => p.line)).toEqual([2, 4]);
    expect(problems[0]?.reason).toContain("right after its card's row");
  });
});

describe('round trip', () => {
  const text = fc.string({ unit: 'binary', maxLength: 30 });
  const hostile = fc.constantFrom('', ' ', '"', '""', ',', '\n', '\r\n', '\r', '=SUM(A1)', '+1', '-2', '@x', '\t=1', "'=1", "''+", 'a,"b"\nc', 'Khamûl ’s ☃ 🐉', 'ドワーフ');
  const field = (max: number) =>
    fc.oneof(text, hostile, fc.array(fc.oneof(text, hostile), { maxLength: 4 }).map((parts) => parts.join(''))).map((s) => s.slice(0, max));
  const arbitraryLot = fc.record({
    count: fc.integer({ min: 1, max: 5 }),
    place: field(LOT_LIMITS.placeLength),
    condition: fc.constantFrom('', ...LOT_CONDITIONS),
    language: fc.constantFrom('', ...LANGUAGES),
    printing: fc.constantFrom('', ...LOT_PRINTINGS),
    note: field(LOT_LIMITS.noteLength),
  });
  const arbitraryRow = fc
    .record({
      cardId: fc.constantFrom('TW-1', 'LE-145', 'AS-160', 'TD-12'),
      set: fc.constantFrom('TW', 'LE', 'AS'),
      name: fc.oneof(fc.constantFrom('Gandalf', 'Thrór’s Map', '“Bert” (Bûrat)', 'a, "b"', '=cmd'), text.filter((s) => s.trim() !== '')),
      note: field(1000),
      storage: field(200),
      lots: fc.array(arbitraryLot, { maxLength: 4 }),
      extra: fc.nat({ max: 3 }),
    })
    .map(({ extra, lots, ...row }): CsvRow => ({ ...row, lots, count: lots.reduce((n, l) => n + l.count, 0) + extra }));

  it('export → import → export gives the same file, and import gives back the same rows, for arbitrary lots and hostile text', () => {
    fc.assert(
      fc.property(fc.array(arbitraryRow, { maxLength: 6 }), (rows) => {
        const first = collectionToCsv(rows);
        const parsed = parseCollectionCsv(first);
        expect(parsed.problems).toEqual([]);
        const back = strip(parsed.rows);
        // A file without any lot leaves lots alone (no lots property); with lots, every card row has its list.
        const anyLots = rows.some((r) => (r.lots ?? []).length > 0);
        expect(back).toEqual(anyLots ? rows : rows.map(({ lots: _lots, ...r }) => r));
        expect(collectionToCsv(back)).toBe(first);
        // No cell a spreadsheet would run as a formula.
        for (const cell of Papa.parse<string[]>(first, { delimiter: ',', newline: '\r\n' }).data.flat()) expect(cell).not.toMatch(/^[=+\-@\t\r]/);
      }),
      { numRuns: 300 },
    );
  });
});
