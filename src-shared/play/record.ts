/**
 * The game record's words, fixed when an action is applied: the action as it read in the
 * position it was taken in ("Enter Weathertop with the company of Imrahil"), then what it
 * caused, each from the position then — never rebuilt from a later position. A card a seat
 * could not see then or after stays hidden from that seat in the record.
 *
 * Use: `const pending = wordsBefore(state, seat, action)`, apply the action, then
 * `wordsAfter(pending, state, events)`. Same state and action, same words: a replay of the
 * log gives the record again word for word.
 */
import type { Action, Company, GameEvent, GameState } from '../engine/types';
import { seatsSeeing } from '../engine/visibility';
import type { GameView } from '../engine';
import { actionMsg, eventMsg } from './describe';
import { cardArgs, type CardArg, type Msg } from './msg';
import type { DescribeContext } from './names';

/** A line of what an action caused, in the order it happened; a roll's line shows its dice. */
export interface WordsLine {
  m: Msg;
  roll?: true;
}

/** One log entry's words: the action, then what it caused. */
export interface EntryWords {
  action: Msg;
  lines: WordsLine[];
}

export interface PendingWords {
  /** The action's words; its cards carry who could see them before the action (`v`). */
  action: Msg;
  companiesBefore: Company[];
}

/** The state read as a view by every seat at once (names resolve; visibility is set per card). */
function asView(state: GameState): GameView {
  return state as unknown as GameView;
}

function context(state: GameState, companiesBefore?: Company[]): DescribeContext {
  return { view: asView(state), visibleTo: (inst) => seatsSeeing(state, inst), companiesBefore };
}

/** The action's words, from the position it is taken in (call before applying it). */
export function wordsBefore(state: GameState, seat: number, action: Action): PendingWords {
  return {
    action: actionMsg(context(state), seat, action),
    companiesBefore: state.companies.map((c) => ({ ...c, chars: [...c.chars] })),
  };
}

/**
 * Who may see a card named in the entry: everyone when it was in view before or after the
 * action (played, discarded, revealed); else the seats that could see it then or now.
 */
function settleVisibility(args: CardArg[], state: GameState, before: ReadonlyMap<CardArg, number[] | undefined>): void {
  for (const a of args) {
    if (a.i === undefined) continue;
    const b = before.has(a) ? before.get(a) : seatsSeeing(state, a.i);
    const n = seatsSeeing(state, a.i);
    if (!b || !n) delete a.v;
    else a.v = [...new Set([...b, ...n])].sort((x, y) => x - y);
  }
}

/** Event types whose line says the card is discarded: a plain `discard` of the same card after them says it twice. */
const SAYS_DISCARDED = new Set(['characterRemoved', 'hazardDiscarded', 'hazardRemoved', 'fizzle', 'playMpCard']);

function discardSaid(events: readonly GameEvent[]): Set<number> {
  const said = new Set<number>();
  for (const e of events) {
    if (!SAYS_DISCARDED.has(e.type)) continue;
    if (e.type === 'playMpCard' && e.success !== false) continue;
    if ('inst' in e && typeof e.inst === 'number') said.add(e.inst);
  }
  return said;
}

/** The entry's words once the action has been applied (`state` is the position after it). */
export function wordsAfter(pending: PendingWords, state: GameState, events: readonly GameEvent[]): EntryWords {
  const ctx = context(state, pending.companiesBefore);
  const said = discardSaid(events);
  const lines: WordsLine[] = [];
  for (const e of events) {
    if (e.type === 'discard' && said.has(e.inst)) continue;
    const m = eventMsg(ctx, e);
    if (m) lines.push(e.type === 'roll' ? { m, roll: true } : { m });
  }
  // The action's cards: who could see them before (set by wordsBefore) or after; the events' cards: after.
  const before = new Map(cardArgs(pending.action).map((a) => [a, a.v] as const));
  for (const m of [pending.action, ...lines.map((l) => l.m)]) settleVisibility(cardArgs(m), state, before);
  return { action: pending.action, lines };
}

/** The words as one seat may receive them: a card it may not see loses its id (the API sends no hidden name). */
export function wordsFor(words: EntryWords, seat: number): EntryWords {
  const copy = JSON.parse(JSON.stringify(words)) as EntryWords;
  for (const m of [copy.action, ...copy.lines.map((l) => l.m)]) for (const a of cardArgs(m)) if (a.v && !a.v.includes(seat)) a.c = '';
  return copy;
}
