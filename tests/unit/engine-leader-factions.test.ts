/**
 * Factions under an Orc or Troll leader (leaderFactions.ts; phases/site.ts playMpCard `underLeader`): Black Trolls, Orcs of
 * Gorgoroth …: "If this influence attempt is made by an Orc or Troll leader, you may place this faction under the control of that
 * leader and not tap the site. Discard the faction if the leader moves or leaves play. Three or more factions controlled by the
 * same leader give 2 extra marshalling points."
 */
import { describe, expect, it } from 'vitest';
import { actionSchema } from '../../src-shared/api/schemasGames';
import { factionModifiers } from '../../src-shared/engine/effects/statics';
import { scoreSheet } from '../../src-shared/engine/scoring';
import { cardOf } from '../../src-shared/engine/state';
import { ScenarioKit } from '../cards/kit/kit';
import { playing } from '../cards/kit/templates';
import { fixtures } from './engine-fixtures/fixtures';

const minionKit = () => new ScenarioKit(fixtures().cards, ['ringwraith', 'wizard']);

describe('factions under an Orc or Troll leader', () => {
  it('"you may place this faction under the control of that leader and not tap the site": the API accepts and offers the choice', () => {
    const k = minionKit();
    const { id, chars } = k.company(0, ['Orc Captain'], 'Cirith Gorgor');
    playing(k, id, true);
    const card = k.mpHand(0, 'Black Trolls');
    const action = { type: 'playMpCard' as const, inst: card, character: chars[0] as number, underLeader: true };
    expect(actionSchema.safeParse(action).success).toBe(true);
    expect(k.legal(0)).toContainEqual(action);
    k.rig([6, 6]);
    k.act(0, action);
    expect(k.where(card)).toBe('playArea');
    expect(k.s.underLeader?.[card]).toBe(chars[0]);
    expect(k.companyById(id).siteTapped).toBe(false);
  });

  it('played plainly by the leader, the faction taps the site as any faction', () => {
    const k = minionKit();
    const { id, chars } = k.company(0, ['Orc Captain'], 'Cirith Gorgor');
    playing(k, id, true);
    const card = k.mpHand(0, 'Black Trolls');
    k.rig([6, 6]);
    k.act(0, { type: 'playMpCard', inst: card, character: chars[0] as number });
    expect(k.s.underLeader).toBeUndefined();
    expect(k.companyById(id).siteTapped).toBe(true);
  });

  it('a character who is not an Orc or Troll leader may not keep it; a faction without the clause is never kept', () => {
    const k = minionKit();
    const { id, chars } = k.company(0, ['Tarcil', 'Orc Captain'], 'Cirith Gorgor');
    playing(k, id, true);
    const card = k.mpHand(0, 'Black Trolls');
    expect(k.refused(0, { type: 'playMpCard', inst: card, character: chars[0] as number, underLeader: true }).code).toBe('LEADER');
    const plain = k.mpHand(0, 'Snaga-hai');
    expect(k.refused(0, { type: 'playMpCard', inst: plain, character: chars[1] as number, underLeader: true }).code).toBe('LEADER');
  });

  it('"Discard the faction if the leader moves or leaves play"', () => {
    const k = minionKit();
    const a = k.company(0, ['Orc Captain'], 'Cirith Gorgor');
    const b = k.company(0, ['Troll-chief'], 'Cirith Gorgor');
    const moved = k.inPlay(0, 'Black Trolls');
    const left = k.inPlay(0, 'Orcs of Udûn');
    const plain = k.inPlay(0, 'Orcs of the Red Eye');
    k.s.underLeader = { [moved]: a.chars[0] as number, [left]: b.chars[0] as number };
    k.movement(a.id, 'Barad-dûr', ['Gorgoroth']);
    expect(k.where(moved)).toBe('discard');
    expect(k.where(left)).toBe('playArea');
    k.s.stack = [{ kind: 'organization' }];
    k.act(0, { type: 'manual', op: { kind: 'discard', inst: b.chars[0] as number } });
    expect(k.where(left)).toBe('discard');
    expect(k.where(plain)).toBe('playArea');
    expect(k.s.underLeader).toBeUndefined();
  });

  it('"Three or more factions controlled by the same leader give 2 extra marshalling points" (counted once per leader)', () => {
    const k = minionKit();
    const { chars } = k.company(0, ['Orc Captain'], 'Cirith Gorgor');
    const fs = ['Black Trolls', 'Orcs of Udûn', 'Orcs of the Red Eye', 'Stone Trolls'].map((n) => k.inPlay(0, n));
    const mp = fs.reduce((n, f) => n + cardOf(k.s, f).mp, 0);
    k.s.underLeader = { [fs[0] as number]: chars[0] as number, [fs[1] as number]: chars[0] as number };
    expect(scoreSheet(k.s, 0).faction).toBe(mp);
    k.s.underLeader[fs[2] as number] = chars[0] as number;
    k.s.underLeader[fs[3] as number] = chars[0] as number;
    expect(scoreSheet(k.s, 0).faction).toBe(mp + 2);
  });
});

describe('a standard modification by any other faction of a race', () => {
  it('"Any other Orc faction (-2; applied only once)": two Orc factions in play give -2 once; a Troll faction none', () => {
    const k = minionKit();
    const { chars } = k.company(0, ['Tarcil'], 'Barad-dûr');
    const uruks = k.mpHand(0, 'Uruk-hai');
    k.inPlay(1, 'Black Trolls');
    expect(factionModifiers(k.s, chars[0] as number, uruks)).toEqual([]);
    k.inPlay(1, 'Orcs of Gorgoroth');
    k.inPlay(0, 'Snaga-hai');
    expect(factionModifiers(k.s, chars[0] as number, uruks)).toEqual([{ label: 'Any other Orc faction in play (standard modification)', value: -2 }]);
  });
});
