/**
 * The One Ring's corruption points to the bearer's companions (corruption.ts corruptionPoints). Hero card: "+1 corruption point to
 * every character in the bearer’s company"; minion card (LE-326): "If the bearer is not a Ringwraith, +1 corruption point to every
 * character in the bearer’s company".
 */
import { describe, expect, it } from 'vitest';
import { corruptionPoints } from '../../src-shared/engine/corruption';
import { ScenarioKit } from '../cards/kit/kit';
import { minionKit } from '../cards/kit/templates';
import { fixtures } from './engine-fixtures/fixtures';

describe('The One Ring: +1 corruption point to each companion of its bearer', () => {
  it('the minion One Ring: "If the bearer is not a Ringwraith": none with the Witch-king bearing it, +1 with Orc Veteran', () => {
    const k = minionKit(new ScenarioKit(fixtures().cards));
    const [wk, orc, other] = k.company(0, ['The Witch-king', 'Orc Veteran', 'Hendolen'], 'Minas Morgul').chars as [number, number, number];
    const ring = k.item(wk, 'The One Ring');
    expect(corruptionPoints(k.s, other)).toBe(0);
    k.s.chars[wk]?.items.splice(0, 1);
    k.s.chars[orc]?.items.push(ring);
    expect(corruptionPoints(k.s, other)).toBe(1);
  });

  it('the hero One Ring: "+1 corruption point to every character in the bearer’s company"', () => {
    const k = new ScenarioKit(fixtures().cards);
    const [aragorn, legolas] = k.company(0, ['Aragorn II', 'Legolas'], 'Rivendell').chars as [number, number];
    k.item(aragorn, 'The One Ring');
    expect(corruptionPoints(k.s, legolas)).toBe(1);
  });
});
