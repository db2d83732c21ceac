/**
 * The Arda-set services on a real SQLite file with the real card file: storage (migration
 * v3), edits with per-set undo/redo, ownership across sets (copies, not proxies), GCCG
 * import of the ten sample lists, export/import round trips, building from the collection,
 * the print model, and errors. Expected values come from the files in ../shared.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiHandlers, MethodName, MethodInput, MethodOutput } from '../../src-shared/api/contract';
import { DECK_IDS, type DeckId } from '../../src-shared/arda/model';
import type { AppServices } from '../../src-main/services/appServices';
import { openServices } from '../helpers/database';
import { CARD_FILE } from '../helpers/cardFile';
import { dispatchCall, failure } from '../helpers/dispatch';
import { tempDirs } from '../helpers/tempDir';

const deckDir = path.resolve(__dirname, '../../../shared/decks/gccg');
const samples = readdirSync(deckDir).filter((f) => f.endsWith('.meccg')).sort();
const profileFor = (file: string) => (/^[A-E]\b/.test(file) ? 'arda-revised-wizard' : 'arda-revised-ringwraith');
const dirs = tempDirs('arda-sets-');
let services: AppServices;
let handlers: ApiHandlers;

/** Through the validating dispatch, as the UI and CLI call it; failures throw ApiError. */
const call = <M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> => dispatchCall(handlers, method, input);
const cardId = (name: string, alignment?: string) =>
  services.db.prepare(`SELECT id FROM cards WHERE name_en = ? ${alignment ? 'AND alignment = ?' : ''} ORDER BY id LIMIT 1`).pluck().get(...(alignment ? [name, alignment] : [name])) as string;
const total = (decks: Record<DeckId, { copies: number; proxies: number }[]>) => DECK_IDS.reduce((n, d) => n + decks[d].reduce((m, e) => m + e.copies + e.proxies, 0), 0);

beforeAll(async () => {
  services = openServices(dirs.make());
  handlers = services.handlers;
  await services.importCardFile(CARD_FILE);
});
afterAll(() => {
  services.close();
  dirs.cleanup();
});

describe('storage', () => {
  it('has the v3 tables with their constraints', () => {
    const tables = services.db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").pluck().all();
    expect(tables).toEqual(expect.arrayContaining(['arda_sets', 'arda_set_cards', 'arda_set_history']));
    expect(services.db.pragma('user_version', { simple: true })).toBeGreaterThanOrEqual(3); // v4 added sleeve_pairs
    const id = services.db.prepare("INSERT INTO arda_sets (name, profile_id, players, created_at, updated_at) VALUES ('raw', 'dark-arda', 3, 'x', 'x')").run().lastInsertRowid;
    expect(() => services.db.prepare("INSERT INTO arda_set_cards VALUES (?, 'play', 'NO-SUCH', 1, 0)").run(id)).toThrow(/FOREIGN KEY/);
    expect(() => services.db.prepare("INSERT INTO arda_set_cards VALUES (?, 'play', ?, -1, 0)").run(id, cardId('Orc-watch'))).toThrow(/CHECK/);
    expect(() => services.db.prepare("INSERT INTO arda_set_cards VALUES (?, 'nowhere', ?, 1, 0)").run(id, cardId('Orc-watch'))).toThrow(/CHECK/);
    services.db.prepare("INSERT INTO arda_set_cards VALUES (?, 'play', ?, 1, 0)").run(id, cardId('Orc-watch'));
    expect(() => services.db.prepare('DELETE FROM cards WHERE id = ?').run(cardId('Orc-watch'))).toThrow(/FOREIGN KEY/);
    services.db.prepare('DELETE FROM arda_sets WHERE id = ?').run(id);
    expect(services.db.prepare('SELECT COUNT(*) FROM arda_set_cards WHERE set_id = ?').pluck().get(id)).toBe(0);
  });
});

