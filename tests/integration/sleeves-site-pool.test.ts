/**
 * Arda Revised's Site deck is the location pool of its sleeves. The rules
 * (../shared/rules/arda-revised-2013.txt, §2 "The Marshalling Point Deck"): the clear sleeves
 * "eliminates the need for a cumbersome site deck", and "multiple copies of the same location
 * may be present". So a set built from a collection must sleeve as many MP cards as the same
 * cards imported: the builder's Site deck holds the copies its sleeves use and never keeps
 * site copies away from them. Real SQLite files, the real card file and the real hero
 * challenge decks A–E merged into one big Wizard list.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MethodInput, MethodName, MethodOutput } from '../../src-shared/api/contract';
import type { AppServices } from '../../src-main/services/appServices';
import { attr, CARD_FILE, cardById, loadCardFile, type RawCard } from '../helpers/cardFile';
import { runCli } from '../helpers/cli';
import { DB_FILE_NAME, openServices } from '../helpers/database';
import { dispatchCall } from '../helpers/dispatch';
import { tempDirs } from '../helpers/tempDir';

const dirs = tempDirs('site-pool-');
let importedDir = '';
const DECKS = resolve(CARD_FILE, '../../decks/gccg');
const LISTS = ['A - Stewards of Gondor', 'B - Release of Prisoners', 'C - Dwarven Quest', 'D - Bargain Between Friends', 'E - Return of the King'];
const merged = LISTS.map((name) => readFileSync(resolve(DECKS, `${name}.meccg`), 'utf8')).join('\n');
const PROFILE = 'arda-revised-wizard';

let imported: AppServices;
let built: AppServices;
const call = <M extends MethodName>(app: AppServices, method: M, input: MethodInput<M>): Promise<MethodOutput<M>> => dispatchCall(app.handlers, method, input);

/** Owns exactly the copies the merged list places (what a player holding those decks owns). */
async function ownTheList(app: AppServices): Promise<MethodOutput<'sets.importMeccg'>> {
  const state = await call(app, 'sets.importMeccg', { name: 'Challenge decks', profileId: PROFILE, players: 4, fileName: 'A-E.meccg', content: merged });
  const counts = new Map<string, number>();
  for (const entries of Object.values(state.set.decks)) for (const e of entries) counts.set(e.cardId, (counts.get(e.cardId) ?? 0) + e.copies);
  await call(app, 'collection.change', { label: 'own the challenge decks', changes: [...counts].map(([cardId, count]) => ({ cardId, count })) });
  return state;
}

beforeAll(async () => {
  importedDir = dirs.make();
  imported = openServices(importedDir);
  built = openServices(dirs.make());
  await imported.importCardFile(CARD_FILE);
  await built.importCardFile(CARD_FILE);
}, 120_000);
afterAll(() => {
  imported.close();
  built.close();
});

/** The collection only: the list that made it goes. */
async function ownTheListOnly(app: AppServices): Promise<void> {
  const list = await ownTheList(app);
  await call(app, 'sets.delete', { setId: list.set.id });
}

describe('Arda Revised: the Site deck is the pool of the sleeves (§2)', () => {
  it('a set built from a collection sleeves as many MP cards as the same cards imported, with or without their Site deck', async () => {
    await ownTheListOnly(built);
    const build = await call(built, 'sets.build', { name: 'Built', profileId: PROFILE, players: 4 });
    const builtAuto = await call(built, 'sleeves.auto', { setId: build.set.id });
    const json = JSON.parse((await call(built, 'sets.export', { setId: build.set.id, format: 'json' })).content) as { decks: Record<string, unknown[]> };

    await ownTheListOnly(imported);
    const same = await call(imported, 'sets.importJson', { name: 'Same cards', fileName: 'built.json', content: JSON.stringify(json) });
    const sameAuto = await call(imported, 'sleeves.auto', { setId: same.set.id });
    await call(imported, 'sets.delete', { setId: same.set.id });
    // "Eliminate the need for a cumbersome site deck": the same cards with no Site deck at all.
    const noSites = await call(imported, 'sets.importJson', { name: 'No site deck', fileName: 'built.json', content: JSON.stringify({ ...json, decks: { ...json.decks, site: [] } }) });
    const noSitesAuto = await call(imported, 'sleeves.auto', { setId: noSites.set.id });

    expect(builtAuto.counts.mpCopies).toBeGreaterThan(50);
    expect(builtAuto.counts.paired).toBe(noSitesAuto.counts.paired);
    expect(sameAuto.counts.paired).toBe(noSitesAuto.counts.paired);
    expect(builtAuto.counts.overused).toBe(0);
    expect(builtAuto.violations.filter((v) => ['PAIR_OVERUSED', 'UNIQUE_COPIES', 'NOT_OWNED'].includes(v.code))).toEqual([]);

    // The built Site deck is sized to its sleeves: besides Havens, exactly the copies they use.
    const sleeved = new Map<string, number>();
    for (const c of builtAuto.copies) if (c.siteId) sleeved.set(c.siteId, (sleeved.get(c.siteId) ?? 0) + 1);
    const raw = cardById(loadCardFile());
    const isHaven = (id: string) => attr(raw.get(id) ?? ({} as RawCard), 'siteType') === '{H}';
    for (const e of build.set.decks.site) {
      if (isHaven(e.cardId)) expect(e.copies, e.cardId).toBeGreaterThanOrEqual(sleeved.get(e.cardId) ?? 0);
      else expect(e.copies, e.cardId).toBe(sleeved.get(e.cardId));
    }
    for (const siteId of sleeved.keys()) expect(build.set.decks.site.some((e) => e.cardId === siteId), siteId).toBe(true);
  }, 180_000);
});

