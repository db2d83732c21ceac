/**
 * Sleeve auto-pairing: 200 MP card copies against 500 owned site copies, from the real card
 * data (a Wizard set: hero, neutral and dual MP cards; hero sites). Also the location index:
 * building it and deriving every MP card's locations, once per card database.
 */
import { readFileSync } from 'node:fs';
import { parseCardDatabase } from '../src-shared/cards/parseCardDatabase';
import { autoPair, type MpCopy, type SiteCopy } from '../src-shared/sleeves/autoPair';
import { createLocationIndex, isMpEligible } from '../src-shared/sleeves/locations';
import { median, ms, percentile, seededRandom, timeRuns } from './stats';
import { verdict, type BenchRow } from './table';

export interface SleevesBenchOptions {
  cardFile: string;
  runs?: number;
}

const PAIR_GOAL_MS = 100;
const INDEX_GOAL_MS = 200;
const MP_COPIES = 200;
const SITE_COPIES = 500;

export async function benchSleeves({ cardFile, runs = 60 }: SleevesBenchOptions): Promise<BenchRow[]> {
  const cards = parseCardDatabase(cardFile, readFileSync(cardFile, 'utf8')).cards;
  const mpCards = cards.filter((c) => isMpEligible(c) && ['Hero', 'Neutral', 'Dual'].includes(c.alignment));

  const indexStart = performance.now();
  const cold = createLocationIndex(cards);
  for (const card of cards) if (isMpEligible(card)) cold.forCard(card.id);
  const indexMs = performance.now() - indexStart;

  const locations = createLocationIndex(cards);
  const random = seededRandom(7);
  const mp: MpCopy[] = [];
  for (let i = 0; mp.length < MP_COPIES; i++) {
    const card = mpCards[i % mpCards.length];
    if (card) mp.push({ key: `${card.id}#${Math.floor(i / mpCards.length)}`, cardId: card.id });
  }
  const siteIds = cards.filter((c) => c.type === 'Site' && c.alignment === 'Hero' && c.siteType !== '{H}').map((c) => c.id);
  const sites: SiteCopy[] = [];
  for (let i = 0; sites.length < SITE_COPIES; i++) {
    const siteId = siteIds[Math.floor(random() * siteIds.length)] ?? '';
    sites.push({ key: `${siteId}#${i}`, siteId });
  }

  const firstStart = performance.now();
  const first = autoPair({ mp, sites, manual: [], locations });
  const firstMs = performance.now() - firstStart;
  const times = await timeRuns(runs, () => autoPair({ mp, sites, manual: [], locations }), 10);
  const pairMs = median(times);
  const p95 = percentile(times, 95);

  return [
    { name: `auto-pair ${MP_COPIES} MP copies × ${SITE_COPIES} site copies (median; ${first.pairs.length} paired)`, value: ms(pairMs), goal: `< ${PAIR_GOAL_MS} ms`, verdict: verdict(pairMs < PAIR_GOAL_MS) },
    { name: 'auto-pair, 95th percentile', value: ms(p95), goal: `< ${PAIR_GOAL_MS} ms`, verdict: verdict(p95 < PAIR_GOAL_MS) },
    { name: 'auto-pair, first run (location index warm, JIT cold)', value: ms(firstMs), goal: '', verdict: '' },
    { name: 'location index: build + every MP card’s locations (cold)', value: ms(indexMs), goal: `< ${INDEX_GOAL_MS} ms`, verdict: verdict(indexMs < INDEX_GOAL_MS) },
  ];
}
