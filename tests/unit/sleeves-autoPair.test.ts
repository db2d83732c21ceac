import { readFileSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCardDatabase } from '../../src-shared/cards/parseCardDatabase';
import { autoPair, spreadCost, type AutoPairInput as PairingInput, type AutoPairResult, type MpCopy, type Pair, type SiteCopy } from '../../src-shared/sleeves/autoPair';
import { createLocationIndex, isMpEligible, type CardLocations, type LocationIndex, type SiteSummary } from '../../src-shared/sleeves/locations';

/** autoPair's input over a full location index, whose canHost the checks use. */
type AutoPairInput = PairingInput & { locations: LocationIndex };

/** A location index over made-up cards and sites: valid[card] lists the sites that host it. */
function fakeIndex(valid: Record<string, string[]>, sites: Record<string, { region: string; type: string }>): LocationIndex {
  return {
    forCard(cardId): CardLocations {
      const siteIds = [...(valid[cardId] ?? [])].sort();
      return { cardId, siteIds, rules: [], reason: siteIds.length ? null : 'none in the test' };
    },
    canHost: (cardId, siteId) => (valid[cardId] ?? []).includes(siteId),
    site(siteId): SiteSummary | undefined {
      const s = sites[siteId];
      return s ? { id: siteId, name: siteId, alignment: 'Hero', siteType: s.type, region: s.region, haven: null } : undefined;
    },
  };
}

/** Largest number of MP copies that can get distinct valid site copies: exhaustive search. */
function bruteForceMax(mp: MpCopy[], sites: SiteCopy[], index: LocationIndex): number {
  let best = 0;
  const used = new Array<boolean>(sites.length).fill(false);
  const go = (i: number, size: number) => {
    if (size + (mp.length - i) <= best) return;
    if (i === mp.length) {
      best = Math.max(best, size);
      return;
    }
    const copy = mp[i] as MpCopy;
    sites.forEach((site, j) => {
      if (used[j] || !index.canHost(copy.cardId, site.siteId)) return;
      used[j] = true;
      go(i + 1, size + 1);
      used[j] = false;
    });
    go(i + 1, size);
  };
  go(0, 0);
  return best;
}

const instance = fc
  .record({
    cards: fc.integer({ min: 1, max: 4 }),
    siteIds: fc.integer({ min: 1, max: 4 }),
    mpCards: fc.array(fc.nat(), { maxLength: 6 }),
    siteCards: fc.array(fc.nat(), { maxLength: 6 }),
    validity: fc.array(fc.boolean(), { minLength: 16, maxLength: 16 }),
    regions: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 4, maxLength: 4 }),
    types: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 4, maxLength: 4 }),
    manualCount: fc.integer({ min: 0, max: 2 }),
    ownedExtra: fc.boolean(),
  })
  .map((r) => {
    const valid: Record<string, string[]> = {};
    for (let c = 0; c < r.cards; c++) valid[`C${c}`] = [...Array(r.siteIds).keys()].filter((s) => r.validity[c * 4 + s]).map((s) => `S${s}`);
    const sites: Record<string, { region: string; type: string }> = {};
    for (let s = 0; s < r.siteIds; s++) sites[`S${s}`] = { region: `R${r.regions[s] ?? 0}`, type: `T${r.types[s] ?? 0}` };
    const mp: MpCopy[] = r.mpCards.map((n, i) => ({ key: `C${n % r.cards}#${i}`, cardId: `C${n % r.cards}` }));
    const siteCopies: SiteCopy[] = r.siteCards.map((n, i) => ({ key: `S${n % r.siteIds}#${i}`, siteId: `S${n % r.siteIds}` }));
    // Manual pairs: the first MP copies with the first site copies (validity is the user's call).
    const manual: Pair[] = [];
    for (let i = 0; i < Math.min(r.manualCount, mp.length, siteCopies.length); i++) {
      manual.push({ mpKey: (mp[i] as MpCopy).key, siteKey: (siteCopies[i] as SiteCopy).key, manual: true });
    }
    const ownedSiteIds = new Set(siteCopies.map((s) => s.siteId));
    if (r.ownedExtra) ownedSiteIds.add('S3');
    return { valid, sites, mp, siteCopies, manual, ownedSiteIds };
  });

