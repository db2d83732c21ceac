/**
 * Auto-pairing's input as plain data, in a canonical order: it crosses to a worker thread as
 * it is (structured clone), and two inputs are the same exactly when their JSON is, which is
 * how the sleeve service tells that nothing changed while it paired (src-main/services/sleeves.ts).
 */
import { autoPair, type AutoPairProgress, type AutoPairResult, type MpCopy, type Pair, type PairingLocations, type SiteCopy } from './autoPair';

interface CardPlaces {
  siteIds: string[];
  reason: string | null;
}
interface SitePlace {
  name: string;
  region: string | null;
  siteType: string | null;
}

export interface PairingInput {
  mp: MpCopy[];
  sites: SiteCopy[];
  manual: Pair[];
  /** Copies of each site the set holds itself (Arda Revised: its Site deck), or null. */
  own: [string, number][] | null;
  /** The owned sites among those the MP cards can be played at. */
  ownedSiteIds: string[];
  /** What autoPair reads of the location rules: the MP cards' sites, and those sites' facts. */
  locations: { cards: [string, CardPlaces][]; sites: [string, SitePlace][] };
}

const byKey = <T>(key: (t: T) => string) => (a: T, b: T) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0);

export function pairingInput(parts: {
  mp: readonly MpCopy[];
  sites: readonly SiteCopy[];
  manual: readonly Pair[];
  own?: ReadonlyMap<string, number>;
  ownedSiteIds: Iterable<string>;
  locations: PairingLocations;
}): PairingInput {
  const cardIds = [...new Set(parts.mp.map((c) => c.cardId))].sort();
  const cards = cardIds.map((id): [string, CardPlaces] => {
    const { siteIds, reason } = parts.locations.forCard(id);
    return [id, { siteIds: [...siteIds], reason }];
  });
  const siteIds = [...new Set(cards.flatMap(([, c]) => c.siteIds))].sort();
  const sites = siteIds.flatMap((id): [string, SitePlace][] => {
    const site = parts.locations.site(id);
    return site ? [[id, { name: site.name, region: site.region, siteType: site.siteType }]] : [];
  });
  const owned = new Set(parts.ownedSiteIds);
  return {
    mp: [...parts.mp].sort(byKey((c) => c.key)),
    sites: [...parts.sites].sort(byKey((c) => c.key)),
    manual: [...parts.manual].sort(byKey((p) => `${p.mpKey}\u0000${p.siteKey}`)),
    own: parts.own ? [...parts.own].sort(byKey(([id]) => id)) : null,
    ownedSiteIds: siteIds.filter((id) => owned.has(id)),
    locations: { cards, sites },
  };
}

/** autoPair on a plain input (in the worker thread, or anywhere). */
export function runPairing(input: PairingInput, onProgress?: (progress: AutoPairProgress) => void): AutoPairResult {
  const cards = new Map(input.locations.cards);
  const sites = new Map(input.locations.sites);
  const locations: PairingLocations = {
    forCard: (id) => cards.get(id) ?? { siteIds: [], reason: null },
    site: (id) => sites.get(id),
  };
  return autoPair({
    mp: input.mp,
    sites: input.sites,
    manual: input.manual,
    locations,
    ownedSiteIds: new Set(input.ownedSiteIds),
    ...(input.own ? { own: new Map(input.own) } : {}),
    ...(onProgress ? { onProgress } : {}),
  });
}
