/**
 * A company's modifications for the rest of a turn, made by cards played on it earlier (types.ts TurnState): the hazard limit of
 * its movement/hazard phase (`hazardLimitMods`: Steeds, "The hazard limit is decreased by two (to a minimum of 2)"; Orc-mounts,
 * "increases by two") and the attacks of hazard creatures against it (`attackMods` with `creatures`: "the prowess of any hazard
 * creatures played against it this turn is modified by -1"; with `cancel`: Hide in Dark Places, "All hazard creature attacks
 * against the scout's company this turn are canceled"), and the creatures that may be keyed to its new site (`noSiteCreatures`: Crack
 * in the Wall, "no hazard creatures may be played at the company's new site").
 */
import { describe, expect, it } from 'vitest';
import { ScenarioKit } from '../cards/kit/kit';
import { hazardLimit } from '../cards/kit/combatSteps';
import { fixtures } from './engine-fixtures/fixtures';
import { isKeyed } from '../../src-shared/engine/phases/movementHazard';

function limitWith(names: string[], mods: { delta: number; min?: number }[]): number {
  const k = new ScenarioKit(fixtures().cards);
  const { id } = k.company(0, names, 'Rivendell');
  k.s.turn.hazardLimitMods = mods.map((m) => ({ companyId: id, label: 'test', ...m }));
  k.movement(id, null);
  return hazardLimit(k);
}

describe('hazard limit modifications made earlier in the turn', () => {
  it('change the limit as the movement/hazard phase begins, to no less than their minimum (a limit already below it stays)', () => {
    expect(limitWith(['Gimli', 'Aragorn II', 'Legolas'], [])).toBe(3);
    expect(limitWith(['Gimli', 'Aragorn II', 'Legolas'], [{ delta: 2 }])).toBe(5);
    expect(limitWith(['Gimli', 'Aragorn II', 'Legolas', 'Faramir', 'Elrond'], [{ delta: -2, min: 2 }])).toBe(3);
    expect(limitWith(['Gimli', 'Aragorn II', 'Legolas'], [{ delta: -2, min: 2 }])).toBe(2);
    expect(limitWith(['Gimli', 'Aragorn II', 'Legolas'], [{ delta: -2, min: 2 }, { delta: -2, min: 2 }])).toBe(2);
    expect(limitWith(['Gimli', 'Aragorn II', 'Legolas'], [{ delta: -2 }])).toBe(1);
    expect(limitWith(['Gimli', 'Aragorn II', 'Legolas'], [{ delta: -1 }, { delta: -2, min: 2 }])).toBe(2);
    expect(limitWith(['Gimli', 'Aragorn II', 'Legolas'], [{ delta: -2 }, { delta: -2, min: 2 }])).toBe(1);
  });
});

describe("a turn's modifications of hazard creatures' attacks", () => {
  it('a creature-only prowess change applies to a creature, not to an automatic-attack; another company is unaffected', () => {
    const k = new ScenarioKit(fixtures().cards);
    const { id } = k.company(0, ['Gimli', 'Aragorn II'], 'Rivendell');
    const other = k.company(0, ['Legolas'], 'Rivendell');
    k.s.turn.attackMods = [{ companyId: id, races: [], strikes: 0, prowess: -1, label: 'test', creatures: true }, { companyId: other.id, races: [], strikes: 0, prowess: 5, label: 'other', creatures: true }];
    k.creatureAttack(id, 'Orc-watch');
    k.passAll();
    const attack = k.allEvents.find((e) => e.type === 'attack');
    expect(attack?.type === 'attack' && attack.prowess).toBe(8);
    const auto = new ScenarioKit(fixtures().cards);
    const co = auto.company(0, ['Gimli'], 'Moria');
    auto.s.turn.attackMods = [{ companyId: co.id, races: [], strikes: 0, prowess: -1, label: 'test', creatures: true, cancel: true }];
    auto.enterSite(co.id);
    auto.passAll();
    const a = auto.allEvents.find((e) => e.type === 'attack');
    expect(a?.type === 'attack' && a.prowess).toBe(auto.card('Moria').autoAttacks?.[0]?.prowess);
  });

  it('a cancelling one cancels the creature attack as it starts: no attack, the creature discarded', () => {
    const k = new ScenarioKit(fixtures().cards);
    const { id } = k.company(0, ['Gimli', 'Aragorn II'], 'Rivendell');
    k.s.turn.attackMods = [{ companyId: id, races: ['Orcs'], strikes: 0, prowess: 0, label: 'test', creatures: true, cancel: true }];
    const orcs = k.creatureAttack(id, 'Orc-watch');
    k.passAll();
    expect(k.allEvents.some((e) => e.type === 'attackCancelled')).toBe(true);
    expect(k.allEvents.some((e) => e.type === 'attack')).toBe(false);
    expect(k.where(orcs)).toBe('discard');
    const wolves = k.hand(1, 'Wargs');
    k.keyTo(id, 'Wargs');
    k.s.stack = [{ kind: 'mhSelect' }];
    k.act(0, { type: 'startCompanyMH', companyId: id });
    k.hazardDrawsMax();
    k.act(1, { type: 'playCreature', inst: wolves });
    k.passAll();
    expect(k.allEvents.some((e) => e.type === 'attack')).toBe(true);
  });
});

describe("no hazard creatures at a company's new site this turn", () => {
  it('a creature keyed only by the site (The Great Goblin, Dark-holds) is no longer keyed; one keyed by the site path still is', () => {
    const k = new ScenarioKit(fixtures().cards);
    const { id } = k.company(0, ['Gimli'], 'Lórien');
    const co = k.companyById(id);
    co.dest = { site: k.siteId('Dol Guldur'), regions: [] };
    const goblin = k.card('The Great Goblin', 1);
    expect(isKeyed(k.s, co, goblin)).toBe(true);
    k.s.turn.noSiteCreatures = [id];
    expect(isKeyed(k.s, co, goblin)).toBe(false);
    const other = k.company(0, ['Legolas'], 'Lórien');
    k.companyById(other.id).dest = { site: k.siteId('Dol Guldur'), regions: [] };
    expect(isKeyed(k.s, k.companyById(other.id), goblin)).toBe(true);
  });
});
