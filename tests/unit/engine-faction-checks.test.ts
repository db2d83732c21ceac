/**
 * `factionChecks` (effects/types.ts, effects/statics.ts factionChecks / factionCheckDice): an event in play that changes every
 * influence check against a faction, whoever makes it — Tidings of Death: "-1 to each influence check against a faction, but for
 * each influence check make an additional roll and choose which result to use". Read where a faction is played (phases/site.ts)
 * and where an opponent's faction is influenced (phases/influence.ts); planted on Old Prejudice (a long-event) and compared with
 * the same position without it.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { RollEvent } from '../../src-shared/engine/cards/cardApi';
import { DEFS_BY_SLUG } from '../../src-shared/engine/cards/library';
import { swapCardDef } from '../../src-shared/engine/effects/defs';
import type { CardDef } from '../../src-shared/engine/effects/types';
import { ScenarioKit } from '../cards/kit/kit';
import { minionKit, playing } from '../cards/kit/templates';
import { fixtures } from './engine-fixtures/fixtures';

let restore: (() => void) | null = null;
afterEach(() => {
  restore?.();
  restore = null;
});

function plant(): void {
  const def = DEFS_BY_SLUG['old-prejudice'] as CardDef;
  restore = swapCardDef(def, { ...def, static: [{ on: 'factionChecks', delta: -1, rollTwice: true }] });
}

/** Tarcil plays Orcs of Mirkwood at Sarn Goriwing with Old Prejudice in the opponent's play, on dice 1,1 then 6,6. */
function factionPlay(): { roll: RollEvent | undefined; where: string } {
  const k = minionKit(new ScenarioKit(fixtures().cards));
  const { id, chars } = k.company(0, ['Tarcil'], 'Sarn Goriwing');
  playing(k, id, true);
  k.inPlay(1, 'Old Prejudice');
  const card = k.mpHand(0, 'Orcs of Mirkwood');
  k.rig([1, 1, 6, 6]);
  k.act(0, { type: 'playMpCard', inst: card, character: chars[0] as number });
  return { roll: k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'influence'), where: k.where(card) };
}

describe('factionChecks', () => {
  it('without it, a faction is played on one roll', () => {
    const { roll, where } = factionPlay();
    expect(roll?.dice).toEqual([1, 1]);
    expect(roll?.alsoRolled).toBeUndefined();
    expect(where).toBe('discard');
  });

  it('"-1 to each influence check against a faction, but … make an additional roll and choose which result to use": the higher roll, -1', () => {
    plant();
    const { roll, where } = factionPlay();
    expect(roll?.dice).toEqual([6, 6]);
    expect(roll?.alsoRolled).toEqual([1, 1]);
    expect((roll?.mods ?? []).filter((m) => m.label === 'Old Prejudice').map((m) => m.value)).toEqual([-1]);
    expect(where).toBe('playArea');
  });

  it('an influence attempt against an opponent\'s faction: the influencer\'s additional roll comes after the opponent\'s, the higher used, -1 in the modifier', () => {
    plant();
    const k = new ScenarioKit(fixtures().cards);
    const { id, chars } = k.company(0, ['Ioreth'], 'Bree');
    playing(k, id, true);
    k.inPlay(0, 'Old Prejudice');
    const target = k.inPlay(1, 'Rangers of the North');
    k.rig([1, 2, 1, 1, 5, 6]);
    k.act(0, { type: 'influenceAttempt', influencer: chars[0] as number, target });
    const roll = k.events.find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'influenceAttempt');
    expect(roll?.dice).toEqual([5, 6]);
    expect(roll?.alsoRolled).toEqual([1, 2]);
    expect(roll?.against).toEqual([1, 1]);
    expect((roll?.mods ?? []).some((m) => m.label === 'Old Prejudice' && m.value === -1)).toBe(true);
  });
});
