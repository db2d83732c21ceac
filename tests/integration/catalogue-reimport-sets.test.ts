/**
 * Re-importing the card database never drops a card that an Arda set holds (even as a
 * proxy only, not owned): like owned cards, it is kept and counted as kept.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { CARD_FILE } from '../helpers/cardFile';
import { openServices } from '../helpers/database';
import { tempDirs } from '../helpers/tempDir';

const dirs = tempDirs('arda-reimport-sets-');
afterAll(() => dirs.cleanup());

it('keeps a card held only as a proxy in an Arda set when the new file lacks it', async () => {
  const dir = dirs.make();
  const services = openServices(dir);
  try {
    await services.importCardFile(CARD_FILE);
    const set = await services.handlers['sets.create']({ name: 'Proxies', profileId: 'arda-revised-wizard', players: 2 });
    const heldId = 'TW-1';
    await services.handlers['sets.edit']({ setId: set.set.id, label: 'Add a proxy', edits: [{ deck: 'play', cardId: heldId, proxiesDelta: 1 }] });

    const data = JSON.parse(readFileSync(CARD_FILE, 'utf8')) as Record<string, { cards: Record<string, unknown> }>;
    delete data.TW!.cards[heldId];
    const smaller = join(dir, 'cards-without-held.json');
    writeFileSync(smaller, JSON.stringify(data));

    const report = await services.importCardFile(smaller);
    expect(report.keptOwned).toBe(1);
    expect(services.db.prepare('SELECT id FROM cards WHERE id = ?').pluck().get(heldId)).toBe(heldId);
    const after = await services.handlers['sets.get']({ id: set.set.id });
    expect(after.set.decks.play.find((e) => e.cardId === heldId)?.proxies).toBe(1);
  } finally {
    services.close();
  }
});

it('keeps a site card that only a sleeve still uses when the new file lacks it', async () => {
  const dir = dirs.make();
  const services = openServices(dir);
  try {
    await services.importCardFile(CARD_FILE);
    const h = services.handlers;
    const state = await h['sets.create']({ name: 'Sleeved', profileId: 'arda-revised-wizard', players: 2 });
    // A hero MP item, and a site that can host it, owned once.
    const mpCardId = services.db
      .prepare("SELECT id FROM cards WHERE alignment = 'Hero' AND subtype = 'Major Item' AND mp_raw IS NOT NULL ORDER BY id LIMIT 1")
      .pluck()
      .get() as string;
    await h['collection.change']({ label: 'own the item', changes: [{ cardId: mpCardId, count: 1 }] });
    await h['sets.edit']({ setId: state.set.id, label: 'Add', edits: [{ deck: 'mp', cardId: mpCardId, copiesDelta: 1 }] });
    const candidates = await h['sleeves.candidates']({ setId: state.set.id, mpCardId });
    const siteId = candidates.sites[0]!.siteId;
    await h['collection.change']({ label: 'own the site', changes: [{ cardId: siteId, count: 1 }] });
    await h['sleeves.pair']({ setId: state.set.id, mpCardId, siteCardId: siteId });
    // The site leaves the collection (sold, lost) but still sits in the sleeve.
    await h['collection.change']({ label: 'sold', changes: [{ cardId: siteId, count: 0 }] });

    const data = JSON.parse(readFileSync(CARD_FILE, 'utf8')) as Record<string, { cards: Record<string, unknown> }>;
    delete data[siteId.split('-')[0]!]!.cards[siteId];
    const smaller = join(dir, 'cards-without-site.json');
    writeFileSync(smaller, JSON.stringify(data));

    const report = await services.importCardFile(smaller);
    expect(report.keptOwned).toBeGreaterThanOrEqual(1);
    expect(services.db.prepare('SELECT id FROM cards WHERE id = ?').pluck().get(siteId)).toBe(siteId);
    const list = await h['sleeves.list']({ setId: state.set.id });
    expect(list.copies.find((c) => c.cardId === mpCardId)?.siteId).toBe(siteId);
  } finally {
    services.close();
  }
});
