/**
 * Want and trade lists on a real SQLite file with the real card file: a collection from a
 * real GCCG list, an Arda set imported from that list and one built from the free copies;
 * what each set, all sets and a card set's playset lack, the copies to spare, both exports
 * (each plain line resolves to its card again), and the CLI's `collection want` / `trade`.
 * Expected counts are worked out here from the sets' stored decks and the collection table.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiHandlers, MethodInput, MethodName, MethodOutput } from '../../src-shared/api/contract';
import type { AppServices } from '../../src-main/services/appServices';
import { parseListLine } from '../../src-shared/collection/listLine';
import { CARD_FILE } from '../helpers/cardFile';
import { runCli } from '../helpers/cli';
import { DB_FILE_NAME, openServices } from '../helpers/database';
import { dispatchCall, failure } from '../helpers/dispatch';
import { tempDirs } from '../helpers/tempDir';

const LIST = 'A - Stewards of Gondor.meccg';
const listText = readFileSync(path.resolve(__dirname, '../../../shared/decks/gccg', LIST), 'utf8');
const dirs = tempDirs('want-trade-');
let dir: string;
let services: AppServices;
let handlers: ApiHandlers;
let stewardsId: number;
let builtId: number;

const call = <M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> => dispatchCall(handlers, method, input);
const sql = <T>(query: string, ...args: unknown[]) => services.db.prepare(query).all(...args) as T[];
/** Copies and proxies per card, over the given sets (all when none given). */
const usedBy = (setIds?: number[]) =>
  new Map(
    sql<{ id: string; n: number }>(
      `SELECT card_id AS id, SUM(copies + proxies) AS n FROM arda_set_cards ${setIds ? `WHERE set_id IN (${setIds.join(',')})` : ''} GROUP BY card_id HAVING n > 0`,
    ).map((r) => [r.id, r.n]),
  );
const ownedNow = () => new Map(sql<{ id: string; n: number }>('SELECT card_id AS id, count AS n FROM collection WHERE count > 0').map((r) => [r.id, r.n]));
const setCodes = () => sql<{ id: string }>('SELECT id FROM card_sets').map((r) => r.id);

beforeAll(async () => {
  dir = dirs.make();
  services = openServices(dir);
  handlers = services.handlers;
  await services.importCardFile(CARD_FILE);
  // The collection holds the list's cards once; the Arda set is the same list.
  await call('collection.import', { fileName: LIST, content: listText });
  stewardsId = (await call('sets.importMeccg', { name: 'Stewards', profileId: 'arda-revised-wizard', fileName: LIST, content: listText })).set.id;
});
afterAll(() => {
  services.close();
  dirs.cleanup();
});

