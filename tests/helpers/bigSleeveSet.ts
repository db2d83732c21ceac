/**
 * A set at the size limit for auto-pairing tests: every Hero MP card some location can host,
 * as proxies, spread evenly to exactly LIMITS.setCardsTotal MP copies (10,000), and `siteCopies` owned copies of each of their locations (30: a few seconds of
 * pairing; 60: tens of seconds).
 */
import { loadCardRecords } from '../../src-main/data/cardRows';
import type { AppServices } from '../../src-main/services/appServices';
import { LIMITS } from '../../src-shared/api/limits';
import { createLocationIndex, isMpEligible } from '../../src-shared/sleeves/locations';

export async function bigSleeveSet(services: AppServices, name: string, siteCopies: number): Promise<{ setId: number; mpCopies: number }> {
  const { handlers } = services;
  const records = loadCardRecords(services.db);
  const index = createLocationIndex(records);
  const mpCards = records.filter((r) => r.alignment === 'Hero' && isMpEligible(r) && index.forCard(r.id).siteIds.length > 0);
  const each = Math.floor(LIMITS.setCardsTotal / mpCards.length);
  const extra = LIMITS.setCardsTotal - each * mpCards.length;
  const setId = (await handlers['sets.create']({ name, profileId: 'arda-revised-wizard', players: 4 })).set.id;
  await handlers['sets.edit']({ setId, label: 'MP deck', edits: mpCards.map((r, i) => ({ deck: 'mp', cardId: r.id, copiesDelta: 0, proxiesDelta: each + (i < extra ? 1 : 0) })) });
  const siteIds = [...new Set(mpCards.flatMap((r) => index.forCard(r.id).siteIds))];
  await handlers['collection.change']({ label: 'Sites', changes: siteIds.map((cardId) => ({ cardId, count: siteCopies })) });
  return { setId, mpCopies: LIMITS.setCardsTotal };
}