describe('a big Wizard set: 3 of each card owned', () => {
  it('built and imported without a Site deck sleeve the same number of MP cards', async () => {
    const dir = dirs.make();
    const app = openServices(dir);
    try {
      await app.importCardFile(CARD_FILE);
      const ids = (app.db.prepare('SELECT id FROM cards').pluck().all() as string[]).map((cardId) => ({ cardId, count: 3 }));
      await call(app, 'collection.change', { label: '3 of each', changes: ids });
      const build = await call(app, 'sets.build', { name: 'Big', profileId: PROFILE, players: 5 });
      const builtAuto = await call(app, 'sleeves.auto', { setId: build.set.id });
      const json = JSON.parse((await call(app, 'sets.export', { setId: build.set.id, format: 'json' })).content) as { decks: Record<string, unknown[]> };
      await call(app, 'sets.delete', { setId: build.set.id });
      const noSites = await call(app, 'sets.importJson', { name: 'Big, no site deck', fileName: 'big.json', content: JSON.stringify({ ...json, decks: { ...json.decks, site: [] } }) });
      const importedAuto = await call(app, 'sleeves.auto', { setId: noSites.set.id });
      expect(builtAuto.counts.mpCopies).toBeGreaterThan(200);
      expect(builtAuto.counts.paired).toBe(importedAuto.counts.paired);
      expect(builtAuto.counts.overused).toBe(0);
    } finally {
      app.close();
    }
  }, 300_000);
});

describe('an import that takes owned copies other sets hold says so', () => {
  it('names each other set with its increase in NOT_OWNED, through the API and the CLI', async () => {
    // The imported file's collection is exactly what its sets held: one more list is short.
    const before = (await call(imported, 'sets.list', {})).sets.map((s) => s.name);
    const holder = (await call(imported, 'sets.list', {})).sets.find((s) => s.name === 'No site deck');
    expect(holder, before.join(', ')).toBeDefined();
    const notOwned = async (setId: number) => (await call(imported, 'sets.validate', { id: setId })).violations.filter((v) => v.code === 'NOT_OWNED').length;
    const was = await notOwned(holder?.id ?? 0);
    const json = JSON.parse((await call(imported, 'sets.export', { setId: holder?.id ?? 0, format: 'json' })).content) as { decks: Record<string, { cardId: string; copies: number }[]> };
    const again = await call(imported, 'sets.importJson', { name: 'Thursday group', fileName: 'again.json', content: JSON.stringify(json) });
    const increase = (await notOwned(holder?.id ?? 0)) - was;
    // Short copies: each card now held twice, beyond the copies owned.
    const held = new Map<string, number>();
    for (const e of Object.values(json.decks).flat()) held.set(e.cardId, (held.get(e.cardId) ?? 0) + e.copies);
    const { cards } = await call(imported, 'sets.availability', { setId: holder?.id ?? 0, cardIds: [...held.keys()] });
    const copies = cards.reduce((n, c) => n + Math.max(0, 2 * (held.get(c.cardId) ?? 0) - c.owned), 0);
    expect(increase).toBeGreaterThan(0);
    expect(again.otherSetsShort).toEqual({
      copies,
      sets: [{ setId: holder?.id, name: 'No site deck', notOwnedIncrease: increase }],
      message: `${copies} copies that other sets used are now short: No site deck +${increase} NOT_OWNED.`,
    });

    // The CLI prints the same sentence after its import summary.
    await call(imported, 'sets.delete', { setId: again.set.id });
    const file = resolve(importedDir, 'again.json');
    writeFileSync(file, JSON.stringify(json));
    const run = runCli(['set', 'import', 'Thursday group', file], resolve(importedDir, DB_FILE_NAME), importedDir);
    expect(run.stderr).toBe('');
    expect(run.stdout).toContain(`${copies} copies that other sets used are now short: No site deck +${increase} NOT_OWNED.`);
  }, 180_000);

  it('says nothing when the import takes no copy another set holds', async () => {
    const empty = { format: 'arda-curator-set', version: 1, name: 'Empty', profileId: PROFILE, players: 4, decks: {} };
    const state = await call(imported, 'sets.importJson', { fileName: 'empty.json', content: JSON.stringify(empty) });
    expect(state.otherSetsShort).toBeNull();
  });
});