describe('want lists', () => {
  it('a set made from owned copies lacks nothing; taking copies away makes it lack exactly those', async () => {
    expect((await call('wantTrade.want', { kind: 'set', setId: stewardsId })).lines).toEqual([]);
    const used = usedBy([stewardsId]);
    const [first, second] = [...used.keys()].sort();
    await call('collection.change', { label: 'sell some', changes: [{ cardId: first!, count: 0 }, { cardId: second!, delta: -1 }] });
    const want = await call('wantTrade.want', { kind: 'set', setId: stewardsId });
    const owned = ownedNow();
    expect(want.lines.map((l) => [l.cardId, l.count, l.owned, l.needed])).toEqual(
      [first!, second!]
        .map((id) => [id, used.get(id)! - (owned.get(id) ?? 0), owned.get(id) ?? 0, used.get(id)!])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]), 'en', { numeric: true })),
    );
    expect(want.copies).toBe(want.lines.reduce((n, l) => n + l.count, 0));
    expect(want.title).toBe('Arda set Stewards');
  });

  it("a second set built from the free copies lacks nothing, and all sets together lack each card's excess", async () => {
    await call('collection.change', { label: 'more Gandalfs', changes: [{ cardId: 'TW-156', delta: 4 }] });
    builtId = (await call('sets.build', { name: 'Built', profileId: 'arda-revised-wizard', players: 3 })).set.id;
    expect((await call('wantTrade.want', { kind: 'set', setId: builtId })).lines).toEqual([]);
    const all = await call('wantTrade.want', { kind: 'sets' });
    const owned = ownedNow();
    const expected = [...usedBy()].filter(([id, n]) => n > (owned.get(id) ?? 0)).map(([id, n]) => [id, n - (owned.get(id) ?? 0)]);
    expect(all.lines.map((l) => [l.cardId, l.count]).sort()).toEqual(expected.sort());
    expect(all.lines.length).toBeGreaterThan(0);
  });

  it('a playset of a card set: 1 of each unique card, N of the rest, owned copies of any printing counted', async () => {
    const want = await call('wantTrade.want', { kind: 'cardSet', cardSet: 'tw', playset: 2 });
    const tw = sql<{ id: string; unique: number }>("SELECT id, is_unique AS 'unique' FROM cards WHERE set_id = 'TW'");
    expect(want.cardSet?.total).toBe(tw.length);
    const gandalf = want.lines.find((l) => l.cardId === 'TW-156');
    expect(gandalf).toBeUndefined(); // unique, owned
    const unique = new Set(tw.filter((c) => c.unique === 1).map((c) => c.id));
    for (const line of want.lines) expect(line.needed).toBe(unique.has(line.cardId) ? 1 : 2);
    expect(want.cardSet?.notOwned).toBe(want.lines.filter((l) => l.owned === 0).length);
    const error = await failure(call('wantTrade.want', { kind: 'cardSet', cardSet: 'XX', playset: 3 }));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toMatch(/no card set "XX".*TW/);
    expect((await failure(call('wantTrade.want', { kind: 'cardSet', cardSet: 'TW', playset: 10 }))).code).toBe('INVALID_REQUEST');
    expect((await failure(call('wantTrade.want', { kind: 'set', setId: 9999 }))).code).toBe('NOT_FOUND');
  });
});

describe('trade list', () => {
  it('offers owned copies beyond every copy and proxy the sets hold, and none of a wanted card', async () => {
    const trade = await call('wantTrade.trade', {});
    const owned = ownedNow();
    const used = usedBy();
    const expected = [...owned].filter(([id, n]) => n > (used.get(id) ?? 0)).map(([id, n]) => [id, n - (used.get(id) ?? 0)]);
    expect(trade.lines.map((l) => [l.cardId, l.count]).sort()).toEqual(expected.sort());
    expect(trade.sets).toBe(2);
    const wanted = new Set((await call('wantTrade.want', { kind: 'sets' })).lines.map((l) => l.cardId));
    expect(trade.lines.filter((l) => wanted.has(l.cardId))).toEqual([]);
  });
});

describe('location cards in sleeves', () => {
  it('are used by the set whose sleeves hold them beyond its Site deck', async () => {
    const id = (name: string) => sql<{ id: string }>("SELECT id FROM cards WHERE name_en = ? AND alignment = 'Hero' ORDER BY id LIMIT 1", name)[0]!.id;
    const [rangers, bree] = [id('Rangers of the North'), id('Bree')];
    const spare = async () => (await call('wantTrade.trade', {})).lines.find((l) => l.cardId === bree)?.count ?? 0;
    await call('collection.change', { label: 'for sleeves', changes: [{ cardId: rangers, delta: 1 }, { cardId: bree, delta: 2 }] });
    const before = await spare();
    const set = await call('sets.create', { name: 'Sleeved', profileId: 'arda-revised-wizard', players: 3 });
    await call('sets.edit', { setId: set.set.id, label: 'Rangers', edits: [{ deck: 'mp', cardId: rangers, copiesDelta: 1 }] });
    await call('sleeves.pair', { setId: set.set.id, mpCardId: rangers, siteCardId: bree });
    // The Site deck holds no Bree: the sleeve holds one more physical copy.
    expect(await spare()).toBe(before - 1);
    await call('sets.edit', { setId: set.set.id, label: 'Bree', edits: [{ deck: 'site', cardId: bree, copiesDelta: 1 }] });
    // Now the Site deck's copy is the one in the sleeve: still one copy in use, not two.
    expect(await spare()).toBe(before - 1);
    await call('sets.delete', { setId: set.set.id });
    expect(await spare()).toBe(before);
  });
});

