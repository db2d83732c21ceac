/**
 * Starter movement between Havens: a Haven card's printed site paths (../shared/cards/cards.json, Dol Guldur: "Site Path From
 * Minas Morgul: {s}{d}{d}{s}{d}") let a company travel between the two Havens whatever the region count.
 * ../shared/rules/dark-arda-minion.txt, "Ringwraith Mode Rule": "Unless a Ringwraith is traveling between two Darkhavens or is
 * returning to the Darkhaven printed on a site card (i.e., starter movement), the Ringwraith must be in one of three modes in
 * order to travel." The region limit is Arda Revised §6 (../shared/rules/arda-revised-2013.txt), regions.ts MAX_REGIONS_ENTERED.
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src-shared/engine';
import { havenLinks, havenRoute, MAX_REGIONS_ENTERED, pathsFrom, reachableSites, regionOf } from '../../src-shared/engine/regions';
import type { Action } from '../../src-shared/engine/types';
import { darkKit } from './engine-fixtures/darkArdaPlay';
import { ScenarioKit } from '../cards/kit/kit';
import { fixtures } from './engine-fixtures/fixtures';

type Move = Extract<Action, { type: 'declareMovement' }>;
const movesOf = (k: ScenarioKit, companyId: string): Move[] => legalActions(k.s, 0).filter((a): a is Move => a.type === 'declareMovement' && a.companyId === companyId);
const nameOf = (k: ScenarioKit, site: string) => k.s.catalog.cards[site]?.name;

describe('starter movement between Havens', () => {
  it('the links are read from the Haven cards\' "Site Path From …" lines, both ways', () => {
    const k = darkKit();
    const links = havenLinks(k.s.catalog, 'ringwraith');
    const named = (site: string) => [...(links.get(k.siteId(site)) ?? [])].map((id) => nameOf(k, id)).sort();
    // Dol Guldur: "Site Path From Minas Morgul", "Site Path From Carn Dûm"; Carn Dûm: "From Dol Guldur", "From Geann a-Lisch".
    expect(named('Dol Guldur')).toEqual(['Carn Dûm', 'Minas Morgul']);
    expect(named('Minas Morgul')).toEqual(['Dol Guldur']);
    expect(named('Carn Dûm')).toEqual(['Dol Guldur', 'Geann a-Lisch']);
    for (const [from, tos] of links) for (const to of tos) expect(links.get(to)?.has(from)).toBe(true);
  });

  it('Dark Arda: the Witch-king travels from Carn Dûm to Geann a-Lisch without a mode, though the route enters more than three regions', () => {
    const k = darkKit();
    const co = k.company(0, ['The Witch-king', 'Gorbag'], 'Carn Dûm');
    k.s.players[0]!.avatarInPlay = co.chars[0]!;
    k.phase('organization');
    const geann = k.siteId('Geann a-Lisch');
    const route = havenRoute(k.s.catalog, 'ringwraith', k.siteId('Carn Dûm'), geann)!;
    expect(route.length).toBeGreaterThan(MAX_REGIONS_ENTERED);
    expect(reachableSites(k.s.catalog, 'ringwraith', k.siteId('Carn Dûm')).some((r) => r.site === geann)).toBe(false);
    const move = movesOf(k, co.id).find((m) => m.site === geann);
    expect(move).toEqual({ type: 'declareMovement', companyId: co.id, site: geann, regions: route });
    // Other non-Darkhaven sites stay closed to him without a mode.
    expect(movesOf(k, co.id).every((m) => k.s.catalog.cards[m.site]?.siteType === 'H')).toBe(true);
    k.act(0, move!);
    expect(k.companyById(co.id).dest).toEqual({ site: geann, regions: route });
    // Carn Dûm's "Site Path From Geann a-Lisch" is four regions long; the map's route enters four.
    expect(route.length).toBe(4);
  });

  it('only the printed links: the map route to an unlinked Haven beyond three regions is refused', () => {
    const k = darkKit();
    const co = k.company(0, ['Gorbag'], 'Minas Morgul');
    k.phase('organization');
    const carnDum = k.siteId('Carn Dûm');
    const from = regionOf(k.s.catalog, k.siteId('Minas Morgul'))!;
    const far = pathsFrom(k.s.catalog, from, 10).get(regionOf(k.s.catalog, carnDum)!)!;
    expect(far.length).toBeGreaterThan(MAX_REGIONS_ENTERED);
    expect(k.refused(0, { type: 'declareMovement', companyId: co.id, site: carnDum, regions: far }).code).toBe('PATH');
    expect(movesOf(k, co.id).some((m) => m.site === carnDum)).toBe(false);
  });

  it('Arda Revised, Wizard side: Edhellond reaches Grey Havens and Lórien by their printed paths (four and five regions)', () => {
    const k = new ScenarioKit(fixtures().cards, ['wizard', 'wizard']);
    const co = k.company(0, ['Bilbo'], 'Edhellond');
    k.phase('organization');
    const targets = movesOf(k, co.id).map((m) => nameOf(k, m.site));
    expect(targets).toEqual(expect.arrayContaining(['Grey Havens', 'Lórien']));
    const direct = reachableSites(k.s.catalog, 'wizard', k.siteId('Edhellond')).map((r) => nameOf(k, r.site));
    expect(direct).not.toContain('Lórien');
    expect(direct).not.toContain('Rivendell');
    // Rivendell is not printed on Edhellond: not offered.
    expect(targets).not.toContain('Rivendell');
  });
});
