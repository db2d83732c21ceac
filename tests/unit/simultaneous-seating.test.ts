/** Arda Revised appendix "The Simultaneous Active Turn Sequence": how many players are active, and how they are counted out. */
import { describe, expect, it } from 'vitest';
import { activeCount, activeOffsets, isSimultaneous } from '../../src-shared/engine/simultaneous/seating';

/** Hazard players strictly between consecutive active seats, clockwise. */
function gaps(n: number): number[] {
  const offsets = activeOffsets(n);
  return offsets.map((o, i) => (i + 1 < offsets.length ? (offsets[i + 1] as number) : n) - o - 1);
}

describe('simultaneous active turns', () => {
  it('"If playing with more than 4 players, Simultaneous Active Turns system is used"', () => {
    expect([2, 3, 4].map(isSimultaneous)).toEqual([false, false, false]);
    expect([5, 6, 7, 8, 9].map(isSimultaneous)).toEqual([true, true, true, true, true]);
  });

  it('"count out two (5 players) or 3 people (6-7 players) clockwise to designate the second active resource player"', () => {
    expect(activeOffsets(5)).toEqual([0, 2]);
    expect(activeOffsets(6)).toEqual([0, 3]);
    expect(activeOffsets(7)).toEqual([0, 3]);
    expect(activeCount(4)).toBe(1);
    // Dark Arda: "If there are 8 to 9 players, thee player simultaneously move first".
    expect(activeCount(8)).toBe(3);
    expect(activeOffsets(9)).toHaveLength(3);
  });

  it('"one (5 players) or two (6-7 players) hazard players between two active resource players"', () => {
    expect(gaps(5)).toEqual([1, 2]);
    expect(gaps(6)).toEqual([2, 2]);
    expect(gaps(7)).toEqual([2, 3]);
    for (const n of [5, 6, 7, 8, 9]) expect(Math.min(...gaps(n))).toBeGreaterThanOrEqual(1);
  });

  it('refuses tables outside 2–9 seats', () => {
    expect(() => activeCount(10)).toThrow(/2 to 9 seats, not 10/);
  });
});
