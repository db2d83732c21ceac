/**
 * A card played on a character that has another use on no character (TargetSpec `orNone`; Gloom: "One character (attacker’s
 * choice) in that company suffers -1 to his prowess until the end of the turn. Alternatively, if Doors of Night is in play, treat
 * one Border-land [{b}] as a Wilderness [{w}] … until the end of the turn"): null is a target, the target's `where` conditions
 * do not apply to it, and at resolution the card does not fizzle for want of a character (effects/resolve.ts targetStillValid).
 */
import { describe, expect, it } from 'vitest';
import { ScenarioKit } from '../cards/kit/kit';
import { fixtures } from './engine-fixtures/fixtures';

describe('a character target with a use on no character', () => {
  it('is played on no character and resolves', () => {
    const k = new ScenarioKit(fixtures().cards);
    k.inPlay(1, 'Doors of Night');
    const { id, chars } = k.company(0, ['Aragorn II'], 'Lórien');
    const gloom = k.hand(1, 'Gloom');
    k.movement(id, 'Edoras', ['Rohan']);
    expect(k.canPlay(1, gloom, null)).toBe(true);
    expect(k.canPlay(1, gloom, chars[0] as number)).toBe(true);
    k.play(1, gloom, null);
    expect(k.events.some((e) => e.type === 'fizzle')).toBe(false);
    expect(k.s.turn.regionsAs?.['rohan']).toEqual(['w']);
  });
});
