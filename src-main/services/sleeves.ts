/**
 * The sleeve API handlers (Arda Revised §2): each physical copy of a set's MP deck (copies
 * and proxies alike) shares a clear sleeve with an owned location card where it can be
 * played. Which locations can host a card is the sleeve rules' business
 * (src-shared/sleeves/locations.ts); the maximum matching is autoPair's
 * (src-shared/sleeves/autoPair.ts). This module keeps the pairs, counts physical copies,
 * and reports the three sleeve problems that join the set's validation:
 *
 * - MP_UNPAIRED (warning, one per MP card with unsleeved copies; only for profiles that
 *   sleeve their MP deck, i.e. Arda Revised; Dark Arda keeps a searchable location deck),
 * - PAIR_INVALID (error: the location in the sleeve cannot host the card),
 * - PAIR_OVERUSED (error: more of the set's sleeves use a location than copies of it are
 *   owned and free).
 *
 * Free copies of a location for a set = owned − copies in the decks of every Arda set
 * (a physical card is in one place) − copies in the sleeves of the other sets. In Arda
 * Revised the Site deck IS the pool of the sleeves' locations (§2), so there a set's own
 * Site deck copies are its sleeves' to take, and another set's sleeves count only beyond
 * its Site deck. Pair, unpair and auto-pair are undoable steps of the set's history.
 */
import type { Database } from 'better-sqlite3';
import type { ApiHandlers } from '../../src-shared/api/contract';
import type { sleeveMethods } from '../../src-shared/api/contractSleeves';
import { ApiError } from '../../src-shared/api/errors';
import type { StoredArdaSet } from '../../src-shared/api/schemasArda';
import type { AutoPairOutput, SiteAvailability, SleeveCopy, SleeveList } from '../../src-shared/api/schemasSleeves';
import type { Violation } from '../../src-shared/arda/model';
import { getProfile } from '../../src-shared/arda/profiles';
import type { CardRecord } from '../../src-shared/cards/model';
import { autoPair, type AutoPairProgress, type AutoPairResult, type MpCopy, type Pair, type SiteCopy, type UnpairedReason } from '../../src-shared/sleeves/autoPair';
import { pairingInput } from '../../src-shared/sleeves/pairingInput';
import { createLocationIndex, type LocationIndex } from '../../src-shared/sleeves/locations';
import { buildSleeveSheet, sleevePartnerText } from '../../src-shared/sleeves-io';
import { ArdaSetRepository } from '../data/ardaSetRepository';
import { loadCardRecords } from '../data/cardRows';
import { SleeveRepository, type SleevePair } from '../data/sleeveRepository';
import { ReloadingCache } from '../data/dataVersion';
import { writeTransaction } from '../data/writeLock';
import { PAIRING_CANCELLED, runAutoPair } from './autoPairRunner';
import { JobRunner, type JobContext, type JobProgress } from './jobs';

export type SleeveHandlers = Pick<ApiHandlers, keyof typeof sleeveMethods>;

export interface SleeveDeps {
  db: Database;
  /** Throws NO_CARD_DATA when the catalogue is empty. */
  requireCards(): void;
  /** The location rules over the catalogue; tests may give their own. */
  locationIndex?(cards: readonly CardRecord[]): LocationIndex;
  /** Where sleeves.autoStart runs its jobs (the app's one runner, which jobs.get reads). */
  jobs?: JobRunner;
}

export interface SleeveServices {
  handlers: SleeveHandlers;
  /** The set's sleeve problems, in the Violation shape of the set's validation (deck 'mp'). */
  violations(set: StoredArdaSet): Violation[];
  /** Each MP card's "sleeved with" text for the printed deck lists. */
  partners(set: StoredArdaSet): Map<string, string>;
  /** Call when the catalogue changes: card records and the location index are rebuilt on next use. */
  invalidate(): void;
  /**
   * The copies of each location that auto-pairing would sleeve an MP deck with, from `sites`
   * (capped at what set `setId`, or a new set, may take): what a built Arda Revised Site deck holds.
   */
  sleeveSites(setId: number | null, mp: readonly { cardId: string; copies: number; proxies?: number }[], sites: ReadonlyMap<string, number>): Map<string, number>;
}

