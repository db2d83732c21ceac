/**
 * General influence over its limit (phases/generalInfluence.ts). coe-rules 2.II.8: "If the total mind of a player's non-follower
 * characters exceeds that player's general influence, the characters remain under that player's control until the end of that
 * player's organization phase, at which point the player must immediately discard enough non-avatar characters so that their
 * maximum general influence is not exceeded … Those characters must first include any non-avatar characters that were brought into
 * play this turn, and characters played this turn are returned to the player's hand instead of being discarded for this purpose."
 */
import { describe, expect, it } from 'vitest';
import { ScenarioKit } from '../cards/kit/kit';
import { controlMind, mindOf, usedGeneralInfluence } from '../../src-shared/engine/state';
import { fixtures } from './engine-fixtures/fixtures';

const kit = () => new ScenarioKit(fixtures().cards);

describe('general influence over its limit', () => {
  it('a Mind Ring lowers the mind its bearer counts for ("-1 to mind to a minimum of 1"), never below 1', () => {
    const k = kit();
    const [asternak, odoacer] = k.company(0, ['Asternak', 'Odoacer'], 'Rivendell').chars as [number, number];
    k.item(asternak, 'Thrall-ring');
    k.item(odoacer, 'Thrall-ring');
    expect(mindOf(k.s, asternak)).toBe(4);
    expect(controlMind(k.s, asternak)).toBe(4);
    expect(mindOf(k.s, odoacer)).toBe(1);
  });

  it('over 20 the characters stay until the end of the organization phase; then enough are discarded', () => {
    const k = kit();
    // Elrond 10 + Glorfindel II 8 + Gimli 6 = 24 under general influence.
    const { chars } = k.company(0, ['Elrond', 'Glorfindel II', 'Gimli'], 'Rivendell');
    k.phase('organization');
    expect(usedGeneralInfluence(k.s, 0)).toBe(24);
    k.act(0, { type: 'endPhase' });
    expect(usedGeneralInfluence(k.s, 0)).toBeLessThanOrEqual(20);
    // The least mind that brings him within the limit: Gimli (6 ≥ 4).
    expect(k.where(chars[2] as number)).toBe('discard');
    expect(k.s.chars[chars[0] as number]).toBeDefined();
  });

  it('a character brought into play this turn goes first, back to the Character deck', () => {
    const k = kit();
    const { chars } = k.company(0, ['Elrond', 'Glorfindel II', 'Gimli'], 'Rivendell');
    k.phase('organization');
    k.s.turn.charactersPlayed = [chars[1] as number];
    k.act(0, { type: 'endPhase' });
    expect(k.s.chars[chars[1] as number]).toBeUndefined();
    expect(k.s.sets.wizard?.decks.character.includes(chars[1] as number) || k.s.sets.wizard?.faceUp.character.includes(chars[1] as number)).toBe(true);
    expect(k.s.chars[chars[2] as number]).toBeDefined();
  });
});
