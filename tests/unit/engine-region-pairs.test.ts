/**
 * Turn effects on one company's movement that short-events leave behind (types.ts TurnState):
 * - `adjacentRegions`: "If his company uses region movement, it may move as if the following pairs of regions were adjacent: Rhudaur and
 *   Anduin Vales, …" (The Misty Mountain Deeps), beside Arda Revised §6 "Companies can only move into regions that are touching the region
 *   they are currently in on the map" (regions.ts validPath / reachableSites, phases/organization.ts declareMovement);
 * - `mhStartAttacks`: "The company faces a detainment attack at the beginning of its movement/hazard phase: Orcs — four strikes with 6
 *   prowess" (The Ash Mountain Deeps; phases/movementHazard.ts startCompanyMH, combat.ts isDetainment).
 */
import { describe, expect, it } from 'vitest';
import { isDetainment } from '../../src-shared/engine/combat';
import { nameKey } from '../../src-shared/engine/facts';
import { ScenarioKit } from '../cards/kit/kit';
import { fixtures } from './engine-fixtures/fixtures';

const RHUDAUR = nameKey('Rhudaur');
const VALES = nameKey('Anduin Vales');

describe('regions paired as adjacent for a company this turn', () => {
  it('the company (and only it) may move between the paired regions, either way round', () => {
    const k = new ScenarioKit(fixtures().cards);
    const { id } = k.company(0, ['Aragorn II'], 'Rivendell');
    const other = k.company(0, ['Gimli'], 'Rivendell');
    const beorn = k.siteId("Beorn's House", 0);
    expect(k.s.catalog.regions[RHUDAUR]?.adj.includes(VALES)).toBe(false);
    const move = (companyId: string) => ({ type: 'declareMovement' as const, companyId, site: beorn, regions: [VALES] });
    expect(k.refused(0, move(id)).code).toBe('PATH');
    k.s.turn.adjacentRegions = [{ companyId: id, pairs: [[VALES, RHUDAUR]], label: 'test' }];
    expect(k.legal(0).some((a) => a.type === 'declareMovement' && a.companyId === id && a.site === beorn && a.regions.length === 1)).toBe(true);
    expect(k.refused(0, move(other.id)).code).toBe('PATH');
    k.act(0, move(id));
    expect(k.companyById(id).dest?.regions).toEqual([VALES]);
  });

  it('an attack the company faces at the beginning of its movement/hazard phase, detainment when the card says so', () => {
    const k = new ScenarioKit(fixtures().cards);
    const { id } = k.company(0, ['Aragorn II', 'Gimli'], 'Rivendell');
    k.s.turn.mhStartAttacks = [{ companyId: id, label: 'test: Orcs', strikes: 4, prowess: 6, detainment: true }];
    k.movement(id, null);
    const attack = k.events.find((e) => e.type === 'attack');
    expect(attack?.type === 'attack' && [attack.strikes, attack.prowess]).toEqual([4, 6]);
    const combat = k.s.stack.find((x) => x.kind === 'combat');
    expect(combat?.kind === 'combat' && isDetainment(k.s, combat.attack)).toBe(true);
  });
});
