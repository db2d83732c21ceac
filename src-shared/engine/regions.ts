/**
 * The map: the region graph from the Region cards' adjacency ("moveTo"), the sites of each
 * alignment placed in their regions, and movement paths (at most 3 regions entered, each
 * adjacent to the one before; Arda Revised §6), and Under-deeps movement between an Under-deeps site and the sites
 * its card lists as adjacent (coe-rules 2.II.7.iii).
 */
import type { DeckId } from '../arda/model';
import { createPlaceIndex, parsePlayable, type ItemClass, type PlaceCard, type PlaceIndex, type PlaceSite } from '../sleeves/locations';
import { nameKey } from './facts';
import type { Alignment, Catalog, EngineCard, GameSetup, RegionTypeCode } from './types';

export const MAX_REGIONS_ENTERED = 3;

const SITE_ALIGNMENT: Record<Alignment, string> = { wizard: 'Hero', ringwraith: 'Minion' };

export function buildCatalog(setup: GameSetup): Catalog {
  const all = setup.cards;
  const ids = Object.keys(all).sort();
  const regions: Catalog['regions'] = {};
  for (const id of ids) {
    const c = all[id] as EngineCard;
    if (c.type !== 'Region' || !c.regionType) continue;
    if (!regions[c.key]) regions[c.key] = { name: c.name, type: c.regionType, adj: c.adjacentKeys };
  }
  const sites: Catalog['sites'] = { wizard: [], ringwraith: [] };
  const siteByName: Catalog['siteByName'] = { wizard: {}, ringwraith: {} };
  const used: Record<string, EngineCard> = {};
  const inSets = new Set<string>();
  for (const align of ['wizard', 'ringwraith'] as Alignment[]) {
    const s = setup.sets[align];
    if (!s) continue;
    for (const deck of Object.keys(s.set.decks) as DeckId[]) for (const e of s.set.decks[deck]) inSets.add(e.cardId);
  }
  for (const align of ['wizard', 'ringwraith'] as Alignment[]) {
    if (!setup.sets[align]) continue;
    for (const id of ids) {
      const c = all[id] as EngineCard;
      if (c.type !== 'Site' || c.alignment !== SITE_ALIGNMENT[align] || !c.regionKey || !regions[c.regionKey]) continue;
      const key = c.key;
      const prior = siteByName[align][key];
      // One location per name: prefer the printing the set's site deck holds.
      if (prior && !(inSets.has(id) && !inSets.has(prior))) continue;
      if (prior) sites[align] = sites[align].filter((x) => x !== prior);
      siteByName[align][key] = id;
      sites[align].push(id);
      used[id] = c;
    }
  }
  for (const id of inSets) if (all[id]) used[id] = all[id];
  for (const id of ids) if ((all[id] as EngineCard).type === 'Region') used[id] = all[id] as EngineCard;
  const catalog: Catalog = {
    cards: used,
    regions,
    sites,
    siteByName,
    mpLocations: { wizard: {}, ringwraith: {} },
    ringSite: { wizard: siteByName.wizard['rivendell'] ?? null, ringwraith: siteByName.ringwraith['minas morgul'] ?? null },
  };
  for (const align of ['wizard', 'ringwraith'] as Alignment[]) {
    const s = setup.sets[align];
    if (!s) continue;
    for (const e of s.set.decks.mp) {
      const given = s.mpLocations?.[e.cardId];
      const known = given?.filter((siteId) => catalog.cards[siteId] || all[siteId]).map((siteId) => {
        const site = (catalog.cards[siteId] ?? all[siteId]) as EngineCard;
        return siteByName[align][site.key] ?? siteId;
      });
      catalog.mpLocations[align][e.cardId] = known && known.length > 0 ? [...new Set(known)] : deriveLocations(catalog, align, all[e.cardId]);
    }
  }
  return catalog;
}

/** The shared place derivation (sleeves/locations.ts createPlaceIndex) over the catalog's map sites, by the catalog's site lists (kits share them). */
const placeCache = new WeakMap<Catalog['sites'], PlaceIndex>();

function placeIndex(catalog: Catalog): PlaceIndex {
  let index = placeCache.get(catalog.sites);
  if (index) return index;
  const sites: PlaceSite[] = [];
  for (const align of ['wizard', 'ringwraith'] as Alignment[])
    for (const id of catalog.sites[align]) {
      const c = catalog.cards[id];
      if (!c) continue;
      // The classes of the card data's Playable attribute (what facts.ts read), with the starred limits its printed line gives.
      const printed = parsePlayable(/Playable:\s*([^\n]*)/.exec(c.text)?.[1] ?? null);
      const classes = new Map(c.playable.map((x) => [x as ItemClass, printed.get(x as ItemClass) ?? ''] as const));
      sites.push({ id, name: c.name, alignment: c.alignment, siteType: c.siteType ? `{${c.siteType}}` : null, region: c.region, haven: null, playable: null, classes, text: c.text, autoAttack: c.autoAttacks.map((a) => a.race).join('; '), underDeeps: c.underDeeps });
    }
  const regions = Object.values(catalog.regions).map((r) => ({ name: r.name, regionType: `{${r.type}}` }));
  index = createPlaceIndex(sites, regions);
  placeCache.set(catalog.sites, index);
  return index;
}

