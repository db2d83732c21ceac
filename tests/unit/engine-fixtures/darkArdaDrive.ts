/** Drives a Dark Arda game through its setup decisions: scripted picks where given, the bots elsewhere. */
import { applyInPlace, legalActions } from '../../../src-shared/engine';
import { chooseBotAction } from '../../../src-shared/engine/bots/planner';
import { actor } from '../../../src-shared/engine/phases/flow';
import type { Action, GameState, Step } from '../../../src-shared/engine/types';

/** A scripted choice for this decision, or undefined to let the bot choose. */
export type Script = (s: GameState, seat: number, legal: Action[]) => Action | undefined;

export const topKind = (s: GameState): Step['kind'] | undefined => s.stack[s.stack.length - 1]?.kind;

export function apply(s: GameState, seat: number, a: Action): void {
  const r = applyInPlace(s, seat, a);
  if (!r.ok) throw new Error(`${a.type} rejected: ${r.rejection.message}`);
}

/** Runs decisions until `until` holds (default: the first turn has begun). */
export function drive(s: GameState, script: Script = () => undefined, until: (s: GameState) => boolean = (x) => x.turn.number > 0, level: 'simple' | 'planner' = 'simple'): GameState {
  for (let guard = 0; guard < 500 && !until(s); guard++) {
    const seat = actor(s);
    if (seat < 0) throw new Error(`no decision at ${topKind(s)}`);
    const legal = legalActions(s, seat);
    const a = script(s, seat, legal) ?? chooseBotAction(s, seat, level);
    if (!a) throw new Error(`seat ${seat} has no choice at ${topKind(s)}`);
    apply(s, seat, a);
  }
  if (!until(s)) throw new Error('setup did not finish');
  return s;
}
