/** The shape of an action's rules: which steps allow it, what is legal, why not, and its effect. */
import type { ActionSchema } from '../actionFields';
import type { Ctx } from '../state';
import type { Action, ActionType, GameState, Rejection, Step } from '../types';

export type ActionOf<T extends ActionType> = Extract<Action, { type: T }>;

export interface Handler<T extends ActionType> {
  /** The action's fields at run time (actionFields.ts actionShape): the API accepts exactly the union of these. */
  schema: ActionSchema<T>;
  steps: readonly Step['kind'][];
  /** Representative legal actions (complete for finite choices; one shortest path per destination). */
  legal(s: GameState, seat: number): ActionOf<T>[];
  check(s: GameState, seat: number, a: ActionOf<T>): Rejection | null;
  apply(s: GameState, seat: number, a: ActionOf<T>, ctx: Ctx): void;
}

export type HandlerTable = { [T in ActionType]: Handler<T> };

/**
 * The steps of a turn in play (not setup, not the game's end): where actions "at any time during the turn" are taken — trades
 * (phases/trade.ts) and Dark Arda's out-of-turn Prone to Violence (darkArda/prone.ts).
 */
export const TURN_STEPS: readonly Step['kind'][] = [
  'organization', 'longEvent', 'mhSelect', 'mhDraws', 'mhHazards', 'siteSelect', 'siteCompany', 'endTurn', 'combat', 'discardExcess', 'chain', 'waitTurn', 'ringChoice', 'ringDraw', 'keepItem', 'handAutoAttack',
];

export function top(s: GameState): Step {
  const step = s.stack[s.stack.length - 1];
  if (!step) throw new Error('empty step stack');
  return step;
}
