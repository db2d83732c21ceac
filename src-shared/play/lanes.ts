/**
 * Simultaneous turns as the board draws them, read from a seat's view (engine/simultaneous/lanes.ts
 * keeps one lane per active seat; the lane being acted in has its turn and steps in `turn` /
 * `stack`, the others in `lanes.list[i]`). Pure and non-mutating: the board's views are shared.
 */
import type { GameView } from '../engine';
import { hasLanes, sphereOf } from '../engine/simultaneous/lanes';
import type { Step, TurnState } from '../engine/types';

/** One active seat's turn: the first-right token holder's lane first. */
export interface LaneTurn {
  index: number;
  seat: number;
  turn: TurnState;
  stack: Step[];
  /** This seat holds the first-right token ("the player who has first right should timing issues arise"). */
  token: boolean;
}

type LaneView = Pick<GameView, 'turn' | 'stack' | 'lanes'>;

/** Each lane's turn and steps (one lane, the active player's, without simultaneous turns). */
export function laneTurns(view: LaneView): LaneTurn[] {
  const lanes = view.lanes;
  if (!lanes || !hasLanes(view)) return [{ index: 0, seat: view.turn.active, turn: view.turn, stack: view.stack, token: false }];
  const out: LaneTurn[] = [];
  lanes.list.forEach((lane, i) => {
    const here = i === lanes.current;
    const turn = here ? view.turn : lane.turn;
    const stack = here ? view.stack : lane.stack;
    if (turn && stack) out.push({ index: i, seat: lane.seat, turn, stack, token: i === 0 });
  });
  return out;
}

/**
 * The view as lane `i` sees it: that lane's turn and steps in `turn` / `stack`, the others kept in
 * `lanes.list`, as the engine swaps them. What decision texts and click intents read for a seat
 * deciding in lane `i`. The same view when `i` is the current lane or there are no lanes.
 */
export function viewInLane<V extends LaneView>(view: V, i: number): V {
  const lanes = view.lanes;
  if (!lanes || i === lanes.current || i < 0 || i >= lanes.list.length) return view;
  const target = lanes.list[i];
  if (!target?.turn || !target.stack) return view;
  const list = lanes.list.map((lane, k) => (k === i ? { ...lane, turn: null, stack: null } : k === lanes.current ? { ...lane, turn: view.turn, stack: view.stack } : lane));
  return { ...view, turn: target.turn, stack: target.stack, lanes: { ...lanes, list, current: i } };
}

/** The seat holding the first-right token, or null without simultaneous turns. */
export function tokenSeat(view: LaneView): number | null {
  return hasLanes(view) ? (view.lanes?.list[0]?.seat ?? null) : null;
}

/**
 * The seats a card `seat` played reaches when it "would normally affect all players at the table"
 * (Arda Revised appendix: "Each player will have a Sphere corresponding to him and his two
 * adjacent players"): the engine's own Sphere (table order, players still in the game); null
 * when turns are not simultaneous (every seat).
 */
export function sphereOfSeat(view: Pick<GameView, 'order' | 'players' | 'lanes'>, seat: number): number[] | null {
  return hasLanes(view) ? sphereOf(view, seat).sort((a, b) => a - b) : null;
}

/** The seat whose play area holds the card instance (-1: none). */
export function playAreaOwner(view: Pick<GameView, 'players'>, inst: number): number {
  return view.players.find((p) => p.playArea.includes(inst))?.seat ?? -1;
}

/** Seats playing hazards now, in any lane: each lane's first hazard player and the seat facing a company's movement. */
export function hazardSeats(view: LaneView): number[] {
  const out = new Set<number>();
  for (const lane of laneTurns(view)) {
    for (let k = lane.stack.length - 1; k >= 0; k--) {
      const step = lane.stack[k];
      if (step?.kind === 'mhHazards') {
        out.add(step.hazardSeat);
        break;
      }
    }
    out.add(lane.turn.firstHazard);
  }
  return [...out].sort((a, b) => a - b);
}
