/** The map layout on the real card data, and on synthetic data with regions the coordinate table does not know. */
import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../../src-shared/engine/regions';
import type { Catalog, EngineCard } from '../../src-shared/engine/types';
import { mapLayout, SITE_RING } from '../../src-shared/play/mapLayout';
import { setupFor } from './engine-fixtures/fixtures';

function checkLayout(catalog: Catalog, alignments: ('wizard' | 'ringwraith')[]): ReturnType<typeof mapLayout> {
  const m = mapLayout(catalog, alignments);
  expect(m.regions.map((r) => r.key).sort()).toEqual(Object.keys(catalog.regions).sort());
  const points = new Set<string>();
  for (const r of m.regions) {
    expect(r.x).toBeGreaterThanOrEqual(0);
    expect(r.x).toBeLessThanOrEqual(m.width);
    expect(r.y).toBeGreaterThanOrEqual(0);
    expect(r.y).toBeLessThanOrEqual(m.height);
    points.add(`${r.x},${r.y}`);
  }
  expect(points.size).toBe(m.regions.length);
  const byKey = new Map(m.regions.map((r) => [r.key, r]));
  const pairs = new Set<string>();
  for (const [a, b] of m.edges) {
    expect(byKey.has(a) && byKey.has(b)).toBe(true);
    expect(a < b).toBe(true);
    expect(pairs.has(`${a}|${b}`)).toBe(false);
    pairs.add(`${a}|${b}`);
  }
  for (const [key, r] of Object.entries(catalog.regions)) for (const adj of r.adj) if (catalog.regions[adj] && adj !== key) expect(pairs.has(key < adj ? `${key}|${adj}` : `${adj}|${key}`)).toBe(true);
  const expected = new Set(alignments.flatMap((a) => catalog.sites[a]));
  expect(new Set(m.sites.map((s) => s.id))).toEqual(expected);
  for (const site of m.sites) {
    const region = byKey.get(site.regionKey);
    expect(region).toBeDefined();
    if (!region) continue;
    expect(Math.hypot(site.x - region.x, site.y - region.y)).toBeLessThanOrEqual(SITE_RING + 30);
    expect(site.haven).toBe(site.siteType === 'H');
    expect(site.name).toBe(catalog.cards[site.id]?.name);
  }
  return m;
}

describe('mapLayout', () => {
  const catalog = buildCatalog(setupFor(['wizard', 'ringwraith'], 'map'));

  it('places every region of the real card data in the box, apart, with every edge between placed regions and every site near its region', () => {
    const m = checkLayout(catalog, ['wizard', 'ringwraith']);
    expect(m.regions.length).toBeGreaterThanOrEqual(50);
    expect(m.sites.some((s) => s.haven)).toBe(true);
    checkLayout(catalog, ['wizard']);
    // West of the Misty Mountains lies west of Mirkwood; Mordor lies south-east of the Shire.
    const at = (key: string) => m.regions.find((r) => r.key === key) as { x: number; y: number };
    expect(at('the shire').x).toBeLessThan(at('heart of mirkwood').x);
    expect(at('gorgoroth').y).toBeGreaterThan(at('the shire').y);
    expect(JSON.stringify(mapLayout(catalog, ['wizard', 'ringwraith']))).toBe(JSON.stringify(m));
  });

  it('puts the Wizard and Ringwraith versions of one site at one point (one location)', () => {
    const m = mapLayout(catalog, ['wizard', 'ringwraith']);
    const byName = new Map<string, string>();
    for (const s of m.sites) {
      const key = `${catalog.cards[s.id]?.key}`;
      const point = `${s.x},${s.y}`;
      if (byName.has(key)) expect(byName.get(key)).toBe(point);
      byName.set(key, point);
    }
  });

  it('places regions the table does not know: near placed neighbours, or anywhere in the box when cut off', () => {
    const region = (key: string, adj: string[]): Catalog['regions'][string] => ({ name: key.toUpperCase(), type: 'w', adj });
    const regions: Catalog['regions'] = {
      ...catalog.regions,
      'far harad': region('far harad', ['khand', 'near harad']),
      'near harad': region('near harad', ['far harad', 'harondor']),
      'lonely isle': region('lonely isle', []),
      'other isle': region('other isle', []),
      rohan: { ...(catalog.regions.rohan as Catalog['regions'][string]) },
    };
    const site = { ...(catalog.cards[catalog.sites.wizard[0] as string] as EngineCard), id: 'X-1', name: 'Umbar', key: 'umbar', regionKey: 'near harad' };
    const synthetic: Catalog = { ...catalog, regions, cards: { ...catalog.cards, 'X-1': site }, sites: { ...catalog.sites, wizard: [...catalog.sites.wizard, 'X-1'] } };
    const m = checkLayout(synthetic, ['wizard']);
    const at = (key: string) => m.regions.find((r) => r.key === key) as { x: number; y: number };
    expect(Math.hypot(at('near harad').x - at('harondor').x, at('near harad').y - at('harondor').y)).toBeLessThan(160);
    expect(m.sites.find((s) => s.id === 'X-1')).toMatchObject({ name: 'Umbar', regionKey: 'near harad' });
    // A catalogue of unknown regions only: all placed, none on another.
    const alone: Catalog = { ...catalog, regions: { a: region('a', ['b']), b: region('b', ['a']), c: region('c', []) }, sites: { wizard: [], ringwraith: [] } };
    checkLayout(alone, ['wizard']);
  });
});