function placeCard(card: EngineCard): PlaceCard {
  return { id: card.id, name: card.name, type: card.type, alignment: card.alignment, subtype: card.subtype, keywords: card.keywords, text: card.text };
}

/**
 * Where an MP card without a sleeve partner can be played: the sites of the alignment's map that the sleeves' derivation
 * (sleeves/locations.ts) gives it (named sites, site types, regions, item classes, Information, …), as the map's printings.
 * None when its text sets no place: there is no "any non-Haven site" fallback (mpLocationReason says why).
 */
export function deriveLocations(catalog: Catalog, align: Alignment, card: EngineCard | undefined): string[] {
  if (!card) return [];
  const found = new Set<string>();
  for (const id of placeIndex(catalog).locate(placeCard(card), [SITE_ALIGNMENT[align]]).siteIds) {
    const key = catalog.cards[id]?.key;
    const mine = key ? catalog.siteByName[align][key] : undefined;
    if (mine) found.add(mine);
  }
  return catalog.sites[align].filter((id) => found.has(id));
}

/** Why an MP card has no location in this game (the derivation's reason), for the refusal: null when it has one. */
export function mpLocationReason(catalog: Catalog, align: Alignment, card: EngineCard): string | null {
  if ((catalog.mpLocations[align][card.id] ?? deriveLocations(catalog, align, card)).length > 0) return null;
  const found = placeIndex(catalog).locate(placeCard(card), [SITE_ALIGNMENT[align]]);
  return `${card.name} has no location to be played at: ${found.reason ?? 'none of the sites it names is on the map'}; a sleeve naming a site where it is playable gives it one`;
}

export function regionOf(catalog: Catalog, siteId: string): string | null {
  return catalog.cards[siteId]?.regionKey ?? null;
}

const pathCache = new WeakMap<Catalog, Map<string, Map<string, string[]>>>();

/**
 * Pairs of regions a company may move between as if they were adjacent this turn (The Misty Mountain Deeps: "it may move as if the
 * following pairs of regions were adjacent: Rhudaur and Anduin Vales, …"): either way round, by region key.
 */
export type RegionPairs = readonly (readonly [string, string])[];

/** The regions adjacent to `r`: the map's, and those `extra` pairs it with. */
function adjacentTo(catalog: Catalog, r: string, extra: RegionPairs): string[] {
  const adj = catalog.regions[r]?.adj ?? [];
  if (extra.length === 0) return adj;
  const more = extra.flatMap(([a, b]) => (a === r ? [b] : b === r ? [a] : []));
  return [...new Set([...adj, ...more])];
}

/** Shortest path (regions entered) from a region to every region within 3 moves (with `extra` pairs adjacent too). */
export function pathsFrom(catalog: Catalog, from: string, maxEntered = MAX_REGIONS_ENTERED, extra: RegionPairs = []): Map<string, string[]> {
  let byFrom = pathCache.get(catalog);
  if (!byFrom) pathCache.set(catalog, (byFrom = new Map()));
  const key = maxEntered === MAX_REGIONS_ENTERED ? from : `${from}#${maxEntered}`;
  const hit = extra.length === 0 ? byFrom.get(key) : undefined;
  if (hit) return hit;
  const out = new Map<string, string[]>([[from, []]]);
  let frontier = [from];
  for (let depth = 0; depth < maxEntered; depth++) {
    const next: string[] = [];
    for (const r of frontier) {
      const path = out.get(r) ?? [];
      for (const adj of [...adjacentTo(catalog, r, extra)].sort()) {
        if (out.has(adj) || !catalog.regions[adj]) continue;
        out.set(adj, [...path, adj]);
        next.push(adj);
      }
    }
    frontier = next;
  }
  if (extra.length === 0) byFrom.set(key, out);
  return out;
}

/** Regions are a valid path from origin to destination: ≤3 entered, each adjacent to the previous (or paired with it by `extra`). */
export function validPath(catalog: Catalog, originRegion: string, destRegion: string, regions: string[], maxEntered = MAX_REGIONS_ENTERED, extra: RegionPairs = []): boolean {
  if (regions.length > maxEntered) return false;
  if (regions.length === 0) return originRegion === destRegion;
  let prev = originRegion;
  for (const r of regions) {
    if (!catalog.regions[r] || !adjacentTo(catalog, prev, extra).includes(r)) return false;
    prev = r;
  }
  return prev === destRegion;
}

