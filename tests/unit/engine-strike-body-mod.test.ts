/**
 * A card's modification of the body of the strikes a character faces (Modifier 'strikeBody'; Biter and Beater!: "lower the body of
 * strikes their bearers face by 1"; combat.ts struckBody): the strike's body check against a creature's strike, and in company vs.
 * company combat the body check of the attacking character whose strike he defeated (coe-rules 3.V: "Each character defeated by a
 * strike is wounded and must make a body check").
 */
import { describe, expect, it } from 'vitest';
import type { RollEvent } from '../../src-shared/engine/events';
import { actor } from '../../src-shared/engine/phases/flow';
import { ScenarioKit } from '../cards/kit/kit';
import { minionKit } from '../cards/kit/templates';
import { fixtures } from './engine-fixtures/fixtures';

const last = (k: ScenarioKit, purpose: string) => k.allEvents.filter((e): e is RollEvent => e.type === 'roll' && e.purpose === purpose).at(-1);

describe("a modification of the body of the strikes a character faces", () => {
  it("a creature's strike defeated by him: its body check is against its body lowered by 1 (The Great Goblin, body 7 → 6)", () => {
    const k = new ScenarioKit(fixtures().cards);
    const { id, chars } = k.company(0, ['Aragorn II'], 'Rivendell');
    const aragorn = chars[0] as number;
    k.creatureAttack(id, 'The Great Goblin');
    k.passAll();
    k.s.mods.push({ inst: aragorn, stat: 'strikeBody', delta: -1, until: 'attack' });
    k.act(0, { type: 'assignStrike', target: aragorn });
    k.passAll();
    k.s.mods.push({ inst: aragorn, stat: 'prowess', delta: 10, until: 'attack' });
    k.rig([6, 6, 3, 4]);
    k.act(0, { type: 'resolveStrike', target: aragorn, stayUntapped: false });
    expect(last(k, 'strikeBodyCheck')?.against).toBe(6);
    expect(last(k, 'strikeBodyCheck')?.result).toBe('defeated');
  });

  it('company vs. company: the attacking character whose strike he defeated makes his body check with 1 less body', () => {
    const k = minionKit(new ScenarioKit(fixtures().cards));
    const foe = k.company(0, ['Azog'], 'Moria');
    const heroes = k.company(1, ['Legolas'], 'Moria');
    const legolas = heroes.chars[0] as number;
    const azog = foe.chars[0] as number;
    k.phase('site');
    k.act(0, { type: 'attackCompany', companyId: foe.id, targetCompanyId: heroes.id, attackers: foe.chars });
    k.s.mods.push({ inst: legolas, stat: 'strikeBody', delta: -1, until: 'attack' }, { inst: legolas, stat: 'prowess', delta: 10, until: 'attack' });
    for (let guard = 0; guard < 10 && !k.allEvents.some((e) => e.type === 'roll' && e.purpose === 'bodyCheck'); guard++) {
      const who = actor(k.s);
      const a = k.legal(who).find((x) => x.type === 'assignStrike' || x.type === 'resolveStrike' || x.type === 'passChain');
      if (!a) break;
      if (a.type === 'resolveStrike') k.rig([6, 6, 1, 1, 1, 1]);
      k.act(who, a.type === 'resolveStrike' ? { ...a, stayUntapped: false } : a);
    }
    const check = k.allEvents.filter((e): e is RollEvent => e.type === 'roll' && e.purpose === 'bodyCheck' && e.inst === azog).at(-1);
    expect(check?.against).toBe((k.card('Azog', 0).body ?? 0) - 1);
  });
});
