/**
 * Modifier 'influenceCheck' (types.ts Modifier; phases/site.ts, phases/influence.ts): "+2 to his next influence attempt", a
 * modification to one influence attempt only — When You Know More: "Tap sage to modify one influence attempt by a character in
 * his company by +2. Sage makes a corruption check." Read where a faction is played and where an opponent's card is influenced,
 * used up by it; a corruption check neither reads nor uses it up (the sage's own check follows the tap at once).
 */
import { describe, expect, it } from 'vitest';
import type { RollEvent } from '../../src-shared/engine/cards/cardApi';
import { ScenarioKit } from '../cards/kit/kit';
import { playing } from '../cards/kit/templates';
import { fixtures } from './engine-fixtures/fixtures';

const label = 'When You Know More';
const roll = (k: ScenarioKit, purpose: string) => k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === purpose);

describe("the 'influenceCheck' modifier", () => {
  it('"modify one influence attempt … by +2": playing Rangers of the North at Bree, +2 in the check, then used up', () => {
    const k = new ScenarioKit(fixtures().cards);
    const { id, chars } = k.company(0, ['Aragorn II'], 'Bree');
    const aragorn = chars[0] as number;
    playing(k, id, true);
    k.s.mods.push({ inst: aragorn, stat: 'influenceCheck', delta: 2, label });
    const card = k.mpHand(0, 'Rangers of the North');
    k.rig([2, 2]);
    k.act(0, { type: 'playMpCard', inst: card, character: aragorn });
    expect((roll(k, 'influence')?.mods ?? []).find((m) => m.label === label)?.value).toBe(2);
    expect(k.where(card)).toBe('playArea');
    expect(k.s.mods.some((m) => m.inst === aragorn)).toBe(false);
  });

  it("an influence attempt against an opponent's faction: +2 in the modifier, then used up", () => {
    const k = new ScenarioKit(fixtures().cards);
    const { id, chars } = k.company(0, ['Ioreth'], 'Bree');
    const ioreth = chars[0] as number;
    playing(k, id, true);
    k.s.mods.push({ inst: ioreth, stat: 'influenceCheck', delta: 2, label });
    const target = k.inPlay(1, 'Rangers of the North');
    k.rig([3, 3, 3, 3]);
    k.act(0, { type: 'influenceAttempt', influencer: ioreth, target });
    expect((roll(k, 'influenceAttempt')?.mods ?? []).find((m) => m.label === label)?.value).toBe(2);
    expect(k.s.mods.some((m) => m.inst === ioreth)).toBe(false);
  });

  it('"one influence attempt": a corruption check neither counts it nor uses it up', () => {
    const k = new ScenarioKit(fixtures().cards);
    const { chars } = k.company(0, ['Bilbo'], 'Rivendell');
    const bilbo = chars[0] as number;
    k.s.mods.push({ inst: bilbo, stat: 'influenceCheck', delta: 2, label });
    k.rig([3, 3]);
    k.corruptionCheck(bilbo);
    expect((roll(k, 'corruption')?.mods ?? []).some((m) => m.label === label)).toBe(false);
    expect(k.s.mods.some((m) => m.inst === bilbo && m.stat === 'influenceCheck')).toBe(true);
  });
});
