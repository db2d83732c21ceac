/**
 * The "planner" computer opponent: the simple bot's play, with decisions that plan ahead.
 * - Companies: at a Haven, splits the company so that two companies can each reach a different
 *   site where one of its MP cards can be played this turn (each part strong enough for that
 *   site's automatic-attacks), and sends each company to a different goal (a site already
 *   aimed at by another company of the seat is not a goal twice, unless two MP cards name it).
 * Deterministic, like every bot: no randomness of its own. Everything else is the simple bot.
 */
import { legalActions } from '../api';
import { actor } from '../phases/flow';
import { top } from '../phases/handler';
import { reachableSites } from '../regions';
import { cardOf, companiesOf, isHaven, player, setZones, statusOf } from '../state';
import type { Action, Company, GameState } from '../types';
import { chooseAction as simpleChoice, planMove, safeFor } from './simple';
import { find, type Pick } from './pick';

export type BotLevel = 'simple' | 'planner';

/** Whether these characters can expect to survive a site's automatic-attacks (the simple bot's measure). */
/** Sites where this seat's MP cards (hand and face-up) can be played: site → MP of each card, best first. */
function goalCards(s: GameState, seat: number): Map<string, number[]> {
  const p = player(s, seat);
  const out = new Map<string, number[]>();
  for (const inst of [...p.mpHand, ...setZones(s, p.alignment).faceUp.mp]) {
    const locs = s.catalog.mpLocations[p.alignment][s.cardOf[inst] as string] ?? [];
    const mp = cardOf(s, inst).mp;
    for (const site of locs) out.set(site, [...(out.get(site) ?? []), mp].sort((a, b) => b - a));
  }
  return out;
}

/** The goals still open to `co`: sites other companies of the seat are not already bound for (one MP card each). */
function openGoals(s: GameState, seat: number, co: Company): Map<string, number> {
  const cards = goalCards(s, seat);
  const claimed = new Map<string, number>();
  for (const other of companiesOf(s, seat)) {
    if (other.id === co.id) continue;
    const aim = other.dest?.site ?? (cards.has(other.site) && !other.siteTapped && !isHaven(s, other.site) ? other.site : null);
    if (aim) claimed.set(aim, (claimed.get(aim) ?? 0) + 1);
  }
  const out = new Map<string, number>();
  for (const [site, mps] of cards) {
    const left = mps.slice(claimed.get(site) ?? 0);
    if (left.length > 0) out.set(site, left[0] as number);
  }
  return out;
}

/**
 * A split worth making: a company at a Haven, with no destination, whose characters can be
 * parted so that each part reaches (directly) a different goal it is safe at.
 */
function planSplit(s: GameState, seat: number, legal: Action[]): Pick<'splitCompany'> | undefined {
  const p = player(s, seat);
  let out: Pick<'splitCompany'> | undefined;
  let top = 0;
  for (const a of find(legal, 'splitCompany')) {
    const co = companiesOf(s, seat).find((c) => c.id === a.companyId);
    if (!co || co.dest) continue;
    if (co.chars.some((c) => statusOf(s, c) === 'wounded')) continue;
    const rest = co.chars.filter((c) => !a.chars.includes(c));
    const goals = openGoals(s, seat, co);
    if (goals.size < 2) continue;
    const reach = reachableSites(s.catalog, p.alignment, co.site).filter((r) => goals.has(r.site));
    // The whole company's best goal, then the best pair of different goals for the two parts.
    const whole = Math.max(0, ...reach.filter((r) => safeFor(s, co.chars, r.site)).map((r) => goals.get(r.site) ?? 0));
    const forPart = (chars: number[], not?: string) => reach.filter((r) => r.site !== not && safeFor(s, chars, r.site));
    for (const r1 of forPart(rest)) {
      for (const r2 of forPart(a.chars, r1.site)) {
        const v = (goals.get(r1.site) ?? 0) + (goals.get(r2.site) ?? 0) - whole;
        if (v > top) {
          top = v;
          out = a;
        }
      }
    }
  }
  return out;
}

/**
 * The organization phase: the simple bot's choices (Council, characters, rings, items), but
 * when it would move a company or end the phase, first split a company that can cover two
 * goals, then send each company without a destination to a goal no other company has.
 */
function organize(s: GameState, seat: number, legal: Action[]): Action | null {
  const base = simpleChoice(s, seat);
  if (!base) return null;
  if (base.type !== 'declareMovement' && base.type !== 'endPhase' && base.type !== 'discardCommunal') return base;
  const split = planSplit(s, seat, legal);
  if (split) return split;
  for (const co of companiesOf(s, seat)) {
    if (co.dest) continue;
    const plan = planMove(s, seat, co, openGoals(s, seat, co));
    if (!plan) continue;
    const a = find(legal, 'declareMovement').find((m) => m.companyId === co.id && m.site === plan.site);
    if (a) return a;
  }
  if (base.type === 'declareMovement') {
    // The simple bot's move aims at a goal another company already has: stay.
    const co = companiesOf(s, seat).find((c) => c.id === base.companyId);
    if (co && openGoals(s, seat, co).has(base.site)) return base;
    return find(legal, 'endPhase')[0] ?? base;
  }
  return base;
}

export function choosePlannerAction(s: GameState, seat: number): Action | null {
  if (actor(s) !== seat) return null;
  const legal = legalActions(s, seat);
  if (legal.length === 0) return null;
  if (top(s).kind === 'organization' && s.turn.active === seat) return organize(s, seat, legal);
  return simpleChoice(s, seat);
}

/** The computer player's choice at this level. */
export function chooseBotAction(s: GameState, seat: number, level: BotLevel = 'simple'): Action | null {
  return level === 'planner' ? choosePlannerAction(s, seat) : simpleChoice(s, seat);
}
