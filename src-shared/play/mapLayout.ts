/**
 * The map as a graph: regions at their approximate place in Middle-earth, sites in a small
 * ring around their region, edges from the Region cards' adjacency. The coordinates below are
 * our own rough reckoning of where each region lies (west → east, north → south) in a
 * 1000 × 700 box; they are not traced from any published map. Regions the table does not
 * know (other card data) are placed near their placed neighbours, so the layout never fails.
 */
import { nameKey } from '../engine/facts';
import type { Alignment, Catalog, RegionTypeCode, SiteTypeCode } from '../engine/types';

export interface MapRegion {
  key: string;
  name: string;
  type: RegionTypeCode;
  x: number;
  y: number;
}

export interface MapSite {
  id: string;
  name: string;
  regionKey: string;
  siteType: SiteTypeCode | null;
  haven: boolean;
  x: number;
  y: number;
}

export interface MapLayout {
  width: number;
  height: number;
  regions: MapRegion[];
  edges: [string, string][];
  sites: MapSite[];
}

export const MAP_WIDTH = 1000;
export const MAP_HEIGHT = 700;
/** Sites sit on a ring of this radius (and a second ring further out when crowded). */
export const SITE_RING = 22;
const MARGIN = 20;

/** Approximate positions by region name (folded to the engine's region keys below). */
const KNOWN: [string, number, number][] = [
  ['Forochel', 190, 50],
  ['Numeriador', 95, 140],
  ['Lindon', 70, 235],
  ['Elven Shores', 30, 330],
  ['Arthedain', 205, 165],
  ['Angmar', 300, 85],
  ['The Shire', 170, 260],
  ['Cardolan', 245, 320],
  ['Rhudaur', 315, 210],
  ['Eriadoran Coast', 120, 415],
  ['Enedhwaith', 230, 410],
  ['Dunland', 305, 365],
  ['Hollin', 345, 295],
  ['Redhorn Gate', 395, 275],
  ['High Pass', 395, 175],
  ['Gundabad', 410, 60],
  ['Anduin Vales', 455, 190],
  ['Grey Mountain Narrows', 485, 85],
  ['Woodland Realm', 545, 135],
  ['Withered Heath', 610, 45],
  ['Iron Hills', 710, 70],
  ['Northern Rhovanion', 665, 165],
  ['Western Mirkwood', 495, 235],
  ['Heart of Mirkwood', 575, 225],
  ['Southern Mirkwood', 560, 305],
  ['Dorwinion', 790, 250],
  ['Southern Rhovanion', 690, 305],
  ['Brown Lands', 525, 375],
  ['Wold & Foothills', 445, 340],
  ['Fangorn', 385, 400],
  ['Gap of Isen', 320, 455],
  ['Old Pukel-land', 245, 485],
  ['Old Pukel Gap', 265, 545],
  ['Andrast', 185, 575],
  ['Andrast Coast', 100, 525],
  ['Anfalas', 285, 605],
  ['Bay of Belfalas', 345, 660],
  ['Belfalas', 405, 600],
  ['Lamedon', 380, 545],
  ['Lebennin', 455, 560],
  ['Mouths of the Anduin', 465, 640],
  ['Rohan', 435, 450],
  ['Anorien', 495, 490],
  ['Ithilien', 560, 515],
  ['Harondor', 565, 615],
  ['Khand', 725, 605],
  ['Dagorlad', 600, 400],
  ['Horse Plains', 705, 400],
  ['Imlad Morgul', 610, 470],
  ['Udun', 660, 430],
  ['Gorgoroth', 690, 480],
  ['Nurn', 725, 535],
];

let knownByKey: Map<string, [number, number]> | null = null;

function known(): Map<string, [number, number]> {
  knownByKey ??= new Map(KNOWN.map(([name, x, y]) => [nameKey(name), [x, y]]));
  return knownByKey;
}

function clamp(v: number, lo: number, hi: number): number {
  return Math.min(hi, Math.max(lo, v));
}