/** Profiles whose MP deck is sleeved with locations (Arda Revised §2); MP_UNPAIRED only there. */
export function sleevesRequired(profileId: string): boolean {
  return profileId.startsWith('arda-revised');
}

interface Evaluated {
  set: StoredArdaSet;
  copies: SleeveCopy[];
  /** Whether each copy is a proxy, by mpKey. */
  proxy: Set<string>;
  violations: Violation[];
}

/** Pairing again after a change made meanwhile: this many tries, then BUSY. */
const PAIRING_ATTEMPTS = 3;

const mpKey = (cardId: string, index: number) => `${cardId}#${index}`;
const siteOfKey = (key: string) => key.slice(0, key.lastIndexOf('#'));
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export function createSleeveServices({ db, requireCards, locationIndex = createLocationIndex, jobs = new JobRunner() }: SleeveDeps): SleeveServices {
  const sets = new ArdaSetRepository(db);
  const repo = new SleeveRepository(db, sets);

  // Rebuilt after a card import here or a commit by another process (data_version).
  const cache = new ReloadingCache(db, (): { byId: Map<string, CardRecord>; index: LocationIndex } => {
    const records = loadCardRecords(db);
    return { byId: new Map(records.map((r) => [r.id, r])), index: locationIndex(records) };
  });
  const catalogue = () => cache.get();
  const nameOf = (id: string) => catalogue().byId.get(id)?.names.en ?? id;
  const label = (id: string) => `${nameOf(id)} (${id})`;

  /**
   * Physical copies of each site, for one set. A set whose Site deck is a location pool (Arda
   * Revised §2: the sleeves "eliminates the need for a cumbersome site deck") holds its sleeves'
   * copies in that deck: its sleeves take its own Site deck's copies first, then free owned
   * ones, and a copy counts once. Other profiles keep deck and sleeves apart.
   */
  const siteCounts = (setId: number) => {
    const owned = sets.owned();
    const inDecks = new Map<string, number>();
    const elsewhere = new Map<string, number>();
    const bump = (map: Map<string, number>, id: string, n: number) => n > 0 && map.set(id, (map.get(id) ?? 0) + n);
    for (const h of repo.holdings()) {
      const pool = getProfile(h.profileId)?.decks.site.locationPool === true;
      if (h.setId === setId) {
        // This set's own sleeves are counted by the caller; a pool deck's copies are theirs.
        if (!pool) bump(inDecks, h.cardId, h.inDeck);
        continue;
      }
      bump(inDecks, h.cardId, h.inDeck);
      bump(elsewhere, h.cardId, pool ? h.inSleeves - h.inDeck : h.inSleeves);
    }
    return {
      owned,
      /** Copies in Arda decks (this set's own only when its Site deck is not its sleeves' pool). */
      inDecks,
      /** Copies in other sets' sleeves, beyond those their location-pool Site decks hold. */
      elsewhere,
      /** Copies this set's sleeves may use in all: owned − in decks − in other sets' sleeves. */
      freeForSet: (siteId: string) => Math.max(0, (owned.get(siteId) ?? 0) - (inDecks.get(siteId) ?? 0) - (elsewhere.get(siteId) ?? 0)),
    };
  };

  const unpairedReason = (cardId: string, siteIds: readonly string[], counts: ReturnType<typeof siteCounts>): { reason: UnpairedReason; message: string } => {
    const name = nameOf(cardId);
    if (siteIds.length === 0) {
      const why = catalogue().index.forCard(cardId).reason;
      return { reason: 'no-valid-location', message: `no location card can host ${name}${why ? ` (${why})` : ''}` };
    }
    const owned = siteIds.filter((id) => (counts.owned.get(id) ?? 0) > 0);
    if (owned.length === 0) {
      const examples = siteIds.slice(0, 3).map(nameOf).join(', ');
      return {
        reason: 'no-owned-copy',
        message: `you own no copy of ${siteIds.length === 1 ? 'the location' : `any of the ${siteIds.length} locations`} where ${name} can be played (${examples}${siteIds.length > 3 ? ', …' : ''})`,
      };
    }
    return {
      reason: 'all-copies-in-sleeves',
      message: `every owned copy of the locations where ${name} can be played (${owned.slice(0, 3).map(nameOf).join(', ')}${owned.length > 3 ? ', …' : ''}) is already in a sleeve or a deck`,
    };
  };

  /** The set's MP copies with their partners, and its sleeve problems. */
  const evaluate = (set: StoredArdaSet): Evaluated => {
    const { index } = catalogue();
    const counts = siteCounts(set.id);
    const pairs = new Map<string, SleevePair>(repo.pairs(set.id).map((p) => [mpKey(p.mpCardId, p.copyIndex), p]));
    const hereBySite = new Map<string, number>();
    for (const entry of set.decks.mp) {
      for (let i = 0; i < entry.copies + entry.proxies; i++) {
        const pair = pairs.get(mpKey(entry.cardId, i));
        if (pair) hereBySite.set(pair.siteCardId, (hereBySite.get(pair.siteCardId) ?? 0) + 1);
      }
    }
    const overused = new Set([...hereBySite].filter(([siteId, n]) => n > counts.freeForSet(siteId)).map(([siteId]) => siteId));
    const copies: SleeveCopy[] = [];
    const proxy = new Set<string>();
    const violations: Violation[] = [];
    const required = sleevesRequired(set.profileId);

    for (const entry of set.decks.mp) {
      const locations = index.forCard(entry.cardId);
      const name = nameOf(entry.cardId);
      let unsleeved = 0;
      let firstMessage: string | null = null;
      const invalidSites = new Map<string, number>();
      for (let i = 0; i < entry.copies + entry.proxies; i++) {
        const key = mpKey(entry.cardId, i);
        if (i >= entry.copies) proxy.add(key);
        const pair = pairs.get(key);
        if (pair) {
          const site = index.site(pair.siteCardId);
          const valid = index.canHost(entry.cardId, pair.siteCardId);
          if (!valid) invalidSites.set(pair.siteCardId, (invalidSites.get(pair.siteCardId) ?? 0) + 1);
          const record = catalogue().byId.get(pair.siteCardId);
          copies.push({
            mpKey: key,
            cardId: entry.cardId,
            copyIndex: i,
            name,
            siteId: pair.siteCardId,
            siteName: site?.name ?? nameOf(pair.siteCardId),
            region: site?.region ?? record?.region ?? null,
            siteType: site?.siteType ?? record?.siteType ?? null,
            manual: pair.manual,
            valid,
            overused: overused.has(pair.siteCardId),
            locationsCount: locations.siteIds.length,
            unpairedReason: null,
            message: null,
          });
        } else {
          const why = unpairedReason(entry.cardId, locations.siteIds, counts);
          unsleeved++;
          firstMessage ??= why.message;
          copies.push({
            mpKey: key,
            cardId: entry.cardId,
            copyIndex: i,
            name,
            siteId: null,
            siteName: null,
            region: null,
            siteType: null,
            manual: false,
            valid: false,
            overused: false,
            locationsCount: locations.siteIds.length,
            unpairedReason: why.reason,
            message: why.message,
          });
        }
      }
      const total = entry.copies + entry.proxies;
      if (required && unsleeved > 0) {
        violations.push({
          severity: 'warning',
          code: 'MP_UNPAIRED',
          deck: 'mp',
          cardId: entry.cardId,
          message: `${unsleeved === total ? (total === 1 ? 'The copy' : `All ${total} copies`) : `${unsleeved} of ${total} copies`} of ${label(entry.cardId)} ${unsleeved === 1 ? 'shares' : 'share'} no sleeve with a location: ${firstMessage ?? 'not sleeved'}.`,
        });
      }
      for (const [siteId, n] of invalidSites) {
        const where = locations.siteIds.length
          ? `it can be played at ${plural(locations.siteIds.length, 'location')} (${locations.siteIds.slice(0, 3).map(nameOf).join(', ')}${locations.siteIds.length > 3 ? ', …' : ''})`
          : `no location can host it${locations.reason ? ` (${locations.reason})` : ''}`;
        violations.push({
          severity: 'error',
          code: 'PAIR_INVALID',
          deck: 'mp',
          cardId: entry.cardId,
          message: `${n === 1 ? 'A copy' : `${n} copies`} of ${label(entry.cardId)} ${n === 1 ? 'is' : 'are'} sleeved with ${label(siteId)}, where it cannot be played: ${where}.`,
        });
      }
    }
    for (const siteId of [...overused].sort()) {
      const here = hereBySite.get(siteId) ?? 0;
      const owned = counts.owned.get(siteId) ?? 0;
      const inDecks = counts.inDecks.get(siteId) ?? 0;
      const elsewhere = counts.elsewhere.get(siteId) ?? 0;
      violations.push({
        severity: 'error',
        code: 'PAIR_OVERUSED',
        deck: 'mp',
        cardId: siteId,
        message: `${plural(here, 'sleeve')} of this set use ${label(siteId)}, but only ${counts.freeForSet(siteId)} ${counts.freeForSet(siteId) === 1 ? 'copy is' : 'copies are'} free: you own ${owned}, ${inDecks} ${inDecks === 1 ? 'is' : 'are'} in Arda decks and ${elsewhere} in other sets' sleeves.`,
      });
    }
    return { set, copies, proxy, violations };
  };

  const listOf = (setId: number): SleeveList => {
    const { set, copies, violations } = evaluate(sets.stored(setId));
    return {
      setId: set.id,
      setName: set.name,
      profileId: set.profileId,
      required: sleevesRequired(set.profileId),
      copies,
      counts: {
        mpCopies: copies.length,
        paired: copies.filter((c) => c.siteId !== null).length,
        unpaired: copies.filter((c) => c.siteId === null).length,
        manual: copies.filter((c) => c.manual).length,
        invalid: copies.filter((c) => c.siteId !== null && !c.valid).length,
        overused: copies.filter((c) => c.overused).length,
      },
      violations,
      history: sets.history(set.id),
    };
  };

  /** The MP deck entry of a card (by id, any case), or a NOT_FOUND naming the set. */
  const mpEntry = (set: StoredArdaSet, cardId: string) => {
    const entry = set.decks.mp.find((e) => e.cardId === cardId) ?? set.decks.mp.find((e) => e.cardId.toLowerCase() === cardId.toLowerCase());
    if (!entry) throw new ApiError('NOT_FOUND', `${catalogue().byId.has(cardId) ? label(cardId) : `"${cardId}"`} is not in the Marshalling Point deck of "${set.name}".`);
    return entry;
  };

  const availability = (setId: number, siteIds: readonly string[]): SiteAvailability[] => {
    const counts = siteCounts(setId);
    const here = new Map<string, number>();
    for (const p of repo.pairs(setId)) here.set(p.siteCardId, (here.get(p.siteCardId) ?? 0) + 1);
    return siteIds.map((siteId) => {
      const site = catalogue().index.site(siteId);
      const record = catalogue().byId.get(siteId);
      const inSleevesHere = here.get(siteId) ?? 0;
      return {
        siteId,
        name: site?.name ?? nameOf(siteId),
        alignment: site?.alignment ?? record?.alignment ?? '',
        siteType: site?.siteType ?? record?.siteType ?? null,
        region: site?.region ?? record?.region ?? null,
        haven: site?.haven ?? record?.haven ?? null,
        owned: counts.owned.get(siteId) ?? 0,
        inDecks: counts.inDecks.get(siteId) ?? 0,
        inSleevesHere,
        inSleevesElsewhere: counts.elsewhere.get(siteId) ?? 0,
        free: Math.max(0, counts.freeForSet(siteId) - inSleevesHere),
      };
    });
  };

  /**
   * What auto-pairing set `setId` reads, as plain data (the worker's input, and what tells a
   * change made meanwhile), with the set's current pairs and its hand pairs.
   */
  const pairingState = (setId: number) => {
    const set = sets.stored(setId);
    const { index } = catalogue();
    const counts = siteCounts(setId);
    const current = repo.pairs(setId);
    const mp: MpCopy[] = set.decks.mp.flatMap((e) => Array.from({ length: e.copies + e.proxies }, (_, i) => ({ key: mpKey(e.cardId, i), cardId: e.cardId })));
    const inDeck = new Set(mp.map((c) => c.key));
    // Pairs made by hand stay; each takes one of the set's copies of its location.
    const taken = new Map<string, number>();
    const manual: Pair[] = current
      .filter((p) => p.manual && inDeck.has(mpKey(p.mpCardId, p.copyIndex)))
      .map((p) => {
        const n = taken.get(p.siteCardId) ?? 0;
        taken.set(p.siteCardId, n + 1);
        return { mpKey: mpKey(p.mpCardId, p.copyIndex), siteKey: mpKey(p.siteCardId, n), manual: true };
      });
    const siteIds = [...new Set(set.decks.mp.flatMap((e) => index.forCard(e.cardId).siteIds))].sort();
    const sites: SiteCopy[] = siteIds.flatMap((siteId) =>
      Array.from({ length: counts.freeForSet(siteId) }, (_, i) => ({ key: mpKey(siteId, i), siteId })).slice(taken.get(siteId) ?? 0),
    );
    // Arda Revised §2: the Site deck is the sleeves' pool; its copies go first (after hand pairs).
    const own = getProfile(set.profileId)?.decks.site.locationPool
      ? new Map(set.decks.site.map((e) => [e.cardId, Math.max(0, e.copies - (taken.get(e.cardId) ?? 0))]))
      : undefined;
    const input = pairingInput({ mp, sites, manual, ...(own ? { own } : {}), ownedSiteIds: counts.owned.keys(), locations: index });
    return { set, current, manual, input };
  };

  /** Each MP copy's sleeve as a pairing leaves it: hand pairs as they are, the others paired or emptied. */
  const pairedSleeves = ({ input, current, manual }: ReturnType<typeof pairingState>, result: AutoPairResult) => {
    const bySleeve = new Map(result.pairs.map((p) => [p.mpKey, p]));
    const manualKeys = new Set(manual.map((p) => p.mpKey));
    return input.mp.map((copy) => {
      const [cardId, i] = [copy.cardId, Number(copy.key.slice(copy.key.lastIndexOf('#') + 1))];
      const kept = manualKeys.has(copy.key) ? current.find((p) => p.mpCardId === cardId && p.copyIndex === i) : undefined;
      if (kept) return { mpCardId: cardId, copyIndex: i, after: { siteCardId: kept.siteCardId, manual: true } };
      const pair = bySleeve.get(copy.key);
      return { mpCardId: cardId, copyIndex: i, after: pair ? { siteCardId: siteOfKey(pair.siteKey), manual: false } : null };
    });
  };

  /**
   * Auto-pairs a set: the matching runs in a worker thread (the app keeps answering), then is
   * written only if what it read is still so under the write lock; a hand pair or any other
   * change made meanwhile (here or by another process) makes it pair again.
   */
  const autoPairSet = async (setId: number, job?: Pick<JobContext, 'progress' | 'signal'>): Promise<AutoPairOutput> => {
    requireCards();
    for (let attempt = 1; attempt <= PAIRING_ATTEMPTS; attempt++) {
      const read = pairingState(setId);
      const result = await runAutoPair(read.input, { onProgress: job && ((p) => job.progress(progressOf(p))), signal: job?.signal });
      const made = writeTransaction(db, () => {
        if (job?.signal.aborted) throw new ApiError('CANCELLED', PAIRING_CANCELLED);
        const now = pairingState(setId);
        if (JSON.stringify(now.input) !== JSON.stringify(read.input)) return null;
        const wanted = pairedSleeves(now, result);
        repo.apply(setId, 'Auto-pair sleeves', wanted);
        return wanted.filter((w) => w.after !== null && !w.after.manual).length;
      });
      if (made === null) continue;
      const list = listOf(setId);
      // The same words as sleeves.list for the same copy.
      const said = new Map(list.copies.map((c) => [c.mpKey, c.message]));
      return {
        ...list,
        auto: {
          made,
          kept: read.manual.length,
          unpaired: result.unpaired.map((u) => ({ mpKey: u.mpKey, cardId: u.cardId, name: nameOf(u.cardId), reason: u.reason, message: said.get(u.mpKey) ?? u.message })),
        },
      };
    }
    throw new ApiError(
      'BUSY',
      `The sleeves, decks or owned site cards of "${sets.stored(setId).name}" changed ${PAIRING_ATTEMPTS} times while they were being paired; nothing was changed. Try again once the other changes are done.`,
    );
  };

  const handlers: SleeveHandlers = {
    'sleeves.list': ({ setId }) => listOf(setId),

    'sleeves.auto': ({ setId }) => autoPairSet(setId),

    'sleeves.autoStart': ({ setId }) => {
      requireCards();
      sets.require(setId);
      return { jobId: jobs.start('sleeves-auto', (context) => autoPairSet(setId, context)) };
    },

    'sleeves.pair': ({ setId, mpCardId, copyIndex, siteCardId }) => {
      requireCards();
      const set = sets.stored(setId);
      const entry = mpEntry(set, mpCardId);
      const { index, byId } = catalogue();
      const site = byId.get(siteCardId) ?? [...byId.values()].find((r) => r.id.toLowerCase() === siteCardId.toLowerCase());
      if (!site) throw new ApiError('NOT_FOUND', `No card with id "${siteCardId}" in the catalogue.`);
      const total = entry.copies + entry.proxies;
      if (site.type !== 'Site') {
        throw new ApiError('PAIR_REFUSED', `${label(site.id)} is not a location card: an MP card is sleeved with a site.`, { reason: 'not-a-site' });
      }
      if (!index.canHost(entry.cardId, site.id)) {
        const locations = index.forCard(entry.cardId);
        const where = locations.siteIds.length
          ? `it can be played at ${plural(locations.siteIds.length, 'location')}, such as ${locations.siteIds.slice(0, 3).map(nameOf).join(', ')}`
          : `no location can host it${locations.reason ? ` (${locations.reason})` : ''}`;
        throw new ApiError('PAIR_REFUSED', `${label(site.id)} cannot host ${label(entry.cardId)}: ${where}.`, {
          reason: 'not-playable-there',
          rules: locations.rules,
        });
      }
      const pairs = repo.pairs(setId).filter((p) => p.mpCardId === entry.cardId);
      let index_: number;
      if (copyIndex !== undefined) {
        if (copyIndex >= total) {
          throw new ApiError('INVALID_REQUEST', `The MP deck holds ${plural(total, 'copy', 'copies')} of ${label(entry.cardId)}; there is no copy number ${copyIndex + 1}.`);
        }
        index_ = copyIndex;
      } else {
        const paired = new Map(pairs.map((p) => [p.copyIndex, p]));
        const all = Array.from({ length: total }, (_, i) => i);
        const free = all.find((i) => !paired.has(i)) ?? all.find((i) => paired.get(i)?.manual === false);
        if (free === undefined) {
          throw new ApiError('PAIR_REFUSED', `Every copy of ${label(entry.cardId)} is already sleeved by hand; unpair one first.`, { reason: 'all-copies-paired' });
        }
        index_ = free;
      }
      const current = pairs.find((p) => p.copyIndex === index_);
      if (current?.siteCardId !== site.id) {
        const [available] = availability(setId, [site.id]);
        if (!available || available.free < 1) {
          const a = available;
          throw new ApiError(
            'PAIR_REFUSED',
            `No free copy of ${label(site.id)} is left: you own ${a?.owned ?? 0}, ${a?.inDecks ?? 0} in Arda decks, ${a?.inSleevesHere ?? 0} in this set's sleeves and ${a?.inSleevesElsewhere ?? 0} in other sets' sleeves.`,
            { reason: 'no-free-copy' },
          );
        }
      }
      repo.apply(setId, `Sleeve ${nameOf(entry.cardId)} with ${nameOf(site.id)}`, [
        { mpCardId: entry.cardId, copyIndex: index_, after: { siteCardId: site.id, manual: true } },
      ]);
      return listOf(setId);
    },

    'sleeves.unpair': ({ setId, mpCardId, copyIndex }) => {
      const set = sets.stored(setId);
      const entry = mpEntry(set, mpCardId);
      const total = entry.copies + entry.proxies;
      if (copyIndex !== undefined && copyIndex >= total) {
        throw new ApiError('INVALID_REQUEST', `The MP deck holds ${plural(total, 'copy', 'copies')} of ${label(entry.cardId)}; there is no copy number ${copyIndex + 1}.`);
      }
      const targets = repo.pairs(setId).filter((p) => p.mpCardId === entry.cardId && (copyIndex === undefined || p.copyIndex === copyIndex));
      repo.apply(
        setId,
        `Unsleeve ${nameOf(entry.cardId)}`,
        targets.map((p) => ({ mpCardId: p.mpCardId, copyIndex: p.copyIndex, after: null })),
      );
      return listOf(setId);
    },

    'sleeves.candidates': ({ setId, mpCardId }) => {
      requireCards();
      sets.require(setId);
      const record = catalogue().byId.get(mpCardId);
      if (!record) throw new ApiError('NOT_FOUND', `No card with id "${mpCardId}" in the catalogue.`);
      const locations = catalogue().index.forCard(record.id);
      const sites = availability(setId, locations.siteIds).sort((a, b) => b.free - a.free || a.name.localeCompare(b.name, 'en') || a.siteId.localeCompare(b.siteId, 'en'));
      return { cardId: record.id, name: nameOf(record.id), rules: locations.rules.map((r) => ({ kind: r.kind, detail: r.detail })), reason: locations.reason, sites };
    },

    'sleeves.sheet': ({ setId, date }) => {
      const { set, copies, proxy, violations } = evaluate(sets.stored(setId));
      const setOf = (id: string | null) => (id === null ? null : (catalogue().byId.get(id)?.set ?? ''));
      return buildSleeveSheet({
        title: set.name,
        profileLabel: getProfile(set.profileId)?.label ?? set.profileId,
        date: date ?? localDate(),
        copies: copies.map((c) => ({
          cardId: c.cardId,
          name: c.name,
          set: setOf(c.cardId) ?? '',
          proxy: proxy.has(c.mpKey),
          siteId: c.siteId,
          siteName: c.siteName,
          siteSet: setOf(c.siteId),
          region: c.region,
          siteType: c.siteType,
          message: c.message,
        })),
        problems: violations,
      });
    },
  };

  return {
    handlers,
    violations: (set) => evaluate(set).violations,
    partners: (set) => {
      const bySite = new Map<string, (string | null)[]>();
      for (const c of evaluate(set).copies) {
        const list = bySite.get(c.cardId) ?? [];
        list.push(c.siteName);
        bySite.set(c.cardId, list);
      }
      const out = new Map<string, string>();
      for (const [cardId, names] of bySite) {
        const text = sleevePartnerText(names);
        if (text !== null) out.set(cardId, text);
      }
      return out;
    },
    invalidate: () => cache.invalidate(),
    sleeveSites: (setId, deck, sites) => {
      const { index } = catalogue();
      const counts = siteCounts(setId ?? -1);
      const mp: MpCopy[] = deck.flatMap((e) => Array.from({ length: e.copies + (e.proxies ?? 0) }, (_, i) => ({ key: mpKey(e.cardId, i), cardId: e.cardId })));
      const copies: SiteCopy[] = [...sites].flatMap(([siteId, n]) =>
        Array.from({ length: Math.min(n, counts.freeForSet(siteId)) }, (_, i) => ({ key: mpKey(siteId, i), siteId })),
      );
      const need = new Map<string, number>();
      for (const p of autoPair({ mp, sites: copies, manual: [], locations: index }).pairs) {
        const siteId = siteOfKey(p.siteKey);
        need.set(siteId, (need.get(siteId) ?? 0) + 1);
      }
      return need;
    },
  };
}

/** A pairing's progress as a job's (English message; the renderer words the phase itself). */
function progressOf(p: AutoPairProgress): JobProgress {
  const message =
    p.phase === 'pair' ? `Pairing: ${p.done} of ${p.total} copies matched` : `Spreading the locations (pass ${p.pass ?? 1}): ${p.done} of ${p.total} sleeves`;
  return { phase: p.phase, loaded: p.done, total: p.total, message };
}

function localDate(): string {
  const now = new Date();
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
