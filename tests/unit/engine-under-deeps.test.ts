/**
 * The Under-deeps on the map (regions.ts deepsMoves, phases/organization.ts declareMovement, phases/movementHazard.ts deepsRoll and isKeyed).
 * ../shared/rules/coe-rules.md 2.II.7.iii: "UNDER-DEEPS MOVEMENT - To use Under-deeps Movement, either the company's current site or new site
 * must be an Under-Deeps site, and the new site card must be listed as one of the adjacent sites on the company's current site card or vice
 * versa." 2.IV.i.1: "If the company's current site is an Under-deeps site when the company's new site is revealed, the resource player must make
 * an Under-deeps movement roll (prior to determining site paths) and the company must stay at its current site if the roll is less than the number
 * listed next to the new site's name on the site of origin; in this case, the company does not move and the new site is returned to its player's
 * location deck". 2.IV.ii: "Under-Deeps Movement - The company doesn't have a site path (i.e. a surface site's region is not moved through)."
 * Dark Arda (dark-arda-minion.txt): "Under-deeps sites may be included if desired".
 */
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src-shared/engine';
import { nameKey } from '../../src-shared/engine/facts';
import { holds } from '../../src-shared/engine/effects/query';
import { isKeyed } from '../../src-shared/engine/phases/movementHazard';
import { deepsMoves, reachableSites } from '../../src-shared/engine/regions';
import type { Action, EngineCard, RollEvent } from '../../src-shared/engine/types';
import { ScenarioKit } from '../cards/kit/kit';
import { darkKit } from './engine-fixtures/darkArdaPlay';
import { fixtures } from './engine-fixtures/fixtures';

type Move = Extract<Action, { type: 'declareMovement' }>;
const movesOf = (k: ScenarioKit, companyId: string): Move[] => legalActions(k.s, 0).filter((a): a is Move => a.type === 'declareMovement' && a.companyId === companyId);
const names = (k: ScenarioKit, ids: string[]) => ids.map((id) => k.s.catalog.cards[id]?.name).sort();

