/**
 * Per-copy details (lots) on a real SQLite file with the real card database: setting a
 * card's lots, the limit of its count, trimming when copies go, one undo step per edit
 * (across a restart), places and browsing by place, and the CSV round trip through the
 * export and import services, old CSVs included.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../src-shared/api/errors';
import type { CollectionChangeResult, HistoryState } from '../../src-shared/api/schemas';
import type { CardLots, Lot, LotInput } from '../../src-shared/api/schemasLots';
import { setLotsInputSchema } from '../../src-shared/api/schemasLots';
import type { AppServices } from '../../src-main/services/appServices';
import { CARD_FILE, allCards, loadCardFile } from '../helpers/cardFile';
import { collectionRows, dumpTables, openServices } from '../helpers/database';
import { tempDirs } from '../helpers/tempDir';

const temp = tempDirs('arda-lots-');
const cards = allCards(loadCardFile());
const card = (name: string, set: string) => {
  const found = cards.find((c) => c.name.en === name && c.set === set);
  if (!found) throw new Error(`${name} (${set}) is not in cards.json`);
  return found;
};
const gandalf = card('Gandalf', 'TW');
const rivendell = card('Rivendell', 'TW');
const orcs = card('Orc-raiders', 'TW');

let dir: string;
let services: AppServices;

beforeAll(async () => {
  dir = temp.make();
  services = openServices(dir);
  await services.importCardFile(CARD_FILE);
});
afterAll(() => {
  services?.close();
  temp.cleanup();
});

const h = () => services.handlers;
const reset = () => services.db.exec('DELETE FROM collection_lots; DELETE FROM collection; DELETE FROM collection_history;');
const own = (cardId: string, count: number, extra: { note?: string; storage?: string } = {}) =>
  h()['collection.change']({ label: 'own', changes: [{ cardId, count, ...extra }] }) as CollectionChangeResult;
const setLots = (cardId: string, lots: LotInput[]) =>
  h()['collection.lots.set'](setLotsInputSchema.parse({ cardId, lots })) as CollectionChangeResult & { lots: CardLots };
const lotsOf = (cardId: string) => (h()['collection.lots.get']({ cardId }) as CardLots).lots;
const lot = (count: number, over: Partial<Lot> = {}): Lot => ({ count, place: '', condition: '', language: '', printing: '', note: '', ...over });
const undo = () => h()['collection.undo']({});
const redo = () => h()['collection.redo']({});

describe('lots of a card', () => {
  it('stores the lots as given and says how many copies have no details', () => {
    reset();
    own(gandalf.id, 5);
    const lots = [lot(3, { place: 'binder 2', condition: 'near-mint', language: 'es' }), lot(1, { place: 'box A', printing: 'unlimited', note: 'signed' })];
    const result = setLots(gandalf.id, lots);
    expect(result.lots).toEqual({ cardId: gandalf.id, count: 5, lots, undescribed: 1, storage: '' });
    expect(lotsOf(gandalf.id)).toEqual(lots);
    expect(result.history.undoLabel).toBe('Copy details of Gandalf');
  });

  it('refuses lots describing more copies than owned, naming the card and the numbers, and changes nothing', () => {
    reset();
    own(gandalf.id, 2);
    setLots(gandalf.id, [lot(2, { place: 'binder 1' })]);
    const before = dumpTables(services.db);
    expect(() => setLots(gandalf.id, [lot(2, { place: 'binder 1' }), lot(1, { place: 'box A' })])).toThrow(ApiError);
    try {
      setLots(gandalf.id, [lot(3)]);
    } catch (error) {
      expect((error as ApiError).message).toBe(`Gandalf (${gandalf.id}): the details describe 3 copies but you own 2; own more copies or describe fewer. Nothing was changed.`);
    }
    expect(dumpTables(services.db)).toEqual(before);
  });

  it('refuses out-of-range values at the API boundary (count, place length, lots per card, unknown condition)', () => {
    expect(setLotsInputSchema.safeParse({ cardId: gandalf.id, lots: [{ count: 0 }] }).success).toBe(false);
    expect(setLotsInputSchema.safeParse({ cardId: gandalf.id, lots: [{ count: 1, place: 'x'.repeat(101) }] }).success).toBe(false);
    expect(setLotsInputSchema.safeParse({ cardId: gandalf.id, lots: [{ count: 1, condition: 'shiny' }] }).success).toBe(false);
    expect(setLotsInputSchema.safeParse({ cardId: gandalf.id, lots: Array.from({ length: 51 }, () => ({ count: 1 })) }).success).toBe(false);
    expect(setLotsInputSchema.safeParse({ cardId: gandalf.id, lots: Array.from({ length: 50 }, () => ({ count: 1 })) }).success).toBe(true);
  });

  it('trims the last lots first when the count drops below what they describe, and undo gives them back', () => {
    reset();
    own(gandalf.id, 7);
    const lots = [lot(3, { place: 'binder 2' }), lot(2, { place: 'box A' }), lot(1, { place: 'box B' })];
    setLots(gandalf.id, lots);
    own(gandalf.id, 6); // the copy without details goes first
    expect(lotsOf(gandalf.id)).toEqual(lots);
    own(gandalf.id, 5); // then the last lot
    expect(lotsOf(gandalf.id)).toEqual(lots.slice(0, 2));
    h()['collection.change']({ label: 'remove', changes: [{ cardId: gandalf.id, delta: -2 }] });
    expect(lotsOf(gandalf.id)).toEqual([lot(3, { place: 'binder 2' })]);
    own(gandalf.id, 0);
    expect(lotsOf(gandalf.id)).toEqual([]);
    undo();
    expect(lotsOf(gandalf.id)).toEqual([lot(3, { place: 'binder 2' })]);
    undo();
    expect(lotsOf(gandalf.id)).toEqual(lots.slice(0, 2));
    undo();
    expect(lotsOf(gandalf.id)).toEqual(lots);
    redo();
    redo();
    expect(lotsOf(gandalf.id)).toEqual([lot(3, { place: 'binder 2' })]);
  });

  it('makes each lot edit one undo step, kept across a restart', () => {
    reset();
    own(gandalf.id, 4);
    setLots(gandalf.id, [lot(4, { place: 'binder 2' })]);
    setLots(gandalf.id, [lot(3, { place: 'binder 2' }), lot(1, { place: 'box A', condition: 'played' })]);
    services.close();
    services = openServices(dir);
    expect((h()['collection.history']({}) as HistoryState).undoLabel).toBe('Copy details of Gandalf');
    undo();
    expect(lotsOf(gandalf.id)).toEqual([lot(4, { place: 'binder 2' })]);
    undo();
    expect(lotsOf(gandalf.id)).toEqual([]);
    expect((h()['collection.lots.get']({ cardId: gandalf.id }) as CardLots).count).toBe(4);
    redo();
    redo();
    expect(lotsOf(gandalf.id)).toEqual([lot(3, { place: 'binder 2' }), lot(1, { place: 'box A', condition: 'played' })]);
  });

  it('undoes history written before lots existed without touching the lots except to fit the count', () => {
    reset();
    own(gandalf.id, 3);
    setLots(gandalf.id, [lot(2, { place: 'binder 2' }), lot(1, { place: 'box A' })]);
    // A batch recorded by an older version: states without lots.
    services.db
      .prepare('INSERT INTO collection_history (label, changes, created_at) VALUES (?, ?, ?)')
      .run('old', JSON.stringify([{ cardId: gandalf.id, before: { count: 2, note: '', storage: '' }, after: { count: 3, note: '', storage: '' } }]), new Date().toISOString());
    undo();
    expect(lotsOf(gandalf.id)).toEqual([lot(2, { place: 'binder 2' })]);
  });
});

describe('undo and redo against a model', () => {
  /** The lots kept when only the first `count` copies stay, copy by copy (independent of trimLots). */
  const keepFirst = (lots: Lot[], count: number): Lot[] => {
    const copies = lots.flatMap((l, i) => Array.from({ length: l.count }, () => i)).slice(0, count);
    return lots.map((l, i) => ({ ...l, count: copies.filter((c) => c === i).length })).filter((l) => l.count > 0);
  };
  const arbitraryLot = fc.record({
    count: fc.integer({ min: 1, max: 3 }),
    place: fc.constantFrom('', 'binder 2', 'box A', 'Khamûl’s box, "top"'),
    condition: fc.constantFrom('', 'mint', 'played'),
    language: fc.constantFrom('', 'en', 'fr'),
    printing: fc.constantFrom('', 'unlimited'),
    note: fc.constantFrom('', 'signed', '=1+1\n'),
  }) as fc.Arbitrary<Lot>;
  const command = fc.oneof(
    fc.record({ kind: fc.constant('count' as const), count: fc.integer({ min: 0, max: 6 }) }),
    fc.record({ kind: fc.constant('lots' as const), lots: fc.array(arbitraryLot, { maxLength: 3 }) }),
    fc.constant({ kind: 'undo' as const }),
    fc.constant({ kind: 'redo' as const }),
  );

  it('count changes, lot edits, undo and redo give the states a simple model predicts', () => {
    fc.assert(
      fc.property(fc.array(command, { maxLength: 14 }), (commands) => {
        reset();
        type State = { count: number; lots: Lot[] };
        let current: State = { count: 0, lots: [] };
        const past: State[] = [];
        let future: State[] = [];
        const record = (next: State) => {
          if (JSON.stringify(next) === JSON.stringify(current)) return;
          past.push(current);
          future = [];
          current = next;
        };
        for (const c of commands) {
          if (c.kind === 'count') {
            own(gandalf.id, c.count);
            record({ count: c.count, lots: keepFirst(current.lots, c.count) });
          } else if (c.kind === 'lots') {
            const fits = c.lots.reduce((n, l) => n + l.count, 0) <= current.count;
            if (fits) {
              setLots(gandalf.id, c.lots);
              record({ count: current.count, lots: c.lots });
            } else {
              expect(() => setLots(gandalf.id, c.lots)).toThrow(/the details describe/);
            }
          } else if (c.kind === 'undo') {
            undo();
            const back = past.pop();
            if (back) [future, current] = [[...future, current], back];
          } else {
            redo();
            const again = future.pop();
            if (again) [past[past.length], current] = [current, again];
          }
          const got = h()['collection.lots.get']({ cardId: gandalf.id }) as CardLots;
          expect({ count: got.count, lots: got.lots }).toEqual(current);
        }
      }),
      { numRuns: 60 },
    );
  });
});

