/** Turns in scenarios. */
import type { ScenarioKit } from '../kit/kit';
import type { Scenario } from '../kit/scenario';

/** The end of this turn (the other seat's turn in between) up to the seat's next untap phase, in a two-seat scenario where seat 0 is active. */
export function nextOwnTurn(k: ScenarioKit): void {
  k.toNextTurn(1);
  k.equal(k.s.turn.active, 0, 'seat 0 is active again');
}

/** A resource short-event with no timing of its own is played only in its player's turn: refused in the opponent's organization phase (seat 0's company named). */
export function notInOpponentsTurn(name: string, who: string, site: string): Scenario {
  return {
    title: `refused during the opponent's turn (a resource short-event: its player's turn only)`,
    run: (k) => {
      k.phase('organization');
      Object.assign(k.s.turn, { active: 1, firstHazard: 0 });
      k.company(0, [who], site);
      k.expect(!k.canPlay(0, k.hand(0, name)), "in the opponent's organization phase");
    },
  };
}
