/**
 * Simultaneous turns as the board reads them (src-shared/play/lanes.ts), on a real game from the
 * card data given a second lane the way the engine keeps one (simultaneous/lanes.ts): lane
 * views equal the engine's own swap, never mutate the shown view, and the Sphere is the
 * appendix's "him and his two adjacent players".
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { viewFor, type GameView } from '../../src-shared/engine/api';
import { swapLane } from '../../src-shared/engine/simultaneous/lanes';
import { sphere } from '../../src-shared/engine/simultaneous/seating';
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

  it('a card reaches "him and his two adjacent players" at a simultaneous table, every seat otherwise', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 9 }), fc.nat(8), (n, k) => {
        const seat = k % n;
        const players = Array.from({ length: n }, (_, i) => ({ ...view.players[0]!, seat: i, playArea: i === seat ? [1000] : [] }));
        const reach = sphereOfSeat({ players } as Pick<GameView, 'players'>, seat);
        expect(playAreaOwner({ players } as Pick<GameView, 'players'>, 1000)).toBe(seat);
        if (n <= 4) expect(reach).toBeNull();
        else {
          expect(reach).toEqual(sphere(n, seat));
          expect(reach).toHaveLength(3);
          expect(reach).toContain((seat + 1) % n);
          expect(reach).toContain((seat + n - 1) % n);
        }
      }),
    );
  });
});