describe('places', () => {
  it("lists each place with its copies and cards, the card's own place holding the copies no lot places", () => {
    reset();
    own(gandalf.id, 5, { storage: 'binder 1' });
    setLots(gandalf.id, [lot(3, { place: 'binder 2' }), lot(1, { condition: 'poor' })]);
    own(rivendell.id, 2);
    setLots(rivendell.id, [lot(1, { place: 'binder 2' }), lot(1, { place: 'box A' })]);
    own(orcs.id, 4, { note: 'for trade' });
    expect(h()['collection.places']({})).toEqual({
      places: [
        { place: 'binder 1', copies: 2, cards: 1 },
        { place: 'binder 2', copies: 4, cards: 2 },
        { place: 'box A', copies: 1, cards: 1 },
      ],
    });
    expect(h()['collection.placeCards']({ place: 'binder 2', lang: 'en' })).toEqual({
      place: 'binder 2',
      cards: [
        { cardId: gandalf.id, set: 'TW', name: 'Gandalf', copies: 3 },
        { cardId: rivendell.id, set: 'TW', name: 'Rivendell', copies: 1 },
      ],
    });
    const byCard = (h()['collection.placesByCard']({}) as { cards: { cardId: string }[] }).cards;
    expect(byCard).toEqual(
      expect.arrayContaining([
        { cardId: gandalf.id, places: [{ place: 'binder 2', copies: 3 }, { place: 'binder 1', copies: 2 }], note: '' },
        { cardId: rivendell.id, places: [{ place: 'binder 2', copies: 1 }, { place: 'box A', copies: 1 }], note: '' },
        { cardId: orcs.id, places: [], note: 'for trade' },
      ]),
    );
    expect(byCard).toHaveLength(3);
  });
});

