/**
 * Engine actions and events in words, for the Play screen's log and decision panel and the CLI.
 * Pure: reads a GameView (viewFor + catalog) and never the hidden parts of the state.
 */
import type { GameView } from '../engine/api';
import type { Action, GameEvent } from '../engine/types';

export interface DescribeContext {
  view: GameView;
}

export function seatName(ctx: DescribeContext, seat: number): string {
  return ctx.view.players[seat]?.name ?? `Seat ${seat + 1}`;
}

export function cardName(ctx: DescribeContext, inst: number): string {
  const id = ctx.view.cardOf[inst];
  if (!id) return 'a hidden card';
  return ctx.view.catalog.cards[id]?.name ?? id;
}

export function describeAction(_ctx: DescribeContext, _seat: number, action: Action): string {
  return action.type;
}

export function describeEvent(_ctx: DescribeContext, event: GameEvent): string | null {
  return event.type;
}

export function diceLine(_ctx: DescribeContext, _event: GameEvent): { dice: number[]; text: string } | null {
  return null;
}