describe('exports', () => {
  it('CSV and plain list carry the same lines; each plain line resolves to its card again', async () => {
    for (const source of [{ kind: 'sets' as const }, { kind: 'cardSet' as const, cardSet: 'TD', playset: 3 }]) {
      const list = await call('wantTrade.want', source);
      const csv = await call('wantTrade.export', { list: 'want', source, format: 'csv' });
      expect(csv.fileName).toMatch(/^want-.*\d{4}-\d{2}-\d{2}\.csv$/);
      const rows = Papa.parse<Record<string, string>>(csv.content, { header: true, skipEmptyLines: true }).data;
      expect(rows.map((r) => [r.card_id, Number(r.count), Number(r.owned), Number(r.needed)])).toEqual(list.lines.map((l) => [l.cardId, l.count, l.owned, l.needed]));
      const text = await call('wantTrade.export', { list: 'want', source, format: 'text' });
      expect(text.fileName).toMatch(/\.txt$/);
      const lines = text.content.split('\n').filter((l) => l !== '');
      expect(lines).toHaveLength(list.lines.length);
      lines.forEach((line, i) => {
        const parsed = parseListLine(line, setCodes())!;
        expect(parsed.count).toBe(list.lines[i]!.count);
        const resolved = services.resolveCard(`${parsed.query} (${parsed.set ?? ''})`);
        expect(resolved.ok && services.findCards(resolved.card.id)[0]?.name).toBe(list.lines[i]!.name);
      });
    }
    const trade = await call('wantTrade.export', { list: 'trade', format: 'text' });
    expect(trade.fileName).toMatch(/^trade-.*\.txt$/);
    expect(trade.lines).toBe((await call('wantTrade.trade', {})).lines.length);
  });
});

describe('command line', () => {
  const db = () => path.join(dir, DB_FILE_NAME);

  it('prints the plain lists: an Arda set, all sets, a playset, the trade list; CSV with --format csv', async () => {
    const want = await call('wantTrade.export', { list: 'want', source: { kind: 'set', setId: stewardsId }, format: 'text' });
    const run = runCli(['collection', 'want', '--set', 'Stewards'], db(), dir);
    expect(run.code, run.stderr).toBe(0);
    expect(run.stdout).toBe(want.content);
    const playset = runCli(['collection', 'want', 'TD', '--playset', '1'], db(), dir);
    expect(playset.code, playset.stderr).toBe(0);
    expect(playset.stdout).toBe((await call('wantTrade.export', { list: 'want', source: { kind: 'cardSet', cardSet: 'TD', playset: 1 }, format: 'text' })).content);
    const trade = runCli(['collection', 'trade', '--format', 'csv'], db(), dir);
    expect(trade.code, trade.stderr).toBe(0);
    expect(trade.stdout.replace(/\n/g, '\r\n')).toBe((await call('wantTrade.export', { list: 'trade', format: 'csv' })).content);
    writeFileSync(path.join(dir, 'trade.txt'), runCli(['collection', 'trade'], db(), dir).stdout);
    expect(readFileSync(path.join(dir, 'trade.txt'), 'utf8')).toBe((await call('wantTrade.export', { list: 'trade', format: 'text' })).content);
  });

  it('says what was wrong', () => {
    const unknown = runCli(['collection', 'want', '--set', 'Nope'], db(), dir);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toMatch(/no Arda set called "Nope"/);
    const bad = runCli(['collection', 'want', 'TW', '--playset', '0'], db(), dir);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/--playset needs a whole number from 1 to 9/);
    const both = runCli(['collection', 'want', 'TW', '--set', 'Stewards'], db(), dir);
    expect(both.code).toBe(2);
    const built = runCli(['collection', 'want', '--set', 'Built'], db(), dir);
    expect(built.code, built.stderr).toBe(0);
    expect(built.stdout).toBe('');
    expect(built.stderr).toMatch(/Nothing is wanted/);
  });
});
