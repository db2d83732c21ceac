/** Arda Revised appendix "The Simultaneous Active Turn Sequence", and the avatar seating rule. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  activeCount,
  activeSeats,
  avatarConflicts,
  byFirstRight,
  gapsBetweenActives,
  hazardOrder,
  inSphere,
  sphere,
} from '../../src-shared/engine/simultaneous/seating';

const seats = fc.integer({ min: 2, max: 9 });

describe('simultaneous active turns', () => {
  it('"count out two (5 players) or 3 people (6-7 players) clockwise to designate the second active resource player"', () => {
    expect(activeSeats(5, 1, 0)).toEqual([1, 3]);
    expect(activeSeats(6, 4, 0)).toEqual([4, 1]);
    expect(activeSeats(7, 0, 0)).toEqual([0, 3]);
    expect(activeCount(4)).toBe(1);
    // Dark Arda: "If there are 8 to 9 players, thee player simultaneously move first".
    expect(activeSeats(9, 0, 0)).toHaveLength(3);
  });

  it('"one (5 players) or two (6-7 players) hazard players between two active resource players"', () => {
    expect(gapsBetweenActives(5)).toEqual([1, 2]);
    expect(gapsBetweenActives(6)).toEqual([2, 2]);
    expect(gapsBetweenActives(7)).toEqual([2, 3]);
    for (const n of [5, 6, 7, 8, 9]) expect(Math.min(...gapsBetweenActives(n))).toBeGreaterThanOrEqual(1);
  });

  it('"pass on this token clockwise each turn": over n turns every seat holds the token once and is active once per active slot (property)', () => {
    fc.assert(
      fc.property(seats, fc.nat(), fc.nat(50), (n, first, start) => {
        const counts = new Array<number>(n).fill(0);
        const tokens = new Array<number>(n).fill(0);
        for (let turn = start; turn < start + n; turn++) {
          const act = activeSeats(n, first % n, turn);
          expect(new Set(act).size).toBe(act.length);
          tokens[act[0] as number]! += 1;
          for (const s of act) counts[s]! += 1;
          // Active players are never neighbours, so no active seat is a hazard player of another.
          for (const a of act) for (const h of hazardOrder(n, a, turn)) if (act.length > 1) expect(act).not.toContain(h);
        }
        expect(tokens.every((t) => t === 1)).toBe(true);
        expect(counts.every((c) => c === activeCount(n))).toBe(true);
      }),
    );
  });

  it('"a Sphere corresponding to him and his two adjacent players … they now only affect the players directly to his right and left"', () => {
    expect(sphere(7, 0)).toEqual([0, 1, 6]);
    expect(inSphere(7, 0, 3)).toBe(false);
    expect(inSphere(4, 0, 2)).toBe(true); // no spheres without simultaneous turns
    fc.assert(
      fc.property(seats, fc.nat(), fc.nat(), (n, a, b) => {
        expect(inSphere(n, a % n, b % n)).toBe(inSphere(n, b % n, a % n));
        expect(inSphere(n, a % n, b % n)).toBe(n <= 4 || [0, 1, n - 1].includes((((a - b) % n) + n) % n));
      }),
    );
  });

  it('"hazard play may be passed counter clockwise, skipping the resource player, to the hazard player sitting to his left. Thus, the hazards played remain always in the resource player\'s Sphere"', () => {
    expect(hazardOrder(7, 3, 0)).toEqual([4, 2]);
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 9 }), fc.nat(), fc.nat(), (n, a, turn) => {
        for (const h of hazardOrder(n, a % n, turn)) expect(sphere(n, a % n)).toContain(h);
      }),
    );
  });

  it('without simultaneous turns: "the player to your left is your first hazard player … the first hazard player rotates clockwise" (multiplayer.txt)', () => {
    // "On Bob's first turn, Connie will be his first hazard player. George … on Bob's second turn … Scott … third … Connie … again."
    expect([0, 1, 2, 3].map((t) => hazardOrder(4, 0, t)[0])).toEqual([1, 2, 3, 1]);
    expect(hazardOrder(4, 0, 1)).toEqual([2, 3, 1]);
    expect(hazardOrder(2, 1, 5)).toEqual([0]);
  });

  it('"Give a token … to the first active resource player … the player who has first right": conflicting claims resolve from the token clockwise', () => {
    const claims = [{ seat: 1, card: 'x' }, { seat: 5, card: 'x' }];
    expect(byFirstRight(7, 5, claims).map((c) => c.seat)).toEqual([5, 1]);
    expect(byFirstRight(7, 1, claims).map((c) => c.seat)).toEqual([1, 5]);
  });
});

describe('avatars at big tables', () => {
  it('"if playing with 6-7 players, don\'t play two same wizards if you\'re sitting next to each other"', () => {
    expect(avatarConflicts(['Gandalf', 'Saruman', 'Gandalf', 'Radagast', 'Alatar', 'Pallando'])).toEqual([]);
    expect(avatarConflicts(['Gandalf', 'Saruman', 'Radagast', 'Alatar', 'Pallando', 'Saruman', 'Gandalf'])).toEqual([[0, 6]]);
  });
  it('"In 2-5 player games, respect the uniqueness of the wizards"', () => {
    expect(avatarConflicts(['Gandalf', 'Saruman', 'Gandalf', 'Radagast', 'Alatar'])).toEqual([[0, 2]]);
    expect(avatarConflicts([null, null])).toEqual([]);
  });
  it('refuses tables outside 2–9 seats', () => {
    expect(() => activeCount(10)).toThrow(/2 to 9 seats, not 10/);
  });
});