describe('the Under-deeps on the map', () => {
  it('"the new site card must be listed as one of the adjacent sites on the company\'s current site card or vice versa": Moria reaches The Under-gates, with no regions', () => {
    const k = new ScenarioKit(fixtures().cards);
    const { id } = k.company(0, ['Aragorn II'], 'Moria');
    k.phase('organization');
    const gates = k.siteId('The Under-gates');
    expect(k.s.catalog.sites.wizard).toContain(gates);
    const move = movesOf(k, id).find((m) => m.site === gates);
    expect(move).toEqual({ type: 'declareMovement', companyId: id, site: gates, regions: [] });
    // Region movement never reaches an Under-deeps site.
    expect(reachableSites(k.s.catalog, 'wizard', k.siteId('Moria')).some((r) => r.site === gates)).toBe(false);
    expect(k.refused(0, { type: 'declareMovement', companyId: id, site: k.siteId('The Gem-deeps'), regions: [] }).code).toBe('PATH');
    k.act(0, move!);
    expect(k.companyById(id).dest).toEqual({ site: gates, regions: [], underDeeps: true });
  });

  it('from an Under-deeps site only the sites its card lists: The Under-gates "Adjacent Sites: Moria (0), The Gem-deeps (6), The Sulfur-deeps (5), The Under-grottos (8), The Under-leas (6)"', () => {
    const k = new ScenarioKit(fixtures().cards);
    const { id } = k.company(0, ['Aragorn II'], 'The Under-gates');
    k.phase('organization');
    expect(names(k, movesOf(k, id).map((m) => m.site))).toEqual(['Moria', 'The Gem-deeps', 'The Sulfur-deeps', 'The Under-grottos', 'The Under-leas']);
    expect(movesOf(k, id).every((m) => m.regions.length === 0)).toBe(true);
    expect(deepsMoves(k.s.catalog, 'wizard', k.siteId('The Under-gates')).find((m) => m.site === k.siteId('The Gem-deeps'))?.roll).toBe(6);
    // Region movement from the Under-deeps is refused: Moria's region is not a way out.
    expect(k.refused(0, { type: 'declareMovement', companyId: id, site: k.siteId('Rivendell'), regions: ['hollin', 'rhudaur'].map(nameKey) }).code).toBe('PATH');
  });

  it('Dark Arda, minion sites: Mount Gundabad reaches The Under-leas; "Any site in Udûn (0)" names the surface sites of Udûn', () => {
    const k = darkKit();
    const { id } = k.company(0, ['Gorbag'], 'Mount Gundabad');
    k.phase('organization');
    expect(movesOf(k, id).some((m) => m.site === k.siteId('The Under-leas') && m.regions.length === 0)).toBe(true);
    const out = deepsMoves(k.s.catalog, 'ringwraith', k.siteId('The Under-galleries')).map((m) => k.s.catalog.cards[m.site] as EngineCard);
    expect(out.filter((c) => !c.underDeeps).every((c) => c.regionKey === 'udun')).toBe(true);
    expect(out.some((c) => !c.underDeeps)).toBe(true);
  });

  it('"the company must stay at its current site if the roll is less than the number listed next to the new site\'s name on the site of origin"', () => {
    for (const [dice, moves] of [
      [[2, 3], false],
      [[3, 3], true],
    ] as const) {
      const k = new ScenarioKit(fixtures().cards);
      const { id } = k.company(0, ['Aragorn II'], 'The Under-gates');
      k.companyById(id).dest = { site: k.siteId('The Gem-deeps'), regions: [], underDeeps: true };
      k.s.stack = [{ kind: 'mhSelect' }];
      k.rig(dice as unknown as number[]);
      const events = k.act(0, { type: 'startCompanyMH', companyId: id });
      const roll = events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'underDeeps');
      expect(roll?.need).toBe(6);
      expect(roll?.total).toBe(dice[0] + dice[1]);
      // Failed: "the company does not move and the new site is returned"; the company has the movement/hazard phase of one that does not move.
      expect(k.companyById(id).dest?.site ?? null).toBe(moves ? k.siteId('The Gem-deeps') : null);
    }
  });

  it('no roll from a surface site: the roll is made only "If the company\'s current site is an Under-deeps site"', () => {
    const k = new ScenarioKit(fixtures().cards);
    const { id } = k.company(0, ['Aragorn II'], 'Moria');
    k.companyById(id).dest = { site: k.siteId('The Under-gates'), regions: [], underDeeps: true };
    k.s.stack = [{ kind: 'mhSelect' }];
    const events = k.act(0, { type: 'startCompanyMH', companyId: id });
    expect(events.some((e) => e.type === 'roll')).toBe(false);
    expect(k.companyById(id).dest?.site).toBe(k.siteId('The Under-gates'));
  });

  it('"The company doesn\'t have a site path": no creature is keyed to the surface site\'s region (Redhorn Gate, a Wilderness), only to the Under-deeps site', () => {
    const k = new ScenarioKit(fixtures().cards);
    const { id } = k.company(0, ['Aragorn II'], 'Moria');
    const co = k.companyById(id);
    const wild = Object.values(fixtures().cards).find((c) => /Creature/.test(c.subtype ?? '') && c.keyRegionTypes.length === 1 && c.keyRegionTypes[0] === 'w' && !c.keySiteTypes.includes('S')) as EngineCard;
    const shadow = Object.values(fixtures().cards).find((c) => /Creature/.test(c.subtype ?? '') && c.keySiteTypes.includes('S')) as EngineCard;
    const gates = k.siteId('The Under-gates');
    // As region movement through Redhorn Gate the Wilderness creature would be keyed; as Under-deeps movement it is not.
    co.dest = { site: gates, regions: [] };
    expect(isKeyed(k.s, co, wild)).toBe(true);
    co.dest = { site: gates, regions: [], underDeeps: true };
    expect(isKeyed(k.s, co, wild)).toBe(false);
    // The Under-gates is a Shadow-hold [{S}]: creatures keyed to Shadow-holds are.
    expect(isKeyed(k.s, co, shadow)).toBe(true);
  });

  it('a card "Playable at any Under-deeps site" (the `underDeeps` requirement): its company is at The Under-gates, not at Moria on the surface', () => {
    const k = new ScenarioKit(fixtures().cards);
    const deep = k.company(0, ['Gimli'], 'The Under-gates');
    const surface = k.company(0, ['Aragorn II'], 'Moria');
    const card = k.card('Dwarven Light-stone');
    const q = (companyId: string) => ({ s: k.s, seat: 0, inst: -1, card, target: null, companyId, window: 'site' as const });
    expect(holds(q(deep.id), { is: 'underDeeps' })).toBe(true);
    expect(holds(q(surface.id), { is: 'underDeeps' })).toBe(false);
  });
});