function check(input: AutoPairInput, result: AutoPairResult) {
  const { locations } = input;
  const mpByKey = new Map(input.mp.map((m) => [m.key, m]));
  const siteByKey = new Map(input.sites.map((s) => [s.key, s]));
  // Manual pairs kept as they are.
  for (const m of input.manual) expect(result.pairs).toContainEqual({ ...m, manual: true });
  // No site copy and no MP copy used twice; every auto pair is valid and uses a free copy.
  const siteKeys = result.pairs.map((p) => p.siteKey);
  expect(new Set(siteKeys).size).toBe(siteKeys.length);
  const mpKeys = result.pairs.map((p) => p.mpKey);
  expect(new Set(mpKeys).size).toBe(mpKeys.length);
  for (const p of result.pairs.filter((q) => !q.manual)) {
    const mp = mpByKey.get(p.mpKey);
    const site = siteByKey.get(p.siteKey);
    expect(mp && site).toBeTruthy();
    if (mp && site) expect(locations.canHost(mp.cardId, site.siteId)).toBe(true);
  }
  // Every MP copy is paired or explained, once.
  const unpairedKeys = result.unpaired.map((u) => u.mpKey);
  expect([...mpKeys, ...unpairedKeys].filter((k) => mpByKey.has(k)).sort()).toEqual([...new Set(input.mp.map((m) => m.key))].sort());
  const usedSites = new Set(siteKeys);
  for (const u of result.unpaired) {
    const valid = locations.forCard(u.cardId).siteIds;
    const owned = input.ownedSiteIds ?? new Set(input.sites.map((s) => s.siteId));
    const expected = valid.length === 0 ? 'no-valid-location' : valid.some((id) => owned.has(id)) ? 'all-copies-in-sleeves' : 'no-owned-copy';
    expect(u.reason, u.message).toBe(expected);
    expect(u.message.length).toBeGreaterThan(0);
    // An unpaired card has no free valid copy left over: otherwise the matching was not maximum.
    for (const s of input.sites) if (!usedSites.has(s.key)) expect(locations.canHost(u.cardId, s.siteId)).toBe(false);
  }
}

/**
 * The spread guarantee: SPREAD (see autoPair.ts) of the auto pairs cannot be lowered by moving
 * one pair to a free valid site copy, nor by two pairs exchanging their sites.
 */
function expectNoImprovingMoveOrSwap(input: AutoPairInput, result: AutoPairResult) {
  const mpCard = new Map(input.mp.map((m) => [m.key, m.cardId]));
  const siteOf = new Map(input.sites.map((s) => [s.key, s.siteId]));
  const auto = result.pairs.filter((p) => !p.manual).map((p) => ({ cardId: mpCard.get(p.mpKey) ?? '', siteId: siteOf.get(p.siteKey) ?? '', siteKey: p.siteKey }));
  const cost = spreadCost(auto, input.locations);
  const used = new Set(auto.map((p) => p.siteKey));
  const free = input.sites.filter((s) => !used.has(s.key));
  auto.forEach((p, i) => {
    for (const s of free) {
      if (!input.locations.canHost(p.cardId, s.siteId)) continue;
      const moved = auto.map((q, j) => (j === i ? { ...q, siteId: s.siteId } : q));
      expect(spreadCost(moved, input.locations)).toBeGreaterThanOrEqual(cost);
    }
    auto.forEach((q, j) => {
      if (j <= i || !input.locations.canHost(p.cardId, q.siteId) || !input.locations.canHost(q.cardId, p.siteId)) return;
      const swapped = auto.map((r, k) => (k === i ? { ...r, siteId: q.siteId } : k === j ? { ...r, siteId: p.siteId } : r));
      expect(spreadCost(swapped, input.locations)).toBeGreaterThanOrEqual(cost);
    });
  });
}

/**
 * Among maximum matchings, the fewest site copies used beyond the set's own (`own` copies of a
 * site are used first): exhaustive search, as [size, beyond].
 */
function bruteForceOwn(mp: MpCopy[], sites: SiteCopy[], index: LocationIndex, own: ReadonlyMap<string, number>): [number, number] {
  let best: [number, number] = [0, 0];
  const load = new Map<string, number>();
  const used = new Array<boolean>(sites.length).fill(false);
  const go = (i: number, size: number) => {
    if (i === mp.length) {
      let beyond = 0;
      for (const [siteId, n] of load) beyond += Math.max(0, n - (own.get(siteId) ?? 0));
      if (size > best[0] || (size === best[0] && beyond < best[1])) best = [size, beyond];
      return;
    }
    const copy = mp[i] as MpCopy;
    sites.forEach((site, j) => {
      if (used[j] || !index.canHost(copy.cardId, site.siteId)) return;
      used[j] = true;
      load.set(site.siteId, (load.get(site.siteId) ?? 0) + 1);
      go(i + 1, size + 1);
      load.set(site.siteId, (load.get(site.siteId) ?? 0) - 1);
      used[j] = false;
    });
    go(i + 1, size);
  };
  go(0, 0);
  return best;
}

