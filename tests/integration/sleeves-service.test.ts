/**
 * Sleeves through the API on a real SQLite file with the real card file: storage (migration
 * v4, its triggers and constraints), physical copies across sets, auto-pair (hand pairings
 * kept, deterministic, each unpaired copy with its reason), pairing by hand (refusals with
 * the reason), unpair, candidates, undo/redo through the set's history, the three
 * validation codes in the set's validation, the sleeve sheet and the deck lists' partner
 * column. Which locations can host a card comes from the sleeve rules
 * (src-shared/sleeves/locations.ts), read here over the same catalogue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiHandlers, MethodInput, MethodName, MethodOutput } from '../../src-shared/api/contract';
import type { CardRecord } from '../../src-shared/cards/model';
import { createLocationIndex, type LocationIndex } from '../../src-shared/sleeves/locations';
import type { AppServices } from '../../src-main/services/appServices';
import { createSleeveServices } from '../../src-main/services/sleeves';
import { loadCardRecords } from '../../src-main/data/cardRows';
import { CARD_FILE } from '../helpers/cardFile';
import { openServices } from '../helpers/database';
import { dispatchCall, failure } from '../helpers/dispatch';
import { tempDirs } from '../helpers/tempDir';

const dirs = tempDirs('sleeves-');
let services: AppServices;
let handlers: ApiHandlers;
let index: LocationIndex;
let records: CardRecord[];

const call = <M extends MethodName>(method: M, input: MethodInput<M>): Promise<MethodOutput<M>> => dispatchCall(handlers, method, input);
const byName = (name: string, alignment = 'Hero') => {
  const found = records.find((r) => r.names.en === name && r.alignment === alignment);
  if (!found) throw new Error(`no ${alignment} card called ${name}`);
  return found.id;
};
const own = async (cardId: string, count: number) => call('collection.change', { label: `own ${cardId}`, changes: [{ cardId, count }] });
const mpEdit = (setId: number, cardId: string, copiesDelta: number, proxiesDelta = 0) =>
  call('sets.edit', { setId, label: `MP ${cardId}`, edits: [{ deck: 'mp', cardId, copiesDelta, proxiesDelta }] });
const siteOf = (list: MethodOutput<'sleeves.list'>, key: string) => list.copies.find((c) => c.mpKey === key)?.siteId ?? null;
const codes = (violations: { code: string }[]) => violations.map((v) => v.code).filter((c) => c.startsWith('MP_UNPAIRED') || c.startsWith('PAIR_'));

// The cards: Rangers of the North (only Bree), Gwaihir (only Eagles' Eyrie), Hauberk of
// Bright Mail (any site where major items are playable), Palantír of Orthanc (Isengard).
let rangers: string, gwaihir: string, hauberk: string, palantir: string;
let bree: string, eyrie: string, hauberkSite: string;
let setA: number;

beforeAll(async () => {
  services = openServices(dirs.make());
  handlers = services.handlers;
  await services.importCardFile(CARD_FILE);
  records = loadCardRecords(services.db);
  index = createLocationIndex(records);
  rangers = byName('Rangers of the North');
  gwaihir = byName('Gwaihir');
  hauberk = byName('Hauberk of Bright Mail');
  palantir = byName('Palantír of Orthanc');
  bree = byName('Bree');
  eyrie = index.forCard(gwaihir).siteIds[0] ?? '';
  // A site that hosts the Hauberk but not the Rangers.
  hauberkSite = index.forCard(hauberk).siteIds.find((id) => !index.canHost(rangers, id)) ?? '';
  expect(index.forCard(rangers).siteIds).toEqual([bree]);
  expect(index.forCard(gwaihir).siteIds).toHaveLength(1);
  expect(hauberkSite).not.toBe('');

  setA = (await call('sets.create', { name: 'Sleeved', profileId: 'arda-revised-wizard', players: 4 })).set.id;
  await call('sets.edit', {
    setId: setA,
    label: 'MP deck',
    edits: [
      { deck: 'mp', cardId: rangers, copiesDelta: 3 },
      { deck: 'mp', cardId: gwaihir, copiesDelta: 1, proxiesDelta: 1 },
      { deck: 'mp', cardId: hauberk, copiesDelta: 2 },
      { deck: 'mp', cardId: palantir, copiesDelta: 1 },
    ],
  });
  await own(bree, 2);
  await own(eyrie, 1);
  await own(hauberkSite, 1);
});
afterAll(() => {
  services.close();
  dirs.cleanup();
});

describe('storage (migration v4)', () => {
  it('has sleeve_pairs with its constraints, and the catalogue keeps a sleeved site', () => {
    expect(services.db.pragma('user_version', { simple: true })).toBeGreaterThanOrEqual(4); // v5 rebuilt arda_set_cards for the Haven deck
    const insert = services.db.prepare('INSERT INTO sleeve_pairs (set_id, mp_card_id, copy_index, site_card_id, manual) VALUES (?, ?, ?, ?, ?)');
    expect(() => insert.run(setA, rangers, 0, 'NO-SUCH', 0)).toThrow(/FOREIGN KEY/);
    expect(() => insert.run(9999, rangers, 0, bree, 0)).toThrow(/FOREIGN KEY/);
    expect(() => insert.run(setA, rangers, -1, bree, 0)).toThrow(/CHECK/);
    expect(() => insert.run(setA, rangers, 0, bree, 2)).toThrow(/CHECK/);
    insert.run(setA, rangers, 0, bree, 0);
    expect(() => insert.run(setA, rangers, 0, bree, 0)).toThrow(/UNIQUE|PRIMARY/);
    expect(() => services.db.prepare('DELETE FROM cards WHERE id = ?').run(bree)).toThrow(/FOREIGN KEY/);
    services.db.prepare('DELETE FROM sleeve_pairs WHERE set_id = ?').run(setA);
  });
});

describe('before any pairing', () => {
  it('lists every MP copy (copies and proxies) unpaired, each with its reason', async () => {
    const list = await call('sleeves.list', { setId: setA });
    expect(list.required).toBe(true);
    expect(list.counts).toMatchObject({ mpCopies: 8, paired: 0, unpaired: 8 });
    expect(list.copies.map((c) => c.mpKey)).toEqual(expect.arrayContaining([`${rangers}#0`, `${rangers}#2`, `${gwaihir}#1`, `${hauberk}#1`]));
    const palantirCopy = list.copies.find((c) => c.cardId === palantir);
    expect(palantirCopy).toMatchObject({ siteId: null, unpairedReason: 'no-owned-copy', valid: false, locationsCount: 1 });
    expect(palantirCopy?.message).toMatch(/own no copy/);
    expect(list.copies.find((c) => c.cardId === rangers)?.unpairedReason).toBe('all-copies-in-sleeves');
    // MP_UNPAIRED: a warning per MP card with unsleeved copies, in the set's validation.
    const state = await call('sets.get', { id: setA });
    const unpaired = state.violations.filter((v) => v.code === 'MP_UNPAIRED');
    expect(unpaired.map((v) => v.cardId).sort()).toEqual([gwaihir, hauberk, palantir, rangers].sort());
    expect(unpaired.every((v) => v.severity === 'warning' && v.deck === 'mp')).toBe(true);
    expect(unpaired.find((v) => v.cardId === rangers)?.message).toMatch(/All 3 copies of Rangers of the North/);
  });
});

describe('pairing by hand', () => {
  it('refuses a location that cannot host the card, with the reason, and changes nothing', async () => {
    const before = await call('sets.history', { setId: setA });
    const error = await failure(call('sleeves.pair', { setId: setA, mpCardId: rangers, siteCardId: eyrie }));
    expect(error.code).toBe('PAIR_REFUSED');
    expect(error.message).toMatch(new RegExp(`${eyrie}.*cannot host Rangers of the North.*Bree`));
    expect((await call('sleeves.list', { setId: setA })).counts.paired).toBe(0);
    expect(await call('sets.history', { setId: setA })).toEqual(before);
    // Not a site at all; not in the MP deck; no such copy.
    expect((await failure(call('sleeves.pair', { setId: setA, mpCardId: rangers, siteCardId: gwaihir }))).message).toMatch(/not a location card/);
    expect((await failure(call('sleeves.pair', { setId: setA, mpCardId: bree, siteCardId: bree }))).code).toBe('NOT_FOUND');
    expect((await failure(call('sleeves.pair', { setId: setA, mpCardId: rangers, copyIndex: 3, siteCardId: bree }))).code).toBe('INVALID_REQUEST');
  });

  it('pairs a copy with a valid, free location, and refuses when no free copy is left', async () => {
    const list = await call('sleeves.pair', { setId: setA, mpCardId: gwaihir, siteCardId: eyrie });
    expect(list.copies.find((c) => c.mpKey === `${gwaihir}#0`)).toMatchObject({ siteId: eyrie, manual: true, valid: true, overused: false });
    expect(list.history).toMatchObject({ canUndo: true, undoLabel: expect.stringMatching(/^Sleeve Gwaihir with /) });
    // The proxy copy: the one owned Eagles' Eyrie is in the first copy's sleeve.
    const error = await failure(call('sleeves.pair', { setId: setA, mpCardId: gwaihir, siteCardId: eyrie }));
    expect(error.code).toBe('PAIR_REFUSED');
    expect(error.message).toMatch(/No free copy of .* you own 1, 0 in Arda decks, 1 in this set's sleeves/);
  });

  it('offers the valid locations with their free copies', async () => {
    const candidates = await call('sleeves.candidates', { setId: setA, mpCardId: hauberk });
    expect(candidates.sites.map((s) => s.siteId).sort()).toEqual([...index.forCard(hauberk).siteIds].sort());
    expect(candidates.sites[0]).toMatchObject({ siteId: hauberkSite, owned: 1, free: 1 });
    expect(candidates.sites.slice(1).every((s) => s.free === 0)).toBe(true);
    expect(candidates.rules.length).toBeGreaterThan(0);
    const forGwaihir = await call('sleeves.candidates', { setId: setA, mpCardId: gwaihir });
    expect(forGwaihir.sites).toEqual([expect.objectContaining({ siteId: eyrie, owned: 1, inSleevesHere: 1, free: 0 })]);
  });
});

describe('auto-pair', () => {
  it('pairs what the collection allows, keeps the hand pairing, and says why the rest is unpaired', async () => {
    const result = await call('sleeves.auto', { setId: setA });
    expect(result.auto.kept).toBe(1);
    expect(siteOf(result, `${gwaihir}#0`)).toBe(eyrie);
    expect(result.copies.find((c) => c.mpKey === `${gwaihir}#0`)?.manual).toBe(true);
    // 2 Bree for 3 Rangers, 1 site for 2 Hauberks.
    expect(result.copies.filter((c) => c.cardId === rangers && c.siteId === bree)).toHaveLength(2);
    expect(result.copies.filter((c) => c.cardId === hauberk && c.siteId === hauberkSite)).toHaveLength(1);
    expect(result.auto.made).toBe(3);
    expect(result.counts).toMatchObject({ mpCopies: 8, paired: 4, unpaired: 4, invalid: 0, overused: 0 });
    const reasons = Object.fromEntries(result.auto.unpaired.map((u) => [u.mpKey.split('#')[0], u.reason]));
    expect(reasons).toEqual({ [rangers]: 'all-copies-in-sleeves', [hauberk]: 'all-copies-in-sleeves', [gwaihir]: 'all-copies-in-sleeves', [palantir]: 'no-owned-copy' });
    expect(result.copies.every((c) => c.siteId === null || c.valid)).toBe(true);
  });

  it('is deterministic: running it again changes nothing and records no step', async () => {
    const before = await call('sleeves.list', { setId: setA });
    const again = await call('sleeves.auto', { setId: setA });
    expect(again.copies).toEqual(before.copies);
    expect(again.history).toEqual(before.history);
  });

  it('is one undoable step of the set, and redo brings it back', async () => {
    const paired = await call('sleeves.list', { setId: setA });
    expect(paired.history.undoLabel).toBe('Auto-pair sleeves');
    await call('sets.undo', { setId: setA });
    let list = await call('sleeves.list', { setId: setA });
    expect(list.counts.paired).toBe(1);
    expect(siteOf(list, `${gwaihir}#0`)).toBe(eyrie);
    await call('sets.redo', { setId: setA });
    list = await call('sleeves.list', { setId: setA });
    expect(list.copies).toEqual(paired.copies);
  });
});

describe('MP copies taken out of the deck', () => {
  it('drops their pairs in the same edit, and undoing the edit puts them back', async () => {
    const before = await call('sleeves.list', { setId: setA });
    const rangerPairs = before.copies.filter((c) => c.cardId === rangers && c.siteId !== null).map((c) => c.copyIndex);
    expect(rangerPairs).toHaveLength(2);
    await mpEdit(setA, rangers, -2);
    let list = await call('sleeves.list', { setId: setA });
    expect(list.copies.filter((c) => c.cardId === rangers)).toHaveLength(1);
    const rows = services.db.prepare('SELECT copy_index FROM sleeve_pairs WHERE set_id = ? AND mp_card_id = ?').pluck().all(setA, rangers) as number[];
    expect(rows.every((i) => i < 1)).toBe(true);
    await call('sets.undo', { setId: setA });
    list = await call('sleeves.list', { setId: setA });
    expect(list.copies).toEqual(before.copies);
    // Taking the card out entirely drops every pair (the delete trigger).
    await call('sets.edit', { setId: setA, label: 'Out', edits: [{ move: { from: 'mp', to: 'play', cardId: rangers, copies: 3 } }] });
    expect(services.db.prepare('SELECT COUNT(*) FROM sleeve_pairs WHERE set_id = ? AND mp_card_id = ?').pluck().get(setA, rangers)).toBe(0);
    await call('sets.undo', { setId: setA });
    expect(await call('sleeves.list', { setId: setA })).toMatchObject({ copies: before.copies });
  });
});

describe('unpair', () => {
  it('takes one copy or every copy of a card out of its sleeves, undoably', async () => {
    let list = await call('sleeves.unpair', { setId: setA, mpCardId: rangers, copyIndex: 0 });
    expect(siteOf(list, `${rangers}#0`)).toBeNull();
    expect(list.history.undoLabel).toBe('Unsleeve Rangers of the North');
    list = await call('sleeves.unpair', { setId: setA, mpCardId: rangers });
    expect(list.copies.filter((c) => c.cardId === rangers && c.siteId !== null)).toHaveLength(0);
    await call('sets.undo', { setId: setA });
    await call('sets.undo', { setId: setA });
    list = await call('sleeves.list', { setId: setA });
    expect(list.copies.filter((c) => c.cardId === rangers && c.siteId === bree)).toHaveLength(2);
  });
});

describe('the three validation codes', () => {
  it('PAIR_OVERUSED: another set takes a site copy into its Site deck', async () => {
    const other = (await call('sets.create', { name: 'Other', profileId: 'arda-revised-wizard', players: 4 })).set.id;
    await call('sets.edit', { setId: other, label: 'Site', edits: [{ deck: 'site', cardId: bree, copiesDelta: 1 }] });
    const state = await call('sets.validate', { id: setA });
    const overused = state.violations.filter((v) => v.code === 'PAIR_OVERUSED');
    expect(overused).toEqual([
      { severity: 'error', code: 'PAIR_OVERUSED', deck: 'mp', cardId: bree, message: expect.stringMatching(/2 sleeves of this set use Bree .* only 1 copy is free: you own 2, 1 is in Arda decks/) },
    ]);
    const list = await call('sleeves.list', { setId: setA });
    expect(list.counts.overused).toBe(2);
    // The other set cannot sleeve with Bree either: no copy is free.
    await mpEdit(other, rangers, 1);
    expect((await failure(call('sleeves.pair', { setId: other, mpCardId: rangers, siteCardId: bree }))).code).toBe('PAIR_REFUSED');
    const auto = await call('sleeves.auto', { setId: other });
    expect(auto.auto.unpaired).toEqual([expect.objectContaining({ cardId: rangers, reason: 'all-copies-in-sleeves' })]);
    await call('sets.delete', { setId: other });
    expect(codes((await call('sets.validate', { id: setA })).violations)).not.toContain('PAIR_OVERUSED');
  });

  it('PAIR_INVALID: a stored pair whose location cannot host the card', async () => {
    services.db.prepare('UPDATE sleeve_pairs SET site_card_id = ? WHERE set_id = ? AND mp_card_id = ? AND copy_index = 0').run(eyrie, setA, hauberk);
    const state = await call('sets.validate', { id: setA });
    const invalid = state.violations.filter((v) => v.code === 'PAIR_INVALID');
    expect(invalid).toEqual([
      { severity: 'error', code: 'PAIR_INVALID', deck: 'mp', cardId: hauberk, message: expect.stringMatching(/Hauberk of Bright Mail .* is sleeved with .*where it cannot be played/) },
    ]);
    // Eagles' Eyrie is now in two sleeves too: one owned copy.
    expect(state.violations.filter((v) => v.code === 'PAIR_OVERUSED').map((v) => v.cardId)).toEqual([eyrie]);
    const list = await call('sleeves.list', { setId: setA });
    expect(list.copies.find((c) => c.mpKey === `${hauberk}#0`)).toMatchObject({ valid: false, overused: true });
    expect(list.counts.invalid).toBe(1);
    // Auto-pair redoes automatic pairs from scratch: the invalid one goes.
    const auto = await call('sleeves.auto', { setId: setA });
    expect(codes(auto.violations)).not.toContain('PAIR_INVALID');
    expect(siteOf(auto, `${hauberk}#0`) ?? siteOf(auto, `${hauberk}#1`)).toBe(hauberkSite);
  });

  it('MP_UNPAIRED goes when every copy is sleeved, and is not raised for Dark Arda', async () => {
    const full = (await call('sets.create', { name: 'Full', profileId: 'arda-revised-wizard', players: 4 })).set.id;
    const dark = (await call('sets.create', { name: 'Dark', profileId: 'dark-arda', players: 4 })).set.id;
    await own(bree, 3);
    await mpEdit(full, rangers, 1);
    expect(codes((await call('sets.get', { id: full })).violations)).toEqual(['MP_UNPAIRED']);
    await call('sleeves.auto', { setId: full });
    expect(codes((await call('sets.get', { id: full })).violations)).toEqual([]);
    const minionItem = records.find((r) => r.alignment === 'Minion' && r.names.en === 'Palantír of Orthanc')?.id ?? '';
    await mpEdit(dark, minionItem, 1);
    expect(codes((await call('sets.get', { id: dark })).violations)).toEqual([]);
    expect((await call('sleeves.list', { setId: dark })).required).toBe(false);
    await call('sets.delete', { setId: full });
    await call('sets.delete', { setId: dark });
    await own(bree, 2);
  });
});

describe('printing', () => {
  it('gives the sleeve sheet: by location, by region, and what is not sleeved', async () => {
    const sheet = await call('sleeves.sheet', { setId: setA, date: '2025-01-02' });
    expect(sheet).toMatchObject({ title: 'Sleeved', date: '2025-01-02', profileLabel: expect.any(String) });
    const list = await call('sleeves.list', { setId: setA });
    expect(sheet.totals).toEqual({ mpCopies: 8, paired: list.counts.paired, unpaired: list.counts.unpaired, locations: sheet.byLocation.length });
    const names = sheet.byLocation.map((l) => l.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
    const breeRow = sheet.byLocation.find((l) => l.siteId === bree);
    expect(breeRow).toMatchObject({ name: 'Bree', region: 'Arthedain', siteType: 'Border-hold', sleeves: 2, mp: [{ cardId: rangers, count: 2, proxies: 0 }] });
    expect(sheet.byRegion.find((r) => r.region === 'Arthedain')?.locations.map((l) => l.siteId)).toContain(bree);
    expect(sheet.byRegion.flatMap((r) => r.locations).length).toBe(sheet.byLocation.length);
    expect(sheet.unpaired.find((u) => u.cardId === palantir)).toMatchObject({ count: 1, message: expect.stringMatching(/own no copy/) });
    expect(sheet.problems.every((p) => p.severity === 'warning')).toBe(true);
  });

  it('fills the partner column of the MP deck in the deck lists', async () => {
    const model = await call('sets.printModel', { setId: setA });
    const lines = model.decks.flatMap((d) => d.groups.flatMap((g) => g.lines.map((l) => ({ deck: d.deck, ...l }))));
    expect(lines.find((l) => l.deck === 'mp' && l.cardId === rangers)?.sleevePartner).toBe('Bree ×2; 1 not sleeved');
    expect(lines.find((l) => l.deck === 'mp' && l.cardId === palantir)?.sleevePartner).toBe('not sleeved');
    expect(lines.filter((l) => l.deck !== 'mp').every((l) => l.sleevePartner === null)).toBe(true);
  });
});

describe('with a location index of its own', () => {
  it("says 'no-valid-location' for a card no location can host", async () => {
    const stub: LocationIndex = {
      forCard: (cardId) => ({ cardId, siteIds: [], rules: [], reason: 'names a site no card is for' }),
      canHost: () => false,
      site: () => undefined,
    };
    const sleeves = createSleeveServices({ db: services.db, requireCards: () => undefined, locationIndex: () => stub });
    const list = await sleeves.handlers['sleeves.list']({ setId: setA });
    const palantirCopy = list.copies.find((c) => c.cardId === palantir);
    expect(palantirCopy).toMatchObject({ unpairedReason: 'no-valid-location', message: expect.stringMatching(/names a site no card is for/) });
    // Every stored pair is now invalid.
    expect(list.violations.filter((v) => v.code === 'PAIR_INVALID').length).toBeGreaterThan(0);
  });
});