describe('CSV round trip through the services', () => {
  it('exports lots and imports them back exactly; importing the export again changes nothing', () => {
    reset();
    own(gandalf.id, 5, { storage: 'binder 1', note: 'a, "quoted"\nnote' });
    setLots(gandalf.id, [lot(3, { place: '=binder 2', condition: 'excellent', language: 'fr', printing: 'limited', note: 'Khamûl’s, "x"\r\ny' }), lot(1)]);
    own(rivendell.id, 1);
    const exported = h()['collection.exportCsv']({}) as { csv: string; cards: number };
    expect(exported.cards).toBe(2);
    const before = collectionRows(services.db);
    const lotsBefore = lotsOf(gandalf.id);

    reset();
    h()['collection.import']({ fileName: 'mine.csv', content: exported.csv, skipUnresolved: false });
    expect(lotsOf(gandalf.id)).toEqual(lotsBefore);
    expect((h()['collection.exportCsv']({}) as { csv: string }).csv).toBe(exported.csv);

    const tables = () => {
      const { collection_lots: lots, collection } = dumpTables(services.db);
      return { lots: lots?.rows, collection };
    };
    const now = tables();
    h()['collection.import']({ fileName: 'mine.csv', content: exported.csv, skipUnresolved: false });
    expect(tables()).toEqual(now);
    expect(collectionRows(services.db)).toEqual(before);
    // One import is one undo step (the second import changed nothing, so recorded none).
    undo();
    expect(lotsOf(gandalf.id)).toEqual([]);
    expect(collectionRows(services.db)).toEqual([]);
  });

  it('keeps lots when an older CSV without lot columns is imported, trimming them only to fit a lower count', () => {
    reset();
    own(gandalf.id, 4);
    setLots(gandalf.id, [lot(2, { place: 'binder 2' }), lot(2, { place: 'box A' })]);
    h()['collection.import']({ fileName: 'old.csv', content: `card_id,set,name,count,note,storage\r\n${gandalf.id},TW,Gandalf,3,,\r\n`, skipUnresolved: false });
    expect(lotsOf(gandalf.id)).toEqual([lot(2, { place: 'binder 2' }), lot(1, { place: 'box A' })]);
  });

  it('refuses a file whose lots describe more copies than its count, naming the line', () => {
    reset();
    const csv = [
      'card_id,set,name,count,note,storage,lot,place,condition,language,printing,lot_note',
      `${gandalf.id},TW,Gandalf,2,,,,,,,,`,
      `${gandalf.id},TW,Gandalf,2,,,1,binder 2,,,,`,
      `${gandalf.id},TW,Gandalf,1,,,2,box A,,,,`,
    ].join('\r\n');
    const preview = h()['collection.previewImport']({ fileName: 'bad.csv', content: csv }) as { unresolved: { line: number; reason: string }[] };
    expect(preview.unresolved).toEqual([expect.objectContaining({ line: 2, reason: expect.stringContaining('describe 3 copies but count is 2') })]);
    expect(() => h()['collection.import']({ fileName: 'bad.csv', content: csv, skipUnresolved: false })).toThrow(/could not be matched|line 2/);
  });
});
