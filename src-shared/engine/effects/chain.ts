/**
 * The chain of effects (Arda Revised: "The actions in a chain of effects are resolved one at
 * a time from last declared to first declared"; coe-rules §9.5). Playing a defined card
 * declares it: a chain opens (or grows), and every seat in turn order, starting after the
 * declarer, may respond or pass. A seat with nothing it could play passes without being
 * asked. When every seat in the game has passed in a row, the chain resolves last-in
 * first-out, each card's conditions checked again. Engine-opened windows (an empty chain)
 * work the same way, starting with the seat the window belongs to.
 */
import { actionShape, count, inst, instOrNull } from '../actionFields';
import { reject } from '../errors';
import { finishBodyCheck } from '../combat';
import { finishPendingCheck } from '../corruption';
import type { Handler } from '../phases/handler';
import { cardOf, player, removeFrom, setStatus, statusOf, toDiscard, type Ctx } from '../state';
import type { ChainEntry, GameState, Rejection } from '../types';
import { bearerOf, legalUses, placeOf, useWindow } from './abilities';
import { defOf } from './defs';
import { concernedCompany, currentMH, playsOf, skilledPayer, topChain, windowsNow } from './query';
import { resolveEntry } from './resolve';
import { whileReading } from './statics';
import { reaches } from '../simultaneous/lanes';
import { deriveLocations } from '../regions';
import type { Predicate, Window } from './types';

/**
 * Whether a seat takes part in chains now: every seat still in the game; with simultaneous turns
 * the active player's Sphere only ("the hazards played remain always in the resource player's
 * Sphere", Arda Revised appendix), so one lane's chain never waits on the far side of the table.
 */
function takesPart(s: GameState, seat: number): boolean {
  return !player(s, seat).out && reaches(s, s.turn.active, seat);
}

/** Seats taking part, clockwise from `seat` (exclusive), then `seat` itself last. */
function seatsAfter(s: GameState, seat: number): number[] {
  const i = s.order.indexOf(seat);
  const out: number[] = [];
  for (let k = 1; k <= s.order.length; k++) {
    const other = s.order[(i + k) % s.order.length] as number;
    if (takesPart(s, other)) out.push(other);
  }
  return out;
}

function aliveCount(s: GameState): number {
  return s.players.filter((p) => takesPart(s, p.seat)).length;
}

/**
 * An MP card in the MP hand that is played as its definition says, like a card of the Play hand: one whose text names no place to
 * play it (no location to sleeve it with: The White Wizard, "Playable on a Wizard with Sacrifice of Form"). Other MP cards are
 * played at their locations (phases/site.ts playMpCard).
 */
function placelessMpCard(s: GameState, seat: number, inst: number): boolean {
  const card = cardOf(s, inst);
  if (!defOf(card)?.play) return false;
  const align = player(s, seat).alignment;
  return (s.catalog.mpLocations[align][card.id] ?? deriveLocations(s.catalog, align, card)).length === 0;
}

/** The cards a seat may play from its hands: the Play hand, and the MP hand's cards with no place (placelessMpCard). */
function playableHand(s: GameState, seat: number): number[] {
  const p = player(s, seat);
  const mp = p.mpHand.filter((inst) => placelessMpCard(s, seat, inst));
  return mp.length ? [...p.hand, ...mp] : p.hand;
}

/** Every playable (card, target) for this seat now, as actions. */
export function legalPlays(s: GameState, seat: number): { type: 'playCard'; inst: number; target: number | null }[] {
  const out: { type: 'playCard'; inst: number; target: number | null }[] = [];
  const now = windowsNow(s, seat);
  if (now.length === 0) return out;
  for (const inst of playableHand(s, seat)) for (const p of playsOf(s, seat, inst, now)) out.push({ type: 'playCard', inst, target: p.target });
  return out;
}

/** Whether this seat could play a card or use an ability now (else it passes without a decision). */
function canRespond(s: GameState, seat: number): boolean {
  // A pure read: figures and static effects are computed once for all the cards it looks at.
  return whileReading(s, () => legalPlays(s, seat).length > 0 || legalUses(s, seat).length > 0);
}

/** Adds a declared entry to the open chain, or opens one; the next seat in turn order has priority. */
function declare(s: GameState, seat: number, entry: ChainEntry, companyId: string | null): void {
  const next = seatsAfter(s, seat)[0] ?? seat;
  const open = topChain(s);
  if (open) {
    open.entries.push(entry);
    open.priority = next;
    open.passes = 0;
  } else s.stack.push({ kind: 'chain', window: entry.window, companyId, entries: [entry], priority: next, passes: 0 });
}

/**
 * Passive conditions' actions (effects/passive.ts) are declared by the engine in a new chain of effects (coe-rules 9.6.1),
 * each told as declared; the seat after the first one's controller has priority, and players answer as in any chain.
 */
