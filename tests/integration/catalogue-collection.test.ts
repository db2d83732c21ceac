/**
 * The collection on a real database: changes by delta, count, note and storage place; undo
 * and redo across batches and across a restart; per-set statistics computed independently
 * from the card file; and a property test against a simple in-memory model.
 */
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppServices } from '../../src-main/services/appServices';
import type { CollectionChange, CollectionChangeResult, CollectionStats, HistoryState } from '../../src-shared/api/schemas';
import { CARD_FILE, allCards, loadCardFile } from '../helpers/cardFile';
import { collectionRows, openServices } from '../helpers/database';
import { tempDirs } from '../helpers/tempDir';

const temp = tempDirs('arda-collection-');
const file = loadCardFile();
const cards = allCards(file);

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

function reset(): void {
  services.db.exec('DELETE FROM collection; DELETE FROM collection_history;');
}

const change = (label: string, changes: CollectionChange[]) => services.handlers['collection.change']({ label, changes }) as CollectionChangeResult;
const undo = () => services.handlers['collection.undo']({}) as CollectionChangeResult;
const redo = () => services.handlers['collection.redo']({}) as CollectionChangeResult;
const history = () => services.handlers['collection.history']({}) as HistoryState;

interface State {
  count: number;
  note: string;
  storage: string;
}
const EMPTY: State = { count: 0, note: '', storage: '' };

/** The collection as a map of card id → state; cards with nothing recorded are absent. */
function snapshot(): Map<string, State> {
  return new Map(collectionRows(services.db).map((r) => [r.card_id, { count: r.count, note: r.note, storage: r.storage }]));
}
const stateOf = (id: string): State => snapshot().get(id) ?? EMPTY;

const [a, b, c] = cards.map((card) => card.id) as [string, string, string];

describe('collection.change', () => {
  it('applies delta, count, note and storage, and never goes below 0', () => {
    reset();
    let result = change('add', [{ cardId: a, delta: 3 }]);
    expect(result.entries).toEqual([{ cardId: a, count: 3, note: '', storage: '' }]);
    change('set', [{ cardId: a, count: 5, note: 'foil', storage: 'binder 2' }]);
    expect(stateOf(a)).toEqual({ count: 5, note: 'foil', storage: 'binder 2' });
    change('remove too many', [{ cardId: a, delta: -9 }]);
    expect(stateOf(a)).toEqual({ count: 0, note: 'foil', storage: 'binder 2' }); // note and place kept
    result = change('note only', [{ cardId: b, note: 'want 2' }]);
    expect(result.entries).toEqual([{ cardId: b, count: 0, note: 'want 2', storage: '' }]);
    change('clear', [{ cardId: a, note: '', storage: '' }]);
    expect(snapshot().has(a)).toBe(false);
    // several changes to one card in one batch apply in order
    change('batch', [
      { cardId: c, delta: 2 },
      { cardId: c, delta: -5 },
      { cardId: c, delta: 1, storage: 'box' },
    ]);
    expect(stateOf(c)).toEqual({ count: 1, note: '', storage: 'box' });
    undo();
    expect(stateOf(c)).toEqual(EMPTY);
  });

  it('refuses a negative count and an unknown card id (NOT_FOUND), changing nothing', async () => {
    reset();
    change('start', [{ cardId: a, count: 2 }]);
    const before = snapshot();
    const historyBefore = history();
    expect(() => change('bad', [{ cardId: a, delta: 1 }, { cardId: 'ZZ-404', delta: 1 }])).toThrow(expect.objectContaining({ code: 'NOT_FOUND', message: expect.stringContaining('ZZ-404') }));
    expect(snapshot()).toEqual(before);
    expect(history()).toEqual(historyBefore);
    // through the contract's schema as well: a negative count never reaches the handler
    const { contract } = await import('../../src-shared/api/contract');
    expect(contract['collection.change'].input.safeParse({ label: 'x', changes: [{ cardId: a, count: -1 }] }).success).toBe(false);
  });
});