describe('creating, editing, undo and redo', () => {
  it('creates a set, refuses a taken name in any case and an unknown profile', async () => {
    const state = await call('sets.create', { name: '  Fellowship  ', profileId: 'arda-revised-wizard', players: 4 });
    expect(state.set).toMatchObject({ name: 'Fellowship', profileId: 'arda-revised-wizard', players: 4 });
    expect(total(state.set.decks)).toBe(0);
    expect((await failure(call('sets.create', { name: 'fellowship', profileId: 'dark-arda' }))).code).toBe('CONFLICT');
    expect((await failure(call('sets.create', { name: 'Other', profileId: 'no-such' }))).message).toMatch(/Unknown rules profile "no-such".*arda-revised-wizard/);
    expect((await failure(call('sets.create', { name: 'Other', profileId: 'arda-revised-wizard', players: 9 }))).message).toMatch(/2–7 players/);
    expect((await call('sets.get', { name: 'FELLOWSHIP' })).set.id).toBe(state.set.id);
    expect((await failure(call('sets.get', { name: 'nope' }))).code).toBe('NOT_FOUND');
  });

  it('edits as undoable batches: deltas, proxies and moves, all or nothing', async () => {
    const { set } = await call('sets.get', { name: 'Fellowship' });
    const orc = cardId('Orc-watch');
    const glamdring = cardId('Glamdring');
    let state = await call('sets.edit', {
      setId: set.id,
      label: 'Add cards',
      edits: [
        { deck: 'play', cardId: orc, copiesDelta: 3, proxiesDelta: 1 },
        { deck: 'play', cardId: glamdring, copiesDelta: 1 },
      ],
    });
    expect(state.set.decks.play).toEqual([
      { cardId: glamdring, copies: 1, proxies: 0 },
      { cardId: orc, copies: 3, proxies: 1 },
    ].sort((a, b) => a.cardId.localeCompare(b.cardId, 'en', { numeric: true })));
    expect(state.violations.some((v) => v.code === 'WRONG_DECK' && v.cardId === glamdring)).toBe(true);
    expect(state.history).toEqual({ canUndo: true, canRedo: false, undoLabel: 'Add cards', redoLabel: null });

    state = await call('sets.edit', { setId: set.id, label: 'Move Glamdring', edits: [{ move: { from: 'play', to: 'mp', cardId: glamdring, copies: 1 } }] });
    expect(state.set.decks.mp).toEqual([{ cardId: glamdring, copies: 1, proxies: 0 }]);
    expect(state.set.decks.play).toEqual([{ cardId: orc, copies: 3, proxies: 1 }]);
    expect(state.violations.some((v) => v.code === 'WRONG_DECK' && v.cardId === glamdring)).toBe(false);

    const before = await call('sets.get', { id: set.id });
    const refused = await failure(
      call('sets.edit', { setId: set.id, label: 'Too many', edits: [{ deck: 'ring', cardId: orc, copiesDelta: 1 }, { deck: 'play', cardId: orc, copiesDelta: -4 }] }),
    );
    expect(refused.message).toMatch(/Play deck holds 3 copies of Orc-watch.*nothing was changed/);
    expect((await failure(call('sets.edit', { setId: set.id, label: 'x', edits: [{ deck: 'play', cardId: 'NO-1', copiesDelta: 1 }] }))).code).toBe('NOT_FOUND');
    expect((await call('sets.get', { id: set.id })).set.decks).toEqual(before.set.decks);

    state = await call('sets.undo', { setId: set.id });
    expect(state.set.decks.mp).toEqual([]);
    expect(state.history).toMatchObject({ canUndo: true, canRedo: true, undoLabel: 'Add cards', redoLabel: 'Move Glamdring' });
    state = await call('sets.undo', { setId: set.id });
    expect(total(state.set.decks)).toBe(0);
    expect(state.history.canUndo).toBe(false);
    state = await call('sets.redo', { setId: set.id });
    state = await call('sets.redo', { setId: set.id });
    expect(state.set.decks).toEqual(before.set.decks);
    // Undo history is per set.
    const other = await call('sets.create', { name: 'Other set', profileId: 'dark-arda', players: 4 });
    expect(other.history.canUndo).toBe(false);
  });

  it('renames, updates and deletes', async () => {
    const { set } = await call('sets.get', { name: 'Other set' });
    expect((await call('sets.rename', { setId: set.id, name: 'Shadow set' })).set.name).toBe('Shadow set');
    expect((await failure(call('sets.rename', { setId: set.id, name: 'fellowship' }))).code).toBe('CONFLICT');
    expect((await call('sets.update', { setId: set.id, players: 9 })).set.players).toBe(9);
    expect(await call('sets.delete', { setId: set.id })).toEqual({ deleted: true });
    expect((await call('sets.list', {})).sets.map((s) => s.name)).toEqual(['Fellowship']);
  });
});