/**
 * The regions of a moving company's site path: its site's region, then each region entered; none when it is not moving or uses
 * Under-deeps movement (coe-rules 2.IV.ii: "Under-Deeps Movement - The company doesn't have a site path (i.e. a surface site's region is
 * not moved through)"; rulings: "If a company is moving from a surface site to an Under-deeps site, hazards may not be played keyed to
 * the region of the surface site").
 */
export function sitePathRegions(catalog: Catalog, co: { site: string; dest: { regions: string[]; underDeeps?: boolean } | null }): string[] {
  if (!co.dest || co.dest.underDeeps) return [];
  const origin = regionOf(catalog, co.site);
  return origin ? [origin, ...co.dest.regions] : [];
}

/** Region types of the site path: the origin region, then each region entered. */
export function sitePathTypes(catalog: Catalog, originRegion: string, regions: string[]): RegionTypeCode[] {
  return [originRegion, ...regions].map((r) => catalog.regions[r]?.type).filter((t): t is RegionTypeCode => Boolean(t));
}

/** reachableSites by catalog, alignment, site and regions allowed (the catalog never changes). */
const reachCache = new WeakMap<Catalog, Map<string, { site: string; regions: string[] }[]>>();

/** Movement options of a company at a site: each reachable site with its shortest path (with `extra` region pairs adjacent too). */
export function reachableSites(catalog: Catalog, align: Alignment, fromSite: string, maxEntered = MAX_REGIONS_ENTERED, extra: RegionPairs = []): { site: string; regions: string[] }[] {
  if (extra.length > 0) return reachableNow(catalog, align, fromSite, maxEntered, extra);
  let byKey = reachCache.get(catalog);
  if (!byKey) reachCache.set(catalog, (byKey = new Map()));
  const key = `${align}|${fromSite}|${maxEntered}`;
  let found = byKey.get(key);
  if (!found) {
    found = reachableNow(catalog, align, fromSite, maxEntered, extra);
    byKey.set(key, found);
  }
  return found.slice();
}

function reachableNow(catalog: Catalog, align: Alignment, fromSite: string, maxEntered: number, extra: RegionPairs): { site: string; regions: string[] }[] {
  const origin = regionOf(catalog, fromSite);
  // coe-rules 2.II.7.iii: an Under-deeps site is left and reached only by Under-deeps movement (deepsMoves), never by region movement.
  if (!origin || isUnderDeeps(catalog, fromSite)) return [];
  const paths = pathsFrom(catalog, origin, maxEntered, extra);
  const out: { site: string; regions: string[] }[] = [];
  for (const id of catalog.sites[align]) {
    if (id === fromSite || isUnderDeeps(catalog, id)) continue;
    const r = regionOf(catalog, id);
    const path = r ? paths.get(r) : undefined;
    if (path) out.push({ site: id, regions: path });
  }
  return out;
}

/** Region distance (moves) between two regions, up to a bound; Infinity beyond. */
export function regionDistance(catalog: Catalog, from: string, to: string, bound = 12): number {
  if (from === to) return 0;
  const key = `${from}>${to}`;
  let cache = distCache.get(catalog);
  if (!cache) distCache.set(catalog, (cache = new Map()));
  const hit = cache.get(key);
  if (hit !== undefined) return hit;
  const seen = new Set([from]);
  let frontier = [from];
  let result = Infinity;
  for (let d = 1; d <= bound && frontier.length && result === Infinity; d++) {
    const next: string[] = [];
    for (const r of frontier)
      for (const adj of catalog.regions[r]?.adj ?? []) {
        if (seen.has(adj)) continue;
        if (adj === to) result = d;
        seen.add(adj);
        next.push(adj);
      }
    frontier = next;
  }
  cache.set(key, result);
  return result;
}
const distCache = new WeakMap<Catalog, Map<string, number>>();

// ——— Starter movement between Havens ———

/** The most regions a Haven-to-Haven route may enter (the longest printed Haven site path has four). */
const HAVEN_ROUTE_MAX = 6;
const havenLinkCache = new WeakMap<Catalog, Map<Alignment, Map<string, Set<string>>>>();

/**
 * Havens linked by a printed site path: a Haven card's "Site Path From Lórien: …" (Dol Guldur: "Site Path From Minas Morgul",
 * "From Carn Dûm"), both ways. Starter movement: "traveling between two Darkhavens" (Dark Arda) or two Havens needs no region
 * count ("Site Path From" lines are longer than three regions entered).
 */