export function declarePassives(s: GameState, entries: readonly ChainEntry[], ctx: Ctx): void {
  const first = entries[0];
  if (!first) return;
  for (const e of entries) {
    const effect = defOf(cardOf(s, e.inst))?.static?.[e.passive as number];
    ctx.events.push({ type: 'declare', seat: e.seat, inst: e.inst, card: e.card, target: e.target, window: e.window, text: effect?.on === 'passive' ? effect.label : '', passive: true });
  }
  s.stack.push({ kind: 'chain', window: 'response', companyId: concernedCompany(s), entries: [...entries], priority: seatsAfter(s, first.seat)[0] ?? first.seat, passes: 0 });
}

function playProblem(s: GameState, seat: number, inst: number, target: number | null): Rejection | null {
  if (!playableHand(s, seat).includes(inst)) return reject('NOT_IN_HAND', 'unknownCard', 'the card is not in your hand');
  const card = cardOf(s, inst);
  const def = defOf(card);
  if (!def?.play) return reject('NO_DEFINITION', 'eventPhase', `${card.name} has no card definition: play it as an event and settle it by hand`);
  const plays = playsOf(s, seat, inst);
  const never = def.play.requires?.find((p): p is Extract<Predicate, { is: 'notInArda' }> => p.is === 'notInArda');
  if (plays.length === 0 && never) return reject('NOT_PLAYABLE', 'cardText', `${card.name} is never playable: Arda has no ${never.what} (${def.text})`);
  if (plays.length === 0) return reject('NOT_PLAYABLE', 'cardText', `${card.name} cannot be played now: ${def.text}`);
  if (!plays.some((p) => p.target === target)) return reject('TARGET', 'cardText', `${card.name} cannot be played on that target: ${def.text}`);
  return null;
}

/** Opens a timing window (an empty chain) when some seat could play a card in it; `first` has priority. */
export function openWindow(s: GameState, window: Window, first: number): void {
  const step = { kind: 'chain' as const, window, companyId: concernedCompany(s), entries: [] as ChainEntry[], priority: first, passes: 0 };
  s.stack.push(step);
  const anyone = s.players.some((p) => {
    if (!takesPart(s, p.seat)) return false;
    step.priority = p.seat;
    return canRespond(s, p.seat);
  });
  step.priority = first;
  // Nobody could act: close it at once, leaving no trace in the state.
  if (!anyone) s.stack.pop();
}

type ChainStep = Extract<GameState['stack'][number], { kind: 'chain' }>;

/**
 * A window the engine opens around a check (corruption, body) only when some seat holds a card made for it, or controls
 * one in play with an ability for it (cards playable at any time alone do not open it): the chain step, or null, leaving
 * no trace, when nobody could play anything (the caller makes the check at once).
 */
export function openCheckChain(s: GameState, window: Window, first: number): ChainStep | null {
  if (!cardForWindowAround(s, window)) return null;
  const depth = s.stack.length;
  openWindow(s, window, first);
  const top = s.stack[s.stack.length - 1];
  return s.stack.length > depth && top?.kind === 'chain' ? top : null;
}

export function cardForWindowAround(s: GameState, window: Window): boolean {
  const made = (inst: number, own: 'play' | 'abilities') => {
    const def = defOf(cardOf(s, inst));
    return own === 'play' ? Boolean(def?.play?.windows.includes(window)) : (def?.abilities ?? []).some((a) => a.windows.includes(window));
  };
  for (const pl of s.players) if (!pl.out && (pl.hand.some((i) => made(i, 'play')) || pl.playArea.some((i) => made(i, 'abilities')))) return true;
  // Items, allies and the cards kept with characters (When I Know Anything: "Tap sage to modify one corruption check").
  return Object.values(s.chars).some((ch) => [...ch.items, ...ch.allies, ...ch.hazards].some((i) => made(i, 'abilities')));
}

export const playCard: Handler<'playCard'> = {
  schema: actionShape('playCard', { inst, target: instOrNull }),
  steps: ['organization', 'longEvent', 'siteSelect', 'siteCompany', 'endTurn', 'mhHazards', 'combat', 'chain'],
  legal: (s, seat) => legalPlays(s, seat),
  check: (s, seat, a) => playProblem(s, seat, a.inst, a.target),
  apply: (s, seat, a, ctx) => {
    const card = cardOf(s, a.inst);
    const def = defOf(card);
    const play = playsOf(s, seat, a.inst).find((p) => p.target === a.target);
    if (!def?.play || !play) return;
    if (!removeFrom(player(s, seat).hand, a.inst)) removeFrom(player(s, seat).mpHand, a.inst);
    const companyId = concernedCompany(s);
    // The declaration is told before its costs and what follows.
    ctx.events.push({ type: 'declare', seat, inst: a.inst, card: card.id, target: a.target, window: play.window, text: def.text });
    // Costs are paid as the card is declared (coe-rules §9.5.2): they stay paid if it fizzles.
    let paidBy: number | null = null;
    for (const cost of def.play.costs ?? []) {
      if (cost.pay === 'tapTarget' && a.target !== null) s.status[a.target] = 'tapped';
      if (cost.pay === 'tapSkilled') {
        const payer = skilledPayer(s, seat, companyId, cost.skill);
        if (payer !== null) s.status[payer] = 'tapped';
        if (payer !== null) paidBy = payer;
      }
    }
    if (play.window === 'hazard' && def.play.hazardLimit !== false) {
      const mh = currentMH(s);
      if (mh) mh.played++;
    }
    const entry: ChainEntry = { seat, inst: a.inst, card: card.id, target: a.target, window: play.window, ...(paidBy !== null ? { payer: paidBy } : {}) };
    declare(s, seat, entry, companyId);
  },
};