describe('autoPair', () => {
  it('finds a maximum matching, keeps manual pairs, uses each copy once and explains the rest (property)', () => {
    fc.assert(
      fc.property(instance, ({ valid, sites, mp, siteCopies, manual, ownedSiteIds }) => {
        const locations = fakeIndex(valid, sites);
        const usedByManual = new Set(manual.map((p) => p.siteKey));
        const input: AutoPairInput = { mp, sites: siteCopies.filter((s) => !usedByManual.has(s.key)), manual, locations, ownedSiteIds };
        const result = autoPair(input);
        check(input, result);
        const manualMp = new Set(manual.map((p) => p.mpKey));
        const best = bruteForceMax(mp.filter((m) => !manualMp.has(m.key)), input.sites, locations);
        expect(result.pairs.filter((p) => !p.manual).length).toBe(best);
        expectNoImprovingMoveOrSwap(input, result);
      }),
      { numRuns: 400 },
    );
  });

  // Arda Revised (../shared/rules/arda-revised-2013.txt, §2): the sleeves "eliminates the need for
  // a cumbersome site deck"; the set's Site deck is its sleeves' pool, so its copies go first.
  it("takes the set's own Site deck copies before free owned ones, still a maximum matching (property)", () => {
    fc.assert(
      fc.property(instance, fc.array(fc.nat({ max: 2 }), { minLength: 4, maxLength: 4 }), ({ valid, sites, mp, siteCopies }, owns) => {
        const locations = fakeIndex(valid, sites);
        const own = new Map(owns.map((n, s) => [`S${s}`, n]));
        const input: AutoPairInput = { mp, sites: siteCopies, manual: [], locations, own };
        const result = autoPair(input);
        check(input, result);
        const siteOf = new Map(siteCopies.map((c) => [c.key, c.siteId]));
        const load = new Map<string, number>();
        for (const p of result.pairs) load.set(siteOf.get(p.siteKey) ?? '', (load.get(siteOf.get(p.siteKey) ?? '') ?? 0) + 1);
        const beyond = [...load].reduce((n, [siteId, k]) => n + Math.max(0, k - (own.get(siteId) ?? 0)), 0);
        expect([result.pairs.length, beyond]).toEqual(bruteForceOwn(mp, siteCopies, locations, own));
      }),
      { numRuns: 300 },
    );
  });

  it('uses a free copy only where the own ones cannot serve', () => {
    // C can go to A or B; the set holds one B of its own, so B is taken, not a free A.
    const locations = fakeIndex({ C: ['A', 'B'] }, { A: { region: 'R1', type: 'T1' }, B: { region: 'R1', type: 'T1' } });
    const sites = [{ key: 'A#0', siteId: 'A' }, { key: 'B#0', siteId: 'B' }];
    const one = autoPair({ mp: [{ key: 'C#0', cardId: 'C' }], sites, manual: [], locations, own: new Map([['B', 1]]) });
    expect(one.pairs.map((p) => p.siteKey)).toEqual(['B#0']);
    // Two copies of C: both sites, however few are its own (the matching stays maximum).
    const two = autoPair({ mp: [{ key: 'C#0', cardId: 'C' }, { key: 'C#1', cardId: 'C' }], sites, manual: [], locations, own: new Map([['B', 1]]) });
    expect(two.pairs.map((p) => p.siteKey).sort()).toEqual(['A#0', 'B#0']);
  });

  it('is deterministic whatever the input order (property)', () => {
    fc.assert(
      fc.property(instance, fc.integer(), ({ valid, sites, mp, siteCopies, manual }, seed) => {
        const locations = fakeIndex(valid, sites);
        const shuffle = <T>(xs: T[]) => [...xs].map((x, i) => ({ x, k: Math.sin(seed + i) })).sort((a, b) => a.k - b.k).map((e) => e.x);
        const a = autoPair({ mp, sites: siteCopies, manual, locations });
        const b = autoPair({ mp: shuffle(mp), sites: shuffle(siteCopies), manual: shuffle(manual), locations });
        expect(b).toEqual(a);
      }),
      { numRuns: 200 },
    );
  });

  it('spreads copies of one card over different locations, regions and site types', () => {
    const valid = { C: ['A', 'B', 'C', 'D'] };
    const sites = { A: { region: 'R1', type: 'T1' }, B: { region: 'R1', type: 'T1' }, C: { region: 'R2', type: 'T2' }, D: { region: 'R3', type: 'T1' } };
    const locations = fakeIndex(valid, sites);
    const siteCopies = ['A', 'A', 'A', 'B', 'B', 'C', 'C', 'D'].map((s, i) => ({ key: `${s}#${i}`, siteId: s }));
    const mp = [0, 1, 2].map((i) => ({ key: `C#${i}`, cardId: 'C' }));
    const result = autoPair({ mp, sites: siteCopies, manual: [], locations });
    const used = result.pairs.map((p) => p.siteKey.split('#')[0] ?? '');
    expect(new Set(used).size).toBe(3);
    expect(used.sort()).toEqual(['A', 'C', 'D']); // three regions; A before B by order
    expect(spreadCost(used.map((siteId) => ({ cardId: 'C', siteId })), locations)).toBe(4); // T1 twice
  });

  it('prefers the optimal spread on small instances when the matching is forced', () => {
    // Two cards, each with two copies, four single-copy sites: any maximum matching is size 4.
    const valid = { X: ['A', 'B', 'C'], Y: ['B', 'C', 'D'] };
    const sites = { A: { region: 'R1', type: 'T1' }, B: { region: 'R2', type: 'T2' }, C: { region: 'R3', type: 'T3' }, D: { region: 'R4', type: 'T4' } };
    const locations = fakeIndex(valid, sites);
    const siteCopies = ['A', 'B', 'C', 'D', 'A', 'D'].map((s, i) => ({ key: `${s}#${i}`, siteId: s }));
    const mp = ['X', 'X', 'Y', 'Y'].map((c, i) => ({ key: `${c}#${i}`, cardId: c }));
    const result = autoPair({ mp, sites: siteCopies, manual: [], locations });
    expect(result.pairs).toHaveLength(4);
    const pairs = result.pairs.map((p) => ({ cardId: p.mpKey.split('#')[0] ?? '', siteId: p.siteKey.split('#')[0] ?? '' }));
    expect(spreadCost(pairs, locations)).toBe(0);
  });

  it('keeps hand pairings and tells why cards stay unpaired, on real data', () => {
    const cards = parseCardDatabase('cards.json', readFileSync(path.resolve(__dirname, '../../../shared/cards/cards.json'), 'utf8')).cards;
    const locations = createLocationIndex(cards);
    const mp: MpCopy[] = ['TW-317', 'TW-317', 'TW-246', 'TW-244', 'WH-74'].map((cardId, i) => ({ key: `${cardId}#${i}`, cardId }));
    const sites: SiteCopy[] = [{ key: 'TW-394#0', siteId: 'TW-394' }, { key: 'TW-413#0', siteId: 'TW-413' }];
    const manual: Pair[] = [{ mpKey: 'TW-246#2', siteKey: 'TW-398#0', manual: true }];
    const ownedSiteIds = new Set(['TW-394', 'TW-398', 'TW-413']);
    const result = autoPair({ mp, sites, manual, locations, ownedSiteIds });
    expect(result.pairs).toEqual([
      { mpKey: 'TW-244#3', siteKey: 'TW-413#0', manual: false }, // Glamdring at Moria
      { mpKey: 'TW-246#2', siteKey: 'TW-398#0', manual: true }, // Gollum at Goblin-gate, by hand
      { mpKey: 'TW-317#0', siteKey: 'TW-394#0', manual: false }, // Riders of Rohan at Edoras
    ]);
    expect(result.unpaired.map((u) => [u.mpKey, u.reason])).toEqual([
      ['TW-317#1', 'all-copies-in-sleeves'],
      ['WH-74#4', 'no-valid-location'],
    ]);
    const noSites = autoPair({ mp: [{ key: 'TW-317#0', cardId: 'TW-317' }], sites: [], manual: [], locations, ownedSiteIds: new Set() });
    expect(noSites.unpaired[0]?.reason).toBe('no-owned-copy');
    expect(noSites.unpaired[0]?.message).toMatch(/Edoras/);
    expect(cards.filter(isMpEligible).length).toBeGreaterThan(200);
  });
});