describe('undo and redo', () => {
  it('walk back and forth across several batches; a new change clears redo', () => {
    reset();
    expect(history()).toEqual({ canUndo: false, canRedo: false, undoLabel: null, redoLabel: null });
    change('one', [{ cardId: a, delta: 1 }]);
    change('two', [{ cardId: a, delta: 1 }, { cardId: b, count: 4 }]);
    change('three', [{ cardId: b, note: 'signed' }, { cardId: c, storage: 'shelf' }]);
    const s3 = snapshot();
    expect(history()).toMatchObject({ canUndo: true, undoLabel: 'three', canRedo: false });

    let result = undo();
    expect(result.history).toMatchObject({ undoLabel: 'two', redoLabel: 'three' });
    expect(stateOf(b)).toEqual({ count: 4, note: '', storage: '' });
    expect(stateOf(c)).toEqual(EMPTY);
    undo();
    expect(stateOf(a).count).toBe(1);
    expect(stateOf(b)).toEqual(EMPTY);
    result = undo();
    expect(snapshot().size).toBe(0);
    expect(result.history).toEqual({ canUndo: false, canRedo: true, undoLabel: null, redoLabel: 'one' });
    expect(undo().entries).toEqual([]); // nothing left to undo

    redo();
    redo();
    redo();
    expect(snapshot()).toEqual(s3);
    expect(redo().entries).toEqual([]);

    undo();
    undo();
    change('branch', [{ cardId: c, count: 7 }]);
    expect(history()).toEqual({ canUndo: true, canRedo: false, undoLabel: 'branch', redoLabel: null });
    undo();
    expect(history()).toMatchObject({ undoLabel: 'one', redoLabel: 'branch' });
  });

  it('survive closing and reopening the database', async () => {
    reset();
    change('first', [{ cardId: a, count: 2, note: 'x' }]);
    change('second', [{ cardId: b, delta: 3 }]);
    undo();
    const before = snapshot();
    services.close();
    services = openServices(dir);
    expect(snapshot()).toEqual(before);
    expect(history()).toEqual({ canUndo: true, canRedo: true, undoLabel: 'first', redoLabel: 'second' });
    redo();
    expect(stateOf(b).count).toBe(3);
    undo();
    undo();
    expect(snapshot().size).toBe(0);
  });
});

describe('collection.stats', () => {
  it('counts distinct owned cards, totals and copies per set, computed from the card file', () => {
    reset();
    const owned = new Map<string, number>();
    const changes: CollectionChange[] = [];
    cards.forEach((card, i) => {
      if (i % 5 === 0) {
        const count = i % 3; // some entries have 0 copies and only a note
        changes.push({ cardId: card.id, count, note: count === 0 ? 'wanted' : '' });
        if (count > 0) owned.set(card.id, count);
      }
    });
    change('stats', changes);

    const stats = services.handlers['collection.stats']({}) as CollectionStats;
    const expected = Object.values(file)
      .sort((x, y) => x.order! - y.order!)
      .map((set) => {
        const ids = Object.values(set.cards).map((card) => card.id);
        return {
          setId: set.id,
          name: set.name.en,
          total: ids.length,
          distinctOwned: ids.filter((id) => owned.has(id)).length,
          copies: ids.reduce((n, id) => n + (owned.get(id) ?? 0), 0),
        };
      });
    expect(stats.sets).toEqual(expected);
    expect(stats.total).toBe(cards.length);
    expect(stats.distinctOwned).toBe(owned.size);
    expect(stats.copies).toBe([...owned.values()].reduce((n, x) => n + x, 0));
  });
});