/** A small deterministic number from a string, to spread unknown regions apart. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function placeRegions(catalog: Catalog): Map<string, [number, number]> {
  const keys = Object.keys(catalog.regions).sort();
  const table = known();
  const placed = new Map<string, [number, number]>();
  const taken = new Set<string>();
  const put = (key: string, x: number, y: number) => {
    let px = clamp(Math.round(x), MARGIN, MAP_WIDTH - MARGIN);
    let py = clamp(Math.round(y), MARGIN, MAP_HEIGHT - MARGIN);
    // Never two regions at one point: step around a small spiral until free.
    for (let k = 1; taken.has(`${px},${py}`); k++) {
      const a = k * 2.399963;
      px = clamp(Math.round(x + Math.cos(a) * 9 * Math.sqrt(k)), MARGIN, MAP_WIDTH - MARGIN);
      py = clamp(Math.round(y + Math.sin(a) * 9 * Math.sqrt(k)), MARGIN, MAP_HEIGHT - MARGIN);
    }
    taken.add(`${px},${py}`);
    placed.set(key, [px, py]);
  };
  for (const key of keys) {
    const at = table.get(key);
    if (at) put(key, at[0], at[1]);
  }
  const neighbours = (key: string) => {
    const out = new Set(catalog.regions[key]?.adj ?? []);
    for (const other of keys) if (catalog.regions[other]?.adj.includes(key)) out.add(other);
    return [...out].filter((k) => placed.has(k)).sort();
  };
  // Unknown regions next to placed ones: near their neighbours' average, a little offset.
  for (let progress = true; progress; ) {
    progress = false;
    for (const key of keys) {
      if (placed.has(key)) continue;
      const near = neighbours(key);
      if (near.length === 0) continue;
      const sx = near.reduce((n, k) => n + (placed.get(k) as [number, number])[0], 0) / near.length;
      const sy = near.reduce((n, k) => n + (placed.get(k) as [number, number])[1], 0) / near.length;
      const a = (hash(key) % 360) * (Math.PI / 180);
      put(key, sx + Math.cos(a) * 30, sy + Math.sin(a) * 30);
      progress = true;
    }
  }
  // Regions cut off from everything placed: a row along the bottom edge.
  let i = 0;
  for (const key of keys) if (!placed.has(key)) put(key, MAP_WIDTH - MARGIN - 40 * i++, MAP_HEIGHT - MARGIN);
  return placed;
}

export function mapLayout(catalog: Catalog, alignments: Alignment[]): MapLayout {
  const points = placeRegions(catalog);
  const regions: MapRegion[] = Object.keys(catalog.regions)
    .sort()
    .map((key) => {
      const r = catalog.regions[key] as Catalog['regions'][string];
      const [x, y] = points.get(key) as [number, number];
      return { key, name: r.name, type: r.type, x, y };
    });
  const edges: [string, string][] = [];
  const seen = new Set<string>();
  for (const r of regions)
    for (const adj of catalog.regions[r.key]?.adj ?? []) {
      if (!catalog.regions[adj] || adj === r.key) continue;
      const pair: [string, string] = r.key < adj ? [r.key, adj] : [adj, r.key];
      const id = pair.join('|');
      if (seen.has(id)) continue;
      seen.add(id);
      edges.push(pair);
    }
  edges.sort((a, b) => (a[0] === b[0] ? a[1].localeCompare(b[1]) : a[0].localeCompare(b[0])));
  return { width: MAP_WIDTH, height: MAP_HEIGHT, regions, edges, sites: placeSites(catalog, alignments, points) };
}

/**
 * Sites in a ring around their region's point. The Wizard and Ringwraith versions of one site
 * (same name) share a point: they are one location to the engine (company-vs-company, influence).
 */
function placeSites(catalog: Catalog, alignments: Alignment[], points: Map<string, [number, number]>): MapSite[] {
  const ids = [...new Set(alignments.flatMap((a) => catalog.sites[a] ?? []))];
  const byRegion = new Map<string, string[]>();
  for (const id of ids) {
    const card = catalog.cards[id];
    if (!card?.regionKey || !points.has(card.regionKey)) continue;
    const names = byRegion.get(card.regionKey) ?? [];
    if (!names.includes(card.key)) names.push(card.key);
    byRegion.set(card.regionKey, names);
  }
  const slot = new Map<string, [number, number]>();
  for (const [region, names] of byRegion) {
    names.sort();
    const [cx, cy] = points.get(region) as [number, number];
    const start = (hash(region) % 360) * (Math.PI / 180);
    names.forEach((name, i) => {
      // Up to 8 on the inner ring, the rest further out, offset half a step.
      const ring = Math.floor(i / 8);
      const onRing = Math.min(8, names.length - ring * 8);
      const a = start + ((i % 8) + ring * 0.5) * ((2 * Math.PI) / onRing);
      const r = SITE_RING + ring * 14;
      slot.set(`${region}|${name}`, [Math.round((cx + Math.cos(a) * r) * 10) / 10, Math.round((cy + Math.sin(a) * r) * 10) / 10]);
    });
  }
  const out: MapSite[] = [];
  for (const id of ids) {
    const card = catalog.cards[id];
    if (!card?.regionKey) continue;
    const at = slot.get(`${card.regionKey}|${card.key}`);
    if (!at) continue;
    out.push({ id, name: card.name, regionKey: card.regionKey, siteType: card.siteType, haven: card.siteType === 'H', x: at[0], y: at[1] });
  }
  return out.sort((a, b) => a.name.localeCompare(b.name) || a.id.localeCompare(b.id));
}
