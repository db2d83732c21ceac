/**
 * Simultaneous turns as the board reads them (src-shared/play/lanes.ts), on a real game from the
 * card data given a second lane the way the engine keeps one (simultaneous/lanes.ts): lane
 * views equal the engine's own swap, never mutate the shown view, and the Sphere is the
 * appendix's "him and his two adjacent players" in table order.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { viewFor, type GameView } from '../../src-shared/engine';
import { swapLane } from '../../src-shared/engine/simultaneous/lanes';
import type { GameState } from '../../src-shared/engine/types';
import { describeDecision } from '../../src-shared/play/decision';
import { hazardSeats, laneTurns, playAreaOwner, sphereOfSeat, tokenSeat, viewInLane } from '../../src-shared/play/lanes';
import { atFirstTurn } from './engine-fixtures/fixtures';

/** A real first turn with a second active seat, its own turn record and steps, as lanes.ts stores it between actions. */
function withSecondLane(): GameState {
  const s = atFirstTurn(['wizard', 'ringwraith', 'wizard', 'ringwraith'], 'lanes-ui');
  const first = s.turn.active;
  const second = (first + 2) % 4;
  const turn = { ...structuredClone(s.turn), active: second, firstHazard: (second + 1) % 4 };
  s.lanes = { list: [{ seat: first, turn: null, stack: null }, { seat: second, turn, stack: structuredClone(s.stack) }], current: 0, count: 1 };
  return s;
}

describe('lanes on the board', () => {
  const state = withSecondLane();
  const view = viewFor(state, -1);

  it('lists each active seat\'s turn, the first-right token holder first', () => {
    const lanes = laneTurns(view);
    expect(lanes.map((l) => l.seat)).toEqual(state.lanes!.list.map((l) => l.seat));
    expect(lanes[0]!.turn).toBe(view.turn);
    expect(lanes[1]!.turn.active).toBe(lanes[1]!.seat);
    expect(lanes.map((l) => l.token)).toEqual([true, false]);
    expect(tokenSeat(view)).toBe(lanes[0]!.seat);
    const single = viewFor(atFirstTurn(['wizard', 'wizard'], 'no-lanes'), -1);
    expect(laneTurns(single).map((l) => l.seat)).toEqual([single.turn.active]);
    expect(tokenSeat(single)).toBeNull();
  });

  it('shows a lane as the engine swaps it in, without touching the shown view, and back again', () => {
    const before = JSON.stringify(view);
    const engine = structuredClone(state);
    swapLane(engine, 1);
    const inLane = viewInLane(view, 1);
    expect(JSON.stringify(view)).toBe(before);
    expect(inLane.turn).toEqual(engine.turn);
    expect(inLane.stack).toEqual(engine.stack);
    expect(inLane.lanes).toEqual(engine.lanes);
    expect(viewInLane(inLane, 0)).toEqual(view);
    expect(viewInLane(view, 0)).toBe(view);
    expect(viewInLane(view, 5)).toBe(view);
    // The decision panel reads the lane's step: the second active seat decides there.
    expect(describeDecision(inLane)?.seat).toBe(state.lanes!.list[1]!.seat);
    expect(describeDecision(view)?.seat).toBe(state.lanes!.list[0]!.seat);
  });

  it('marks each lane\'s hazard players', () => {
    const lanes = laneTurns(view);
    expect(hazardSeats(view)).toEqual([...new Set(lanes.map((l) => l.turn.firstHazard))].sort((a, b) => a - b));
  });

  it('a card reaches "him and his two adjacent players" in table order (Dark Arda\'s dice order), past players who are out; every seat without simultaneous turns', () => {
    const lanes = { list: [{ seat: 0, turn: null, stack: null }, { seat: 3, turn: null, stack: null }], current: 0, count: 1 };
    const table = (n: number, out: number[] = []) => Array.from({ length: n }, (_, i) => ({ ...view.players[0]!, seat: i, out: out.includes(i), playArea: [] }));
    // Seated by the dice as 4, 0, 6, 2, 5, 1, 3: seat 0's neighbours are 4 and 6, not 1 and 6.
    const order = [4, 0, 6, 2, 5, 1, 3];
    expect(sphereOfSeat({ order, players: table(7), lanes }, 0)).toEqual([0, 4, 6]);
    // Seat 6 is out: seat 0's neighbour on that side is now 2.
    expect(sphereOfSeat({ order, players: table(7, [6]), lanes }, 0)).toEqual([0, 2, 4]);
    expect(sphereOfSeat({ order, players: table(7), lanes: undefined }, 0)).toBeNull();
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 9 }).chain((n) => fc.tuple(fc.shuffledSubarray([...Array(n).keys()], { minLength: n, maxLength: n }), fc.nat(n - 1))), ([perm, at]) => {
        const n = perm.length;
        const seat = perm[at]!;
        const reach = sphereOfSeat({ order: perm, players: table(n), lanes }, seat)!;
        expect(reach).toHaveLength(3);
        expect(reach).toContain(perm[(at + 1) % n]);
        expect(reach).toContain(perm[(at + n - 1) % n]);
        expect(playAreaOwner({ players: table(n).map((p) => ({ ...p, playArea: p.seat === seat ? [1000] : [] })) } as Pick<GameView, 'players'>, 1000)).toBe(seat);
      }),
    );
  });
});
