/** Dark Arda "Winning the Game" and the "Sudden Call Rule". */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AUDIENCE_MP, canCallAudience, darkArdaEnding, type DarkArdaEndState, type DarkArdaSeatState } from '../../src-shared/engine/darkArda/endings';
import type { RawSheet } from '../../src-shared/engine/darkArda/scoring';

/** Points spread over three sources every seat has, so neither doubling nor the half cap changes the order. */
const sheet = (mp: number): RawSheet => ({ character: mp, item: mp, faction: 0, ally: 0, kill: mp, misc: 0, negative: 0 });
const seat = (mp: number, over: Partial<DarkArdaSeatState> = {}): DarkArdaSeatState => ({ mp, ringwraithEliminated: false, oneRingAtBaradDur: false, sheet: sheet(mp), ...over });
const table = (seats: DarkArdaSeatState[], over: Partial<DarkArdaEndState> = {}): DarkArdaEndState => ({ seats, audienceCalledBy: null, finalTurnsTaken: [], ...over });

describe('ways a Dark Arda game ends', () => {
  it('"any player with 25 or more MP may call the Audience with Sauron" — with the virtual Sudden Call, no card needed', () => {
    const t = table([seat(AUDIENCE_MP), seat(24)]);
    expect(canCallAudience(t, 0)).toBe(true);
    expect(canCallAudience(t, 1)).toBe(false);
    expect(canCallAudience({ ...t, audienceCalledBy: 0 }, 0)).toBe(false);
    expect(darkArdaEnding(t)).toBeNull();
  });

  it('"Every other player gets one final turn, and then … whichever player has the highest amount of MP wins"', () => {
    const called = table([seat(26), seat(20), seat(30)], { audienceCalledBy: 0 });
    expect(darkArdaEnding({ ...called, finalTurnsTaken: [1] })).toBeNull();
    expect(darkArdaEnding({ ...called, finalTurnsTaken: [1, 2] })).toEqual({ reason: 'audience', winners: [2] });
    // The count is the standard one: a seat's only source is cut to half of its total, so a
    // lone 30 points of items counts 0 and loses to 5 + 5 spread over two sources (and to 3 × 1).
    const lopsided = table([{ ...seat(26), sheet: sheet(1) }, { ...seat(0), sheet: { ...sheet(0), item: 30 } }, { ...seat(0), sheet: { ...sheet(0), character: 5, ally: 5 } }], { audienceCalledBy: 0, finalTurnsTaken: [1, 2] });
    expect(darkArdaEnding(lopsided)?.winners).toEqual([2]);
  });

  it('"All Ringwraiths but your own are eliminated"', () => {
    const t = table([seat(3, { ringwraithEliminated: true }), seat(1), seat(9, { ringwraithEliminated: true })]);
    expect(darkArdaEnding(t)).toEqual({ reason: 'avatars-eliminated', winners: [1] });
  });

  it('"You move The One Ring to Barad-dur" ends the game at once, whatever the MP', () => {
    const t = table([seat(40), seat(0, { oneRingAtBaradDur: true })], { audienceCalledBy: 0, finalTurnsTaken: [1] });
    expect(darkArdaEnding(t)).toEqual({ reason: 'one-ring', winners: [1] });
  });

  it('property: an ending always names winners who are still in the game', () => {
    const s = fc.record({ mp: fc.integer({ min: 0, max: 40 }), ringwraithEliminated: fc.boolean(), oneRingAtBaradDur: fc.constant(false) });
    fc.assert(
      fc.property(fc.array(s, { minLength: 2, maxLength: 9 }), fc.nat(), (seats, callerPick) => {
        const full = seats.map((x) => ({ ...x, sheet: sheet(x.mp) }));
        const live = full.flatMap((x, i) => (x.ringwraithEliminated ? [] : [i]));
        const caller = live.length > 0 ? (live[callerPick % live.length] as number) : null;
        const end = darkArdaEnding(table(full, { audienceCalledBy: caller, finalTurnsTaken: full.map((_, i) => i) }));
        if (live.length === 0) return;
        expect(end).not.toBeNull();
        for (const w of end?.winners ?? []) expect(full[w]?.ringwraithEliminated).toBe(false);
        if (live.length === 1) expect(end?.reason).toBe('avatars-eliminated');
      }),
      { numRuns: 300 },
    );
  });
});
