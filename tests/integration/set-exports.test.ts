/**
 * Comparing sets through the API on a real SQLite file with the real card file: every export keeps
 * what the set held (migration 10), "compare with the last export" shows the edits made since,
 * two sets compare with each other, and the sample setup deals through the engine's setup.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiHandlers, MethodInput, MethodName, MethodOutput } from '../../src-shared/api/contract';
import type { AppServices } from '../../src-main/services/appServices';
import { loadCardRecords } from '../../src-main/data/cardRows';
import { CARD_FILE } from '../helpers/cardFile';
import { openServices } from '../helpers/database';
import { dispatchCall, failure } from '../helpers/dispatch';
import { tempDirs } from '../helpers/tempDir';

const dirs = tempDirs('set-exports-');
let services: AppServices;
let handlers: ApiHandlers;
let wizards: number;
let other: number;

const call = <M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> => dispatchCall(handlers, method, input);

beforeAll(async () => {
  services = openServices(dirs.make());
  handlers = services.handlers;
  await services.importCardFile(CARD_FILE);
  // Two copies of every hero card: a set with avatars enough for four players.
  const heroes = loadCardRecords(services.db).filter((r) => r.alignment === 'Hero');
  await call('collection.change', { label: 'own heroes', changes: heroes.map((r) => ({ cardId: r.id, count: 2 })) });
  wizards = (await call('sets.build', { name: 'Wizards', profileId: 'arda-revised-wizard', players: 3 })).set.id;
  other = (await call('sets.create', { name: 'Empty wizards', profileId: 'arda-revised-wizard' })).set.id;
}, 60_000);

afterAll(() => {
  services.close();
  dirs.cleanup();
});

describe('compare with the last export', () => {
  it('refuses before the first export, naming what to do', async () => {
    const error = await failure(call('sets.compare', { setId: wizards }));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toMatch(/has not been exported yet: export it/);
  });

  it('an export keeps the set as it was; later edits show as added, removed and moved', async () => {
    await call('sets.export', { setId: wizards, format: 'json' });
    const exports = await call('sets.exports', { setId: wizards });
    expect(exports.exports).toHaveLength(1);
    expect(exports.exports[0]?.format).toBe('json');
    expect((await call('sets.compare', { setId: wizards })).diff).toEqual({ added: [], removed: [], moved: [] });

    const state = await call('sets.get', { id: wizards });
    const [first, second] = state.set.decks.play;
    if (!first || !second) throw new Error('the built set has fewer than two Play cards');
    await call('sets.edit', {
      setId: wizards,
      label: 'edits after export',
      edits: [
        { move: { cardId: first.cardId, from: 'play', to: 'mp', copies: 1 } },
        { deck: 'play', cardId: second.cardId, copiesDelta: -second.copies, proxiesDelta: -second.proxies },
      ],
    });
    const result = await call('sets.compare', { setId: wizards, lang: 'en' });
    expect(result.before).toMatchObject({ label: 'Wizards as exported', setId: null, format: 'json' });
    expect(result.diff.moved).toEqual([{ cardId: first.cardId, from: 'play', to: 'mp', count: 1 }]);
    expect(result.diff.removed).toEqual([{ cardId: second.cardId, deck: 'play', count: second.copies + second.proxies }]);
    expect(result.diff.added).toEqual([]);
    const names = new Map(result.cards.map((r) => [r.id, r.name]));
    expect(result.text).toContain(`${names.get(first.cardId)}: Play → Marshalling Point`);

    // Undoing the edits brings the set back to what was exported.
    await call('sets.undo', { setId: wizards });
    expect((await call('sets.compare', { setId: wizards })).diff).toEqual({ added: [], removed: [], moved: [] });
  });

  it('each export is kept, newest first; deleting the set deletes them', async () => {
    await call('sets.export', { setId: wizards, format: 'text' });
    const list = (await call('sets.exports', { setId: wizards })).exports;
    expect(list.map((e) => e.format)).toEqual(['text', 'json']);
    const temp = (await call('sets.create', { name: 'Temporary', profileId: 'arda-revised-wizard' })).set.id;
    await call('sets.export', { setId: temp, format: 'meccg' });
    await call('sets.delete', { setId: temp });
    const left = services.db.prepare('SELECT COUNT(*) AS n FROM arda_set_exports WHERE set_id = ?').get(temp) as { n: number };
    expect(left.n).toBe(0);
  });
});

describe('compare two sets', () => {
  it('everything in the built set is added against an empty set, deck by deck', async () => {
    const built = (await call('sets.get', { id: wizards })).set;
    const result = await call('sets.compare', { setId: wizards, otherSetId: other });
    const total = (Object.values(built.decks) as { copies: number; proxies: number }[][]).flat().reduce((n, e) => n + e.copies + e.proxies, 0);
    expect(result.diff.added.reduce((n, c) => n + c.count, 0)).toBe(total);
    expect(result.diff.removed).toEqual([]);
    expect(result.before).toMatchObject({ label: 'Empty wizards', setId: other });
  });
});

describe('sample setup', () => {
  it('deals 2 and 4 players from the built set, the same again with the same seed', async () => {
    for (const players of [2, 4]) {
      const sample = await call('sets.sampleSetup', { setId: wizards, players, seed: `seed-${players}` });
      expect(sample.seats).toHaveLength(players);
      for (const p of sample.seats) {
        expect(p.hand).toHaveLength(8);
        expect(p.mpHand.length).toBeGreaterThan(0);
      }
      const names = new Set(sample.cards.map((r) => r.id));
      expect(sample.seats.every((p) => p.hand.every((id) => names.has(id)))).toBe(true);
      expect(await call('sets.sampleSetup', { setId: wizards, players, seed: `seed-${players}` })).toEqual(sample);
    }
    const dealtAgain = await call('sets.sampleSetup', { setId: wizards, players: 2 });
    expect(dealtAgain.seed).toMatch(/^[0-9a-f]{12}$/);
  });

  it('an empty set cannot be dealt from, and the message says why', async () => {
    const error = await failure(call('sets.sampleSetup', { setId: other, players: 2 }));
    expect(error.code).toBe('SETUP_REFUSED');
    expect(error.message).toMatch(/No sample setup can be dealt from this set: .*empty/);
  });
});