describe('ownership across sets', () => {
  it('counts copies (never proxies) of the other sets as allocated, and reports availability', async () => {
    const orc = cardId('Orc-watch');
    await call('collection.change', { label: 'own', changes: [{ cardId: orc, count: 5 }] });
    const a = await call('sets.create', { name: 'Own A', profileId: 'arda-revised-wizard', players: 2 });
    const b = await call('sets.create', { name: 'Own B', profileId: 'arda-revised-wizard', players: 2 });
    // Fellowship holds 3 copies + 1 proxy of Orc-watch already.
    await call('sets.edit', { setId: a.set.id, label: 'a', edits: [{ deck: 'play', cardId: orc, copiesDelta: 2, proxiesDelta: 5 }] });
    let state = await call('sets.get', { id: a.set.id });
    expect(state.violations.filter((v) => v.code === 'NOT_OWNED' && v.cardId === orc)).toEqual([]);
    state = await call('sets.edit', { setId: b.set.id, label: 'b', edits: [{ deck: 'play', cardId: orc, copiesDelta: 1 }] });
    const notOwned = state.violations.filter((v) => v.code === 'NOT_OWNED' && v.cardId === orc);
    expect(notOwned).toHaveLength(1);
    expect(notOwned[0]!.severity).toBe('error');
    const availability = await call('sets.availability', { setId: a.set.id, cardIds: [orc] });
    expect(availability.cards).toEqual([{ cardId: orc, owned: 5, inThisSet: 2, inOtherSets: 4, free: 0, homeDeck: 'play', refusal: null }]);
    await call('sets.delete', { setId: b.set.id });
    await call('sets.delete', { setId: a.set.id });
  });
});

