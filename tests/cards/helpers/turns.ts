/** Turns in scenarios. */
import type { ScenarioKit } from '../kit/kit';

/** The end of this turn (the other seat's turn in between) up to the seat's next untap phase, in a two-seat scenario where seat 0 is active. */
export function nextOwnTurn(k: ScenarioKit): void {
  k.toNextTurn(1);
  k.equal(k.s.turn.active, 0, 'seat 0 is active again');
}
