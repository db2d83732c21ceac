/** What is being decided now and by whom, and the legal actions grouped for the decision panel. */
import type { GameView } from '../engine/api';
import type { Action } from '../engine/types';

export interface ActionChoice {
  action: Action;
  label: string;
  hint?: string;
}

export interface ActionGroup {
  key: string;
  title: string;
  choices: ActionChoice[];
}

export function describeDecision(_view: GameView): { seat: number; title: string; detail: string } | null {
  return null;
}

export function groupActions(_view: GameView, _seat: number, actions: Action[]): ActionGroup[] {
  return actions.length ? [{ key: 'all', title: 'Actions', choices: actions.map((action) => ({ action, label: action.type })) }] : [];
}
