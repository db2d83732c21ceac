/**
 * Dark Arda "Winning the Game": "There are three ways to win an Arda game. · All Ringwraiths but your own are eliminated.
 * · You move The One Ring to Barad-dur. · The Audience with Sauron is called and you have the most Marshalling Points."
 * (The Audience: dark-arda-play-audience.test.ts.) The engine's round cap stays a safety stop ('round-cap').
 */
import { describe, expect, it } from 'vitest';
import { applyInPlace, legalActions } from '../../src-shared/engine';
import { chooseAction } from '../../src-shared/engine/bots/simple';
import { removeCharacter } from '../../src-shared/engine/corruption';
import { finalScores } from '../../src-shared/engine/darkArda/scoring';
import { actor } from '../../src-shared/engine/phases/flow';
import { scoreSheet } from '../../src-shared/engine/scoring';
import { darkGame, darkKit } from './engine-fixtures/darkArdaPlay';

function withRingwraiths(profile: 'dark-arda' | 'arda-revised' = 'dark-arda') {
  const k = darkKit(profile);
  const a = k.company(0, ['The Witch-king', 'Gorbag'], 'Minas Morgul');
  const b = k.company(1, ['Hoarmûrath the Ringwraith', 'Shagrat'], 'Dol Guldur');
  k.s.players[0]!.avatarInPlay = a.chars[0]!;
  k.s.players[1]!.avatarInPlay = b.chars[0]!;
  return { k, a, b };
}

describe('Dark Arda endings', () => {
  it('"All Ringwraiths but your own are eliminated": the Ringwraith eliminated ends the game as avatars-eliminated (Arda Revised: elimination)', () => {
    for (const profile of ['dark-arda', 'arda-revised'] as const) {
      const { k, b } = withRingwraiths(profile);
      removeCharacter(k.s, b.chars[0]!, 'eliminated', { events: [] });
      expect(k.s.players[1]!.out).toBe(true);
      k.act(0, { type: 'endPhase' });
      expect(k.s.result?.reason).toBe(profile === 'dark-arda' ? 'avatars-eliminated' : 'elimination');
      expect(k.s.result?.winners).toEqual([0]);
    }
  });

  it('with three Ringwraiths, one eliminated is not the end; the second is', () => {
    const s = darkGame('three-wraiths', 3);
    const step = (seat: number) => {
      const a = chooseAction(s, seat);
      if (!a) throw new Error('no action');
      const r = applyInPlace(s, seat, a);
      if (!r.ok) throw new Error(r.rejection.message);
    };
    const [first, second] = s.order.filter((seat) => seat !== s.turn.active);
    s.players[first!]!.out = true;
    step(actor(s));
    expect(s.result).toBeNull();
    s.players[second!]!.out = true;
    step(actor(s));
    expect(s.result?.reason).toBe('avatars-eliminated');
    expect(s.result?.winners).toEqual([s.turn.active]);
  });

  it('"You move The One Ring to Barad-dur": offered at Barad-dûr, not at Minas Morgul (Arda Revised: Minas Morgul)', () => {
    const { k, a } = withRingwraiths();
    const bearer = a.chars[1]!;
    k.item(bearer, 'The One Ring');
    expect(legalActions(k.s, 0).some((x) => x.type === 'destroyOneRing')).toBe(false);
    const r = k.refused(0, { type: 'destroyOneRing', bearer });
    expect(r.message).toContain('You move The One Ring to Barad-dur');
    k.s.companies[0]!.site = k.siteId('Barad-dûr');
    expect(legalActions(k.s, 0)).toContainEqual({ type: 'destroyOneRing', bearer });
    k.act(0, { type: 'destroyOneRing', bearer });
    expect(k.s.result?.reason).toBe('one-ring');
    expect(k.s.result?.winners).toEqual([0]);

    const revised = withRingwraiths('arda-revised');
    revised.k.item(revised.a.chars[1]!, 'The One Ring');
    expect(legalActions(revised.k.s, 0)).toContainEqual({ type: 'destroyOneRing', bearer: revised.a.chars[1]! });
  });

  it('the round cap stays round-cap, scored by the final count', () => {
    const { k } = withRingwraiths();
    k.inPlay(0, 'Black Trolls');
    k.s.options.maxRounds = 2;
    Object.assign(k.s.turn, { active: 1, firstHazard: 0, round: 2 });
    k.s.stack = [{ kind: 'endTurn', stage: 'active' }];
    const raw = [scoreSheet(k.s, 0), scoreSheet(k.s, 1)];
    for (let guard = 0; guard < 12 && !k.s.result; guard++) {
      const who = actor(k.s);
      const legal = k.legal(who);
      k.act(who, legal.find((x) => x.type === 'endPhase') ?? legal[0]!);
    }
    expect(k.s.result?.reason).toBe('round-cap');
    expect(k.s.result?.scores[0]?.total).toBe(finalScores(raw)[0]?.total);
  });
});
