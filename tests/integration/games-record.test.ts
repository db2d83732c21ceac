/**
 * Issue 21 through the games API, on a real SQLite file with the real card file: every action the
 * engine offers is accepted (a human Ringwraith takes a mode), games of every profile, seat count
 * and computer level export and import, the record's words are stored when each action is applied
 * and survive export, import and replay word for word, a tampered record is refused, hidden cards
 * are not named to other seats, a damaged game row does not hide the others, and an engine failure
 * leaves the stored game as it was.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiHandlers, MethodInput, MethodName, MethodOutput } from '../../src-shared/api/contract';
import type { GameSummary } from '../../src-shared/api/schemasGames';
import type { Action } from '../../src-shared/engine/types';
import { loadCardRecords } from '../../src-main/data/cardRows';
import type { AppServices } from '../../src-main/services/appServices';
import { parseGameFile } from '../../src-main/services/gameFile';
import { CARD_FILE } from '../helpers/cardFile';
import { openServices } from '../helpers/database';
import { dispatchCall, failure } from '../helpers/dispatch';
import { tempDirs } from '../helpers/tempDir';

const deckDir = resolve(__dirname, '../../../shared/decks/gccg');
const deckFiles = ['A - Stewards of Gondor.meccg', 'F - Spies and Traitors.meccg'];
const dirs = tempDirs('games-record-');
let dir: string;
let services: AppServices;
let handlers: ApiHandlers;
let wizards: number;
let wraiths: number;
let dark: number;

const call = <M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> => dispatchCall(handlers, method, input);
type Seat = { name: string; kind: 'human' | 'bot'; level?: 'simple' | 'planner'; alignment?: 'wizard' | 'ringwraith' };

beforeAll(async () => {
  dir = dirs.make();
  services = openServices(dir);
  handlers = services.handlers;
  await services.importCardFile(CARD_FILE);
  for (const f of deckFiles) await call('collection.import', { fileName: f, content: readFileSync(resolve(deckDir, f), 'utf8'), skipUnresolved: true });
  const records = loadCardRecords(services.db);
  // Twelve of every minion card: a Dark Arda set needs "nine copies each of Heralded Lord, Black Rider, and Fell Rider", the Ringwraith set takes some too.
  await call('collection.change', { label: 'own minions', changes: records.filter((r) => r.alignment === 'Minion').map((r) => ({ cardId: r.id, count: 12 })) });
  wizards = (await call('sets.build', { name: 'Wizards', profileId: 'arda-revised-wizard', players: 5 })).set.id;
  wraiths = (await call('sets.build', { name: 'Wraiths', profileId: 'arda-revised-ringwraith', players: 5 })).set.id;
  dark = (await call('sets.build', { name: 'Dark', profileId: 'dark-arda', players: 9 })).set.id;
  const inSet = new Set((await call('sets.get', { id: wizards })).set.decks.avatar.map((e) => e.cardId));
  const extra = records.filter((r) => r.avatar && r.alignment === 'Hero' && r.type === 'Character' && !inSet.has(r.id)).slice(0, 5);
  await call('sets.edit', { setId: wizards, label: 'avatar proxies', edits: extra.map((r) => ({ deck: 'avatar' as const, cardId: r.id, copiesDelta: 0, proxiesDelta: 1 })) });
}, 180_000);

afterAll(() => {
  services.close();
  dirs.cleanup();
});

/** Plays up to `max` actions: the human seats take their first legal action of `prefer` type if any, else the first one. */
async function play(summary: GameSummary, max: number, prefer?: (a: Action) => boolean): Promise<{ summary: GameSummary; took: Action[] }> {
  let s = summary;
  const took: Action[] = [];
  for (let k = 0; k < max && s.status === 'active'; k++) {
    const open = await call('games.open', { id: s.id, seat: s.actor });
    const human = s.seats[s.actor]?.kind === 'human';
    if (!human) {
      s = (await call('games.bots', { id: s.id, seat: 0, at: s.actions, max: 50 })).summary;
      continue;
    }
    const action = open.legal.find((a) => prefer?.(a)) ?? open.legal[0];
    if (!action) throw new Error('a human decision without a legal action');
    const r = await call('games.act', { id: s.id, seat: s.actor, action, at: s.actions });
    if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.rejection.message}`);
    took.push(action);
    s = r.snapshot.summary;
  }
  return { summary: s, took };
}

async function roundTrip(id: number): Promise<void> {
  const exported = await call('games.export', { id });
  const file = parseGameFile(exported.fileName, exported.json);
  expect(file.log.every((m) => m.words !== undefined), 'every action carries its words').toBe(true);
  const imported = await call('games.import', { fileName: exported.fileName, content: exported.json });
  const a = await call('games.log', { id, seat: -1, from: 0, limit: 5000 });
  const b = await call('games.log', { id: imported.id, seat: -1, from: 0, limit: 5000 });
  expect(b.entries.map((e) => e.words)).toEqual(a.entries.map((e) => e.words));
  await call('games.delete', { id: imported.id });
}

describe('every action the engine offers is accepted, and every game exports and imports', { timeout: 300_000 }, () => {
  it('a human Ringwraith in Dark Arda assumes a mode through the API (refused before: "Invalid discriminator value")', async () => {
    const game = await call('games.create', { setIds: [dark], profile: 'dark-arda', seats: [{ name: 'Me', kind: 'human' }, { name: 'Computer', kind: 'bot' }], seed: 'record-mode' });
    const { took } = await play(game, 400, (a) => a.type === 'assumeMode' && a.mode !== null);
    expect(took.some((a) => a.type === 'assumeMode')).toBe(true);
    await roundTrip(game.id);
  });

  it('exports and imports a game with a Planner seat, a Dark Arda game and a 5-seat simultaneous game', async () => {
    const cases: { setIds: number[]; profile?: 'dark-arda' | 'arda-revised'; seats: Seat[] }[] = [
      { setIds: [wizards, wraiths], seats: [{ name: 'A', kind: 'bot', level: 'planner', alignment: 'wizard' }, { name: 'B', kind: 'bot', level: 'simple', alignment: 'ringwraith' }] },
      { setIds: [dark], profile: 'dark-arda', seats: [{ name: 'A', kind: 'bot', level: 'planner' }, { name: 'B', kind: 'bot' }, { name: 'C', kind: 'bot', level: 'planner' }] },
      { setIds: [wizards], seats: Array.from({ length: 5 }, (_, i): Seat => ({ name: `S${i}`, kind: 'bot', level: i % 2 ? 'planner' : 'simple' })) },
    ];
    for (const [i, c] of cases.entries()) {
      const game = await call('games.create', { ...c, seed: `record-kind-${i}` });
      const done = await call('games.bots', { id: game.id, seat: 0, at: 0, max: 400 });
      expect(done.summary.actions).toBeGreaterThan(0);
      await roundTrip(game.id);
    }
  });
});

describe('the game file accepts exactly what export writes', { timeout: 300_000 }, () => {
  it('for every seat count of both profiles, with both computer levels', async () => {
    const tables: { setIds: number[]; profile: 'arda-revised' | 'dark-arda'; n: number }[] = [
      ...[2, 3, 4, 5].map((n) => ({ setIds: [wizards], profile: 'arda-revised' as const, n })),
      ...[6, 7].map((n) => ({ setIds: [wizards, wraiths], profile: 'arda-revised' as const, n })),
      ...[2, 3, 4, 5, 6, 7, 8, 9].map((n) => ({ setIds: [dark], profile: 'dark-arda' as const, n })),
    ];
    for (const t of tables) {
      const seats = Array.from({ length: t.n }, (_, i): Seat => ({
        name: `S${i}`,
        kind: i === 0 ? 'human' : 'bot',
        level: i % 2 ? 'planner' : 'simple',
        ...(t.setIds.length === 2 ? { alignment: i % 2 ? 'ringwraith' : 'wizard' } : {}),
      }));
      const game = await call('games.create', { setIds: t.setIds, profile: t.profile, seats, seed: `file-${t.profile}-${t.n}` });
      await play(game, 12);
      const exported = await call('games.export', { id: game.id });
      const file = parseGameFile(exported.fileName, exported.json);
      expect(file.setup.profile, `${t.profile} ${t.n}`).toBe(t.profile);
      expect(file.setup.players.filter((p) => p.level === 'planner').length).toBe(Math.floor(t.n / 2));
      const imported = await call('games.import', { fileName: exported.fileName, content: exported.json });
      expect(imported.profile).toBe(t.profile);
      await call('games.delete', { id: imported.id });
      await call('games.delete', { id: game.id });
    }
  });
});

describe('the record through the API', { timeout: 300_000 }, () => {
  it('stores each action\'s words as it is applied, names hidden cards to nobody else, and refuses a file whose words were changed', async () => {
    const game = await call('games.create', { setIds: [wizards], seats: [{ name: 'Ann', kind: 'human' }, { name: 'Bob', kind: 'human' }], seed: 'record-words' });
    await play(game, 60);
    const all = await call('games.log', { id: game.id, seat: -1, from: 0, limit: 5000 });
    expect(all.entries.length).toBeGreaterThan(20);
    expect(all.entries.every((e) => e.words !== undefined)).toBe(true);
    // The stored words are those of the time: reading the log again after more play changes none of them.
    await play((await call('games.list', {})).games.find((g) => g.id === game.id) as GameSummary, 40);
    const later = await call('games.log', { id: game.id, seat: -1, from: 0, limit: all.entries.length });
    expect(later.entries.map((e) => e.words)).toEqual(all.entries.map((e) => e.words));
    // A spectator's log names no card that only a seat could see (ids emptied where `v` excludes it).
    const hiddenNamed = JSON.stringify(all.entries.map((e) => e.words)).match(/"c":"[^"]+","i":\d+,"v":\[/g);
    expect(hiddenNamed).toBeNull();
    // A file whose words were edited is refused: the replay records other words.
    const { json, fileName } = await call('games.export', { id: game.id });
    const file = JSON.parse(json) as { log: { words: { action: { k: string } } }[] };
    (file.log[3] as { words: { action: { k: string } } }).words.action.k = 'a.pass';
    const error = await failure(call('games.import', { fileName, content: JSON.stringify(file) }));
    expect(error.code).toBe('BAD_FILE');
    expect(error.message).toMatch(/words recorded for action 4 .* differ/);
  });

  it('fills the words of actions stored before words were recorded, from a replay, the same as those recorded live', async () => {
    const game = await call('games.create', { setIds: [wizards], seats: [{ name: 'A', kind: 'bot' }, { name: 'B', kind: 'bot' }], seed: 'record-fill' });
    await call('games.bots', { id: game.id, seat: 0, at: 0, max: 120 });
    const live = (await call('games.log', { id: game.id, seat: -1, from: 0, limit: 5000 })).entries.map((e) => e.words);
    services.db.prepare('UPDATE game_actions SET words = NULL WHERE game_id = ?').run(game.id);
    // A new start of the app: nothing cached, the game is replayed from what is stored.
    services.close();
    services = openServices(dir);
    handlers = services.handlers;
    await call('games.open', { id: game.id, seat: -1 });
    const filled = (await call('games.log', { id: game.id, seat: -1, from: 0, limit: 5000 })).entries.map((e) => e.words);
    expect(filled).toEqual(live);
  });

  it('lists the other games when one row is damaged, and says what is wrong with it', async () => {
    const game = await call('games.create', { setIds: [wizards], seats: [{ name: 'A', kind: 'bot' }, { name: 'B', kind: 'bot' }], seed: 'record-damaged' });
    services.db.prepare("UPDATE games SET scores = '{not json' WHERE id = ?").run(game.id);
    const list = (await call('games.list', {})).games;
    expect(list.length).toBeGreaterThan(1);
    expect(list.find((g) => g.id === game.id)?.damaged).toMatch(/stored summary cannot be read \(scores/);
    expect(list.filter((g) => g.id !== game.id).every((g) => g.damaged === undefined)).toBe(true);
    await call('games.delete', { id: game.id });
  });
});