export const useCard: Handler<'useCard'> = {
  schema: actionShape('useCard', { inst, ability: count(20), target: instOrNull }),
  steps: ['organization', 'longEvent', 'siteSelect', 'siteCompany', 'endTurn', 'mhHazards', 'combat', 'chain'],
  legal: (s, seat) => legalUses(s, seat),
  check: (s, seat, a) => {
    // An instance no card has (a hostile or stale client) is refused, not looked up.
    if (s.cardOf[a.inst] === undefined) return reject('UNKNOWN_CARD', 'unknownCard', `there is no card ${a.inst}`);
    const card = cardOf(s, a.inst);
    const ability = defOf(card)?.abilities?.[a.ability];
    if (!ability) return reject('NO_ABILITY', 'cardText', `${card.name} has no such ability`);
    if (useWindow(s, seat, a) === null) return reject('NOT_PLAYABLE', 'cardText', `${card.name} cannot be used now (${ability.label}): ${defOf(card)?.text ?? ''}`);
    return null;
  },
  apply: (s, seat, a, ctx) => {
    const card = cardOf(s, a.inst);
    const def = defOf(card);
    const ability = def?.abilities?.[a.ability];
    const window = useWindow(s, seat, a);
    if (!def || !ability || !window) return;
    const bearer = bearerOf(s, a.inst);
    // The declaration is told before its costs (a card discarded to use it) and what follows.
    ctx.events.push({ type: 'declare', seat, inst: a.inst, card: card.id, target: a.target, window, text: ability.label, ability: a.ability });
    // Costs are paid as the ability is declared (coe-rules §9.5.2).
    for (const cost of ability.costs) {
      if (cost === 'tapBearer' && bearer !== null) setStatus(s, bearer, 'tapped');
      if (cost === 'tapSelf') setStatus(s, a.inst, 'tapped');
      if (cost === 'tapTarget' && a.target !== null && statusOf(s, a.target) === 'untapped') setStatus(s, a.target, 'tapped');
    }
    if (ability.costs.includes('discardSelf')) {
      for (const ch of Object.values(s.chars)) for (const list of [ch.items, ch.allies, ch.hazards]) removeFrom(list, a.inst);
      for (const p of s.players) removeFrom(p.playArea, a.inst);
      toDiscard(s, a.inst, ctx);
    }
    // Where the card is now, its costs paid: it must still be there when the ability resolves (coe-rules 9.2.1). A card
    // discarded as a cost is not checked ("if a card is discarded as an active condition for one of its effects, the
    // resolved effect lasts …", 9.4.1).
    const from = ability.costs.includes('discardSelf') ? null : placeOf(s, a.inst);
    const entry: ChainEntry = { seat, inst: a.inst, card: card.id, target: a.target, window, ability: a.ability, ...(bearer !== null ? { bearer } : {}), ...(from !== null ? { from } : {}) };
    declare(s, seat, entry, concernedCompany(s));
  },
};

export const passChain: Handler<'passChain'> = {
  schema: actionShape('passChain', {}),
  steps: ['chain'],
  legal: () => [{ type: 'passChain' }],
  check: (s, seat) => (topChain(s)?.priority === seat ? null : reject('NOT_YOUR_DECISION', 'turn', 'it is not your turn to respond')),
  apply: (s, seat, _a, ctx) => {
    const chain = topChain(s);
    if (!chain) return;
    passOnce(s, chain);
    ctx.events.push({ type: 'passChain', seat });
  },
};

function passOnce(s: GameState, chain: NonNullable<ReturnType<typeof topChain>>): void {
  chain.passes++;
  chain.priority = seatsAfter(s, chain.priority)[0] ?? chain.priority;
}

/**
 * The automatic part of a chain: seats that could not play anything pass without a decision;
 * when all have passed, the chain resolves. Returns true when it changed the state.
 */
export function settleChain(s: GameState, ctx: Ctx): boolean {
  const chain = topChain(s);
  if (!chain) return false;
  if (chain.passes >= aliveCount(s)) {
    s.stack.pop();
    const waiting = [...chain.entries];
    if (waiting.length > 0) ctx.events.push({ type: 'chainResolves', entries: waiting.map((e) => e.card) });
    while (waiting.length > 0) resolveEntry(s, waiting.pop() as ChainEntry, waiting, ctx);
    // A corruption check that waited for this window is rolled now (corruption.ts openCheckWindow).
    if (chain.pending) finishPendingCheck(s, chain.pending, ctx);
    // A body check that waited for this window is rolled now, and its strike finishes (combat.ts openBodyWindow).
    if (chain.body) finishBodyCheck(s, chain.body, ctx);
    return true;
  }
  if (player(s, chain.priority).out || !canRespond(s, chain.priority)) {
    passOnce(s, chain);
    return true;
  }
  return false;
}