describe('property: any sequence of changes, undos and redos', () => {
  const pool = cards.filter((_, i) => i % 211 === 0).slice(0, 5).map((card) => card.id);

  type Op = { kind: 'change'; changes: CollectionChange[] } | { kind: 'undo' } | { kind: 'redo' };
  const changeArb: fc.Arbitrary<CollectionChange> = fc.record(
    {
      cardId: fc.constantFrom(...pool),
      delta: fc.integer({ min: -3, max: 3 }),
      count: fc.integer({ min: 0, max: 4 }),
      note: fc.constantFrom('', 'foil', 'signed, “mint”'),
      storage: fc.constantFrom('', 'box 1', 'binder'),
    },
    { requiredKeys: ['cardId'] },
  );
  const opArb: fc.Arbitrary<Op> = fc.oneof(
    { weight: 3, arbitrary: fc.array(changeArb, { minLength: 1, maxLength: 4 }).map((changes) => ({ kind: 'change' as const, changes })) },
    { weight: 1, arbitrary: fc.constant({ kind: 'undo' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'redo' as const }) },
  );

  /** The collection as the user understands it. */
  class Model {
    entries = new Map<string, State>();
    done: Map<string, { before: State; after: State }>[] = [];
    undone: Map<string, { before: State; after: State }>[] = [];

    get(id: string): State {
      return this.entries.get(id) ?? EMPTY;
    }
    set(id: string, state: State): void {
      if (state.count === 0 && state.note === '' && state.storage === '') this.entries.delete(id);
      else this.entries.set(id, state);
    }
    apply(changes: CollectionChange[]): void {
      const batch = new Map<string, { before: State; after: State }>();
      for (const ch of changes) {
        const before = batch.get(ch.cardId)?.after ?? this.get(ch.cardId);
        let count = ch.count ?? before.count;
        if (ch.delta !== undefined) count = Math.max(0, count + ch.delta);
        const after = { count, note: ch.note ?? before.note, storage: ch.storage ?? before.storage };
        batch.set(ch.cardId, { before: batch.get(ch.cardId)?.before ?? before, after });
      }
      for (const [id, { before, after }] of batch) {
        if (before.count === after.count && before.note === after.note && before.storage === after.storage) batch.delete(id);
        else this.set(id, after);
      }
      if (batch.size === 0) return; // nothing changed: nothing to undo, redo kept
      this.done.push(batch);
      this.undone = [];
    }
    undo(): void {
      const batch = this.done.pop();
      if (!batch) return;
      for (const [id, { before }] of batch) this.set(id, before);
      this.undone.unshift(batch);
    }
    redo(): void {
      const batch = this.undone.shift();
      if (!batch) return;
      for (const [id, { after }] of batch) this.set(id, after);
      this.done.push(batch);
    }
  }

  it('leaves the collection equal to a simple in-memory model', () => {
    fc.assert(
      fc.property(fc.array(opArb, { minLength: 1, maxLength: 25 }), (ops) => {
        reset();
        const model = new Model();
        for (const [i, op] of ops.entries()) {
          if (op.kind === 'change') {
            change(`op ${i}`, op.changes);
            model.apply(op.changes);
          } else if (op.kind === 'undo') {
            undo();
            model.undo();
          } else {
            redo();
            model.redo();
          }
          expect(snapshot()).toEqual(model.entries);
          expect(history()).toMatchObject({ canUndo: model.done.length > 0, canRedo: model.undone.length > 0 });
        }
        for (const id of pool) {
          expect(services.handlers['cards.get']({ id, lang: 'en' })).toMatchObject({ owned: model.get(id).count, note: model.get(id).note, storage: model.get(id).storage });
        }
      }),
      { numRuns: 250 },
    );
  });
});

describe('history limit', () => {
  it('undo reaches back exactly 500 batches', () => {
    reset();
    const batches = 505;
    for (let i = 1; i <= batches; i++) change(`batch ${i}`, [{ cardId: a, count: i }]);
    let undone = 0;
    while (history().canUndo) {
      undo();
      undone++;
    }
    expect(undone).toBe(500);
    // the oldest batches are beyond reach: their effect stays
    expect(stateOf(a).count).toBe(batches - 500);
    expect(history()).toMatchObject({ canRedo: true, redoLabel: `batch ${batches - 499}` });
  });
});