describe('GCCG import of whole Arda lists', () => {
  it.each(samples)('%s: placed in a new set, conserving copies', async (file) => {
    const content = readFileSync(path.join(deckDir, file), 'utf8');
    const name = `Sample ${file}`;
    const result = await call('sets.importMeccg', { name, profileId: profileFor(file), fileName: file, content });
    const listed = content
      .split(/\r?\n/)
      .slice(0, content.split(/\r?\n/).findIndex((row, i, rows) => row.trim() === 'Notes' && /^####/.test(rows[i - 1] ?? '')))
      .filter((row) => /^\s*\d+\s+\S/.test(row))
      .reduce((n, row) => n + Number(/^\s*(\d+)/.exec(row)![1]), 0);
    expect(result.placedCopies + result.unplaceable.reduce((n, l) => n + l.copies, 0)).toBe(listed);
    expect(total(result.set.decks)).toBe(result.placedCopies);
    expect(result.set.profileId).toBe(profileFor(file));
    // Stored: reading it back gives the same decks.
    expect((await call('sets.get', { name })).set.decks).toEqual(result.set.decks);
    // A second import under the same name is refused, leaving the set as it was.
    const again = await failure(call('sets.importMeccg', { name, profileId: profileFor(file), fileName: file, content }));
    expect(again.code).toBe('CONFLICT');
  });

  it.each(samples)('%s: export then import gives back the same set, in every lossless format', async (file) => {
    const { set } = await call('sets.get', { name: `Sample ${file}` });
    const orc = set.decks.play[0]!;
    // A proxy so the JSON round trip carries one.
    const edited = (await call('sets.edit', { setId: set.id, label: 'proxy', edits: [{ deck: 'play', cardId: orc.cardId, proxiesDelta: 2 }] })).set;

    const json = await call('sets.export', { setId: set.id, format: 'json' });
    expect(json.fileName).toMatch(/\.json$/);
    const fromJson = await call('sets.importJson', { name: `${file} (json)`, fileName: json.fileName, content: json.content });
    expect(fromJson.set).toMatchObject({ profileId: edited.profileId, players: edited.players, decks: edited.decks });

    const meccg = await call('sets.export', { setId: set.id, format: 'meccg' });
    const fromMeccg = await call('sets.importMeccg', { name: `${file} (meccg)`, profileId: edited.profileId, fileName: meccg.fileName, content: meccg.content });
    expect(fromMeccg.unplaceable).toEqual([]);
    const withoutProxies = Object.fromEntries(
      DECK_IDS.map((d) => [d, edited.decks[d].map((e) => ({ ...e, proxies: 0 })).filter((e) => e.copies > 0)]),
    );
    expect(fromMeccg.set.decks).toEqual(withoutProxies);
    expect(fromMeccg.set.players).toBe(edited.players);

    const text = await call('sets.export', { setId: set.id, format: 'text' });
    expect(text.content).toContain(set.name);
  });

  it('refuses a file with no cards, and a JSON file naming unknown cards, importing nothing', async () => {
    const before = (await call('sets.list', {})).sets.length;
    expect((await failure(call('sets.importMeccg', { name: 'empty', profileId: 'dark-arda', fileName: 'e.meccg', content: '# nothing\n' }))).code).toBe('BAD_FILE');
    const bad = JSON.stringify({ format: 'arda-curator-set', version: 1, name: 'j', profileId: 'dark-arda', players: 3, decks: { play: [{ cardId: 'ZZ-1', copies: 1, proxies: 0 }] } });
    const error = await failure(call('sets.importJson', { fileName: 'j.json', content: bad }));
    expect(error.code).toBe('NOT_FOUND');
    expect(error.message).toMatch(/ZZ-1/);
    expect((await failure(call('sets.importJson', { fileName: 'k.json', content: '{' }))).code).toBe('BAD_FILE');
    expect((await call('sets.list', {})).sets.length).toBe(before);
  });
});

describe('building from the collection', () => {
  it('uses only free copies and says what is lacking; rebuilding is one undoable step', async () => {
    const gandalf = cardId('Gandalf', 'Hero');
    const orc = cardId('Orc-watch');
    const inSets = (id: string) => services.db.prepare('SELECT COALESCE(SUM(copies), 0) FROM arda_set_cards WHERE card_id = ?').pluck().get(id) as number;
    // One Gandalf free beyond those the other sets hold.
    await call('collection.change', { label: 'own', changes: [{ cardId: gandalf, count: inSets(gandalf) + 1 }, { cardId: orc, count: 10 }] });
    const result = await call('sets.build', { name: 'Built', profileId: 'arda-revised-wizard', players: 3 });
    const allocatedElsewhere = (services.db.prepare("SELECT COALESCE(SUM(copies), 0) FROM arda_set_cards c JOIN arda_sets s ON s.id = c.set_id WHERE card_id = ? AND s.name <> 'Built'").pluck().get(orc) as number);
    const orcIn = DECK_IDS.reduce((n, d) => n + (result.set.decks[d].find((e) => e.cardId === orc)?.copies ?? 0), 0);
    expect(orcIn).toBe(Math.max(0, 10 - allocatedElsewhere));
    expect(result.set.decks.avatar).toEqual([{ cardId: gandalf, copies: 1, proxies: 0 }]);
    expect(result.lacking.length).toBeGreaterThan(0);
    expect(result.lacking.map((l) => l.deck)).toContain('mp');
    expect(result.violations.filter((v) => v.code === 'NOT_OWNED')).toEqual([]);
    expect(result.history.canUndo).toBe(false);

    await call('collection.change', { label: 'more', changes: [{ cardId: orc, delta: 5 }] });
    const rebuilt = await call('sets.build', { name: 'Built', profileId: 'arda-revised-wizard', players: 3 });
    expect(rebuilt.set.id).toBe(result.set.id);
    expect(rebuilt.history.canUndo).toBe(true);
    const undone = await call('sets.undo', { setId: result.set.id });
    expect(undone.set.decks).toEqual(result.set.decks);
  });
});

describe('the print model', () => {
  it('has the set, its profile, every deck and the open problems', async () => {
    const { set, violations } = await call('sets.get', { name: `Sample ${samples[0]}` });
    const model = await call('sets.printModel', { setId: set.id, date: '2025-03-04' });
    expect(model).toMatchObject({ title: set.name, profileId: set.profileId, profileLabel: 'Arda Revised (Wizard)', date: '2025-03-04' });
    // Arda Revised uses seven decks; Dark Arda's Haven deck is left out.
    expect(model.decks.map((d) => d.deck)).toEqual(DECK_IDS.filter((d) => d !== 'haven'));
    expect(model.totals.cards).toBe(total(set.decks));
    expect(model.problems.errors + model.problems.warnings).toBe(violations.length);
  });
});

describe('what the editor needs without working around the API', () => {
  it('sets.list carries each set\'s error and warning counts, as sets.validate counts them', async () => {
    const { sets } = await call('sets.list', {});
    expect(sets.length).toBeGreaterThan(1);
    for (const summary of sets) {
      const { violations } = await call('sets.validate', { id: summary.id });
      const errors = violations.filter((v) => v.severity === 'error').length;
      expect({ errors: summary.errors, warnings: summary.warnings }).toEqual({ errors, warnings: violations.length - errors });
    }
    expect(sets.some((s) => s.errors + s.warnings > 0)).toBe(true);
  });

  it('every set answer gives each deck\'s numeric target for the set\'s players, as the print model words them', async () => {
    const created = await call('sets.create', { name: 'Targets', profileId: 'arda-revised-wizard', players: 2 });
    expect(created.targets).toMatchObject({ play: { min: 100, max: null }, mp: { min: 45, max: null }, minor: { min: 35, max: 40 } });
    const text = (t: { min: number; max: number | null } | null) =>
      t === null ? null : t.max === null ? `≥ ${t.min}` : t.min === 0 ? `≤ ${t.max}` : `${t.min}–${t.max}`;
    for (const players of [2, 5, 7]) {
      const state = await call('sets.update', { setId: created.set.id, players });
      const model = await call('sets.printModel', { setId: created.set.id });
      for (const deck of model.decks) expect(text(state.targets[deck.deck])).toBe(deck.target);
      expect((await call('sets.get', { id: created.set.id })).targets).toEqual(state.targets);
    }
    const dark = await call('sets.update', { setId: created.set.id, profileId: 'dark-arda', players: 3 });
    const model = await call('sets.printModel', { setId: created.set.id });
    for (const deck of model.decks) expect(text(dark.targets[deck.deck])).toBe(deck.target);
    await call('sets.delete', { setId: created.set.id });
  });

  it('sets.availability gives the deck the set\'s profile puts each card in (null when no deck takes it)', async () => {
    const set = await call('sets.create', { name: 'Home decks', profileId: 'arda-revised-wizard', players: 3 });
    const ids = {
      hazard: cardId('Orc-watch'),
      wizard: cardId('Gandalf', 'Hero'),
      character: cardId('Aragorn II', 'Hero'),
      minor: cardId('Dagger of Westernesse', 'Hero'),
      site: cardId('Bree', 'Hero'),
      mp: cardId('Rangers of the North', 'Hero'),
      minion: cardId('Lieutenant of Dol Guldur', 'Minion'),
    };
    const { cards } = await call('sets.availability', { setId: set.set.id, cardIds: Object.values(ids) });
    const home = Object.fromEntries(cards.map((c) => [c.cardId, c.homeDeck]));
    expect(home).toEqual({
      [ids.hazard]: 'play',
      [ids.wizard]: 'avatar',
      [ids.character]: 'character',
      [ids.minor]: 'minor',
      [ids.site]: 'site',
      [ids.mp]: 'mp',
      [ids.minion]: null,
    });
    // The minion card is refused with the validator's code and message (the finder shows them).
    const minion = cards.find((c) => c.cardId === ids.minion);
    expect(minion?.refusal?.code).toBe('ALIGNMENT');
    expect(minion?.refusal?.message).toContain('Lieutenant of Dol Guldur');
    expect(cards.filter((c) => c.cardId !== ids.minion).every((c) => c.refusal === null)).toBe(true);
    await call('sets.delete', { setId: set.set.id });
  });

  it('says "an Arda Revised … set" in import reasons and problems', async () => {
    const minionList = samples.find((f) => /^F\b/.test(f))!;
    const result = await call('sets.importMeccg', {
      fileName: minionList,
      content: readFileSync(path.join(deckDir, minionList), 'utf8'),
      name: 'Grammar check',
      profileId: 'arda-revised-wizard',
      players: 3,
    });
    const reasons = result.unplaceable.map((u) => u.reason);
    expect(reasons.some((r) => / is a Minion card; an Arda Revised \(Wizard\) set holds Hero/.test(r))).toBe(true);
    expect(reasons.join('\n')).not.toMatch(/\ba Arda\b/);
    await call('sets.delete', { setId: result.set.id });
  });

  it('cards.byIds gives the rows of the asked cards, in order, named in the asked language, unknown ids left out', async () => {
    const ids = [cardId('Orc-watch'), 'NO-SUCH-1', cardId('Gandalf', 'Hero'), cardId('Orc-watch')];
    const { rows } = await call('cards.byIds', { ids, lang: 'en' });
    expect(rows.map((r) => r.id)).toEqual([ids[0], ids[2]]);
    const search = await call('cards.search', { query: 'Orc-watch', lang: 'en' });
    expect(rows[0]).toEqual(search.rows.find((r) => r.id === ids[0]));
    const owned = services.db.prepare('SELECT COALESCE(SUM(count), 0) FROM collection WHERE card_id = ?').pluck().get(ids[0]) as number;
    expect(rows[0]!.owned).toBe(owned);
    const spanish = await call('cards.byIds', { ids: [ids[2]!], lang: 'es' });
    const name = services.db.prepare("SELECT name FROM card_texts WHERE card_id = ? AND lang = 'es'").pluck().get(ids[2]) as string | undefined;
    expect(spanish.rows[0]!.name).toBe(name || rows[1]!.name);
    expect((await call('cards.byIds', { ids: [] })).rows).toEqual([]);
  });
});

describe('a catalogue re-import', () => {
  it('keeps sets and rebuilds the card facts', async () => {
    const before = await call('sets.get', { name: 'Fellowship' });
    await services.importCardFile(CARD_FILE);
    const after = await call('sets.get', { name: 'Fellowship' });
    expect(after.set.decks).toEqual(before.set.decks);
    expect(after.violations).toEqual(before.violations);
  });
});
