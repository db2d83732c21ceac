/**
 * The open chain of effects as the Play screen shows it: the declared cards last-in on top
 * (the order they resolve in), each with its definition's words, and whose priority it is.
 * Pure: reads a GameView; the card words come from the card definitions (effects/defs.ts).
 */
import type { GameView } from '../engine';
import '../engine';
import { defOf } from '../engine/effects/defs';
import type { ChainEntry, GameEvent, Step } from '../engine/types';
import { describeEvent } from './describe';
import { cardIdName, cardName, seatName, type DescribeContext } from './names';

export interface ChainRow {
  key: string;
  /** 1 = resolves first (the last declared). */
  order: number;
  seat: number;
  who: string;
  card: string;
  /** "on Gimli", or '' without a target. */
  target: string;
  /** The definition's words (what resolving it does). */
  text: string;
}

export interface ChainPanelData {
  window: string;
  /** "Timing window: an attack" and the like. */
  title: string;
  rows: ChainRow[];
  priority: number;
  /** "Your response" for the seat with priority, else "Waiting for X". */
  waiting: string;
  yours: boolean;
}

const WINDOWS: Record<string, string> = {
  organization: 'the organization phase',
  longEvent: 'the long-event phase',
  site: 'the site phase',
  endTurn: 'the end-of-turn phase',
  hazard: 'hazards against a company',
  movementHazard: 'the movement/hazard phase',
  attack: 'an attack, before strikes are assigned',
  strike: 'a strike being resolved',
  response: 'a response',
};

export function windowText(window: string): string {
  return WINDOWS[window] ?? window;
}

/** The definition's words (what the engine carries out), else the card's own text. */
function entryText(ctx: DescribeContext, e: ChainEntry): string {
  const card = ctx.view.catalog.cards[e.card];
  if (!card) return '';
  // An ability of a card in play resolves only that ability, not the whole card.
  if (e.ability !== undefined) return `Ability: ${defOf(card)?.abilities?.[e.ability]?.label ?? 'its ability'}`;
  return defOf(card)?.text ?? card.text;
}

/** The topmost open chain step, if any (a chain may sit on top of combat or a phase). */
export function openChain(view: GameView): Extract<Step, { kind: 'chain' }> | null {
  const top = view.stack[view.stack.length - 1];
  return top?.kind === 'chain' ? top : null;
}

/** The panel's content, or null when no chain or window is open. `seat` is the seat looking (-1: spectator). */
export function chainPanel(view: GameView, seat: number): ChainPanelData | null {
  const step = openChain(view);
  if (!step) return null;
  const ctx: DescribeContext = { view };
  const n = step.entries.length;
  const rows = step.entries
    .map((e, i): ChainRow => ({
      key: `${i}-${e.inst}`,
      order: n - i,
      seat: e.seat,
      who: seatName(ctx, e.seat),
      card: cardIdName(ctx, e.card) ?? cardName(ctx, e.inst),
      target: e.target === null ? '' : `on ${cardName(ctx, e.target)}`,
      text: entryText(ctx, e),
    }))
    .reverse();
  const yours = step.priority === seat;
  const title = n > 0 ? `Chain of effects (${windowText(step.window)})` : `Timing window: ${windowText(step.window)}`;
  const waiting = yours ? (n > 0 ? 'Your response: play a card or pass' : 'Your move: play a card or pass') : `Waiting for ${seatName(ctx, step.priority)}`;
  return { window: step.window, title, rows, priority: step.priority, waiting, yours };
}

const CHAIN_EVENTS = new Set(['chainResolves', 'resolve', 'fizzle', 'cancelled', 'effect', 'attackCancelled']);

/**
 * What the last action's chain did as it resolved, one line per card resolved, fizzled or
 * cancelled and per effect: empty when no chain resolved (the panel then shows nothing).
 */
export function resolutionLines(view: GameView, events: readonly GameEvent[]): string[] {
  if (!events.some((e) => e.type === 'chainResolves')) return [];
  const ctx: DescribeContext = { view };
  const out: string[] = [];
  for (const e of events) {
    if (!CHAIN_EVENTS.has(e.type) || e.type === 'chainResolves') continue;
    const line = describeEvent(ctx, e);
    if (line) out.push(line);
  }
  return out;
}