export function havenLinks(catalog: Catalog, align: Alignment): Map<string, Set<string>> {
  let byAlign = havenLinkCache.get(catalog);
  if (!byAlign) havenLinkCache.set(catalog, (byAlign = new Map()));
  let links = byAlign.get(align);
  if (links) return links;
  links = new Map();
  const add = (a: string, b: string) => {
    if (!links!.has(a)) links!.set(a, new Set());
    links!.get(a)!.add(b);
  };
  for (const id of catalog.sites[align]) {
    const card = catalog.cards[id];
    if (card?.siteType !== 'H') continue;
    for (const m of card.text.matchAll(/Site Path From ([^:\n]+):/gi)) {
      const from = catalog.siteByName[align][nameKey(m[1] ?? '')];
      if (from && from !== id) {
        add(from, id);
        add(id, from);
      }
    }
  }
  byAlign.set(align, links);
  return links;
}

/** The regions a company moving from one Haven to a linked Haven enters (the shortest route on the map), or null when not linked. */
export function havenRoute(catalog: Catalog, align: Alignment, fromSite: string, toSite: string): string[] | null {
  if (!havenLinks(catalog, align).get(fromSite)?.has(toSite)) return null;
  const from = regionOf(catalog, fromSite);
  const to = regionOf(catalog, toSite);
  if (!from || !to) return null;
  return pathsFrom(catalog, from, HAVEN_ROUTE_MAX).get(to) ?? null;
}

// ——— Under-deeps movement ———

export function isUnderDeeps(catalog: Catalog, siteId: string): boolean {
  return catalog.cards[siteId]?.underDeeps === true;
}

/** A site named on an Under-deeps card ("Under-leas (5)" names The Under-leas) among the alignment's sites. */
function siteNamed(catalog: Catalog, align: Alignment, key: string): string | null {
  const byName = catalog.siteByName[align];
  return byName[key] ?? byName[`the ${key}`] ?? byName[key.replace(/^the /, '')] ?? null;
}

/** The sites an Under-deeps card lists as adjacent ("Any site in Udûn (0)": every surface site of that region), with the printed roll. */
function listedBy(catalog: Catalog, align: Alignment, deepsId: string): { site: string; roll: number }[] {
  const out: { site: string; roll: number }[] = [];
  for (const a of catalog.cards[deepsId]?.adjacentSites ?? []) {
    if (a.site) {
      const id = siteNamed(catalog, align, a.site);
      if (id && id !== deepsId) out.push({ site: id, roll: a.roll });
    } else if (a.region) {
      for (const id of catalog.sites[align]) if (regionOf(catalog, id) === a.region && !isUnderDeeps(catalog, id)) out.push({ site: id, roll: a.roll });
    }
  }
  return out;
}

const deepsCache = new WeakMap<Catalog, Map<string, { site: string; roll: number | null }[]>>();

/**
 * Under-deeps movement from a site (coe-rules 2.II.7.iii: "either the company's current site or new site must be an Under-deeps site,
 * and the new site card must be listed as one of the adjacent sites on the company's current site card or vice versa"): each site with
 * the roll needed. coe-rules 2.IV.i.1: the roll is made only "If the company's current site is an Under-deeps site", and the company
 * stays "if the roll is less than the number listed next to the new site's name on the site of origin" (null: no roll, from a surface site).
 */
export function deepsMoves(catalog: Catalog, align: Alignment, fromSite: string): { site: string; roll: number | null }[] {
  let byKey = deepsCache.get(catalog);
  if (!byKey) deepsCache.set(catalog, (byKey = new Map()));
  const key = `${align}|${fromSite}`;
  let found = byKey.get(key);
  if (!found) {
    const out = new Map<string, number | null>();
    const fromDeeps = isUnderDeeps(catalog, fromSite);
    // Listed on the site of origin: the number beside the new site's name.
    if (fromDeeps) for (const l of listedBy(catalog, align, fromSite)) if (!out.has(l.site)) out.set(l.site, l.roll);
    // "… or vice versa": an Under-deeps site whose card lists the current site.
    for (const id of catalog.sites[align]) {
      if (id === fromSite || out.has(id) || !isUnderDeeps(catalog, id)) continue;
      const back = listedBy(catalog, align, id).find((l) => l.site === fromSite);
      if (back) out.set(id, fromDeeps ? back.roll : null);
    }
    found = [...out].map(([site, roll]) => ({ site, roll })).sort((a, b) => (a.site < b.site ? -1 : a.site > b.site ? 1 : 0));
    byKey.set(key, found);
  }
  return found.map((m) => ({ ...m }));
}
