/**
 * The "planner" computer opponent: the simple bot's play, with decisions that plan ahead.
 * - The Council: called only with a lead of 5 MP or more (the opponents' last turn rarely
 *   overturns it), and never by accident (the simple bot takes the first legal action in some
 *   steps, which may be callCouncil while behind).
 * - The last turn (the Council called, by it or another): bolder moves and site entries (not with
 *   the avatar), the MP card first, then influence attempts with any fair chance.
 * - The MP hand: once a turn, before moving, swaps the lowest MP card that no company can reach
 *   safely this turn for a new one.
 * - Start: the starting company with the most MP and prowess; the starting site from which the
 *   best goals are in reach on the first turn.
 * - Hazards: no creature with MP that the moving company would most likely defeat.
 * - Companies: at a Haven, splits the company so that two companies can each reach a different
 *   site where one of its MP cards can be played this turn (each part strong enough for that
 *   site's automatic-attacks), and sends each company to a different goal (a site already
 *   aimed at by another company of the seat is not a goal twice, unless two MP cards name it).
 * Deterministic, like every bot: no randomness of its own. Everything else is the simple bot.
 */
import { botActions } from './botActions';
import { laneOf } from '../phases/flow';
import { withLane } from '../simultaneous/lanes';
import { top } from '../phases/handler';
import { reachableSites } from '../regions';
import { leadOverRivals } from '../darkArda/result';
import { cardOf, companiesOf, isHaven, player, prowessOf, setZones, statusOf } from '../state';
import type { Action, Company, GameState } from '../types';
import { defOf } from '../effects/defs';
import { influenceOdds } from '../phases/influence';
import { mpCardPlayableAt } from '../phases/site';
import { chooseAction as simpleChoice, influenceChance, planMove, safeFor } from './simple';
import { best, find, type Pick } from './pick';

export type BotLevel = 'simple' | 'planner';

/** Sites where this seat's MP cards (hand and face-up) can be played: site → MP of each card, best first. */
function goalCards(s: GameState, seat: number): Map<string, number[]> {
  const p = player(s, seat);
  const out = new Map<string, number[]>();
  for (const inst of [...p.mpHand, ...setZones(s, p.alignment).faceUp.mp]) {
    // A card without a definition is played by hand, never by a computer player (byHand.ts): no goal.
    if (!defOf(cardOf(s, inst))) continue;
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

/** An MP card in hand that no company (without a destination yet) can reach safely this turn: swap it for a new one, once a turn, before moving. */
function cycleCard(s: GameState, seat: number, legal: Action[]): Pick<'discardCommunal'> | undefined {
  const p = player(s, seat);
  const cos = companiesOf(s, seat);
  if (cos.some((co) => co.dest)) return undefined;
  const reach = new Set<string>();
  for (const co of cos) {
    if (!isHaven(s, co.site) && !co.siteTapped && safeFor(s, co.chars, co.site)) reach.add(co.site);
    for (const r of reachableSites(s.catalog, p.alignment, co.site)) if (safeFor(s, co.chars, r.site)) reach.add(r.site);
  }
  const locs = (inst: number) => s.catalog.mpLocations[p.alignment][s.cardOf[inst] as string] ?? [];
  const useless = find(legal, 'discardCommunal').filter((a) => p.mpHand.includes(a.inst) && !locs(a.inst).some((l) => reach.has(l)));
  return best(useless, (a) => -cardOf(s, a.inst).mp);
}

/**
 * The organization phase: the simple bot's choices (Council, characters, rings, items), but
 * when it would move a company or end the phase, first split a company that can cover two
 * goals, then send each company without a destination to a goal no other company has.
 */
function organize(s: GameState, seat: number, legal: Action[]): Action | null {
  const base = baseChoice(s, seat, legal);
  if (!base) return null;
  if (base.type !== 'declareMovement' && base.type !== 'endPhase' && base.type !== 'discardCommunal') return base;
  const cycle = cycleCard(s, seat, legal);
  if (cycle) return cycle;
  if (lastTurn(s, seat)) {
    const last = lastMoves(s, seat, legal);
    if (last) return last;
  }
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

/** The lead at which the planner calls the Council (measured: 5 beats 1, 3 and 7–9). */
const COUNCIL_LEAD = 5;
/** Whether to call the Council now: ahead by enough that the opponents' last turn is unlikely to overturn it. */
function wantsCouncil(s: GameState, seat: number): boolean {
  // Dark Arda: the lead by the Audience's own count (darkArda/result.ts leadOverRivals).
  return leadOverRivals(s, seat) >= COUNCIL_LEAD || s.turn.round >= 30;
}

/** The simple bot's choice with the Council out of reach (it would call it in any step whose first legal action it is). */
function withoutCouncil(s: GameState, seat: number): Action | null {
  const keep = s.options.councilMp;
  s.options.councilMp = Infinity;
  try {
    return simpleChoice(s, seat);
  } finally {
    s.options.councilMp = keep;
  }
}

function baseChoice(s: GameState, seat: number, legal: Action[]): Action | null {
  if (find(legal, 'callCouncil').length > 0) {
    if (wantsCouncil(s, seat)) return find(legal, 'callCouncil')[0] as Action;
    return withoutCouncil(s, seat);
  }
  return simpleChoice(s, seat);
}

/** On the last turn, automatic-attacks up to this much above the best prowess are faced (not with the avatar). */
const BOLD = 9;
/** The seat's last turn before the Council: its own, once the Council is called (by it or by another). */
function lastTurn(s: GameState, seat: number): boolean {
  return s.council !== null && s.turn.active === seat;
}

/** Bolder than safeFor: no automatic-attack far beyond the company's best prowess, and the avatar only where safe. */
function boldFor(s: GameState, chars: number[], siteId: string): boolean {
  if (safeFor(s, chars, siteId)) return true;
  const site = s.catalog.cards[siteId];
  if (!site || chars.some((c) => cardOf(s, c).avatar)) return false;
  const best = Math.max(0, ...chars.map((c) => prowessOf(s, c)));
  return site.autoAttacks.every((a) => a.prowess <= best + BOLD);
}

/** The last turn: every company without a destination goes for the best goal it can reach and survive, at some risk. */
function lastMoves(s: GameState, seat: number, legal: Action[]): Action | undefined {
  const p = player(s, seat);
  for (const co of companiesOf(s, seat)) {
    if (co.dest) continue;
    const goals = openGoals(s, seat, co);
    if (goals.has(co.site) && !co.siteTapped && !isHaven(s, co.site)) continue;
    const reach = reachableSites(s.catalog, p.alignment, co.site).filter((r) => goals.has(r.site) && boldFor(s, co.chars, r.site));
    const pick = reach.sort((a, b) => (goals.get(b.site) ?? 0) - (goals.get(a.site) ?? 0) || a.regions.length - b.regions.length)[0];
    if (!pick) continue;
    const a = find(legal, 'declareMovement').find((m) => m.companyId === co.id && m.site === pick.site);
    if (a) return a;
  }
  return undefined;
}

/** The last turn's site phase: enter any site where an MP card can be played, if the company can survive it. */
function lastSite(s: GameState, seat: number, legal: Action[]): Action | undefined {
  const p = player(s, seat);
  for (const a of find(legal, 'enterSite')) {
    const co = companiesOf(s, seat).find((c) => c.id === a.companyId);
    if (!co || !co.chars.some((c) => statusOf(s, c) === 'untapped')) continue;
    const playable = [...p.mpHand, ...setZones(s, p.alignment).faceUp.mp].some((inst) => (s.catalog.mpLocations[p.alignment][s.cardOf[inst] as string] ?? []).length > 0 && mpCardPlayableAt(s, seat, inst, co.site));
    if (playable && boldFor(s, co.chars, co.site)) return a;
  }
  return undefined;
}

/** The last turn at a site: the MP card first, then any influence attempt with a fair chance. */
function lastCompany(s: GameState, seat: number, legal: Action[]): Action | undefined {
  if (find(legal, 'playMpCard').length > 0) return undefined;
  const chance = (a: Pick<'influenceAttempt'>) => {
    const odds = influenceOdds(s, seat, a.influencer, a.target);
    return influenceChance(odds.modifier, odds.need);
  };
  const attempt = best(find(legal, 'influenceAttempt'), (a) => chance(a) * (1 + (cardOf(s, a.target).mp ?? 0)));
  if (attempt && chance(attempt) >= LAST_CHANCE) return attempt;
  return undefined;
}
/** The least chance worth an influence attempt on the last turn (nothing is lost by failing). */
const LAST_CHANCE = 0.15;

/** P(2D6 > k). */
function above(k: number): number {
  let n = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b > k) n++;
  return n / 36;
}

/** The chance the moving company defeats every strike of this creature (its MP would go to the company's player). */
function defeatChance(s: GameState, co: Company, inst: number): number {
  const c = cardOf(s, inst);
  const strikes = Math.max(1, c.strikes);
  const defenders = co.chars.filter((ch) => statusOf(s, ch) !== 'wounded').map((ch) => prowessOf(s, ch) - (statusOf(s, ch) === 'tapped' ? 1 : 0)).sort((a, b) => b - a);
  if (defenders.length < strikes) return 0;
  let p = 1;
  for (let i = 0; i < strikes; i++) p *= above((c.prowess ?? 0) - (defenders[i] as number));
  return p;
}

/** A creature with MP that the moving company defeats at least this often is not played (its MP would go to the opponent). */
const GIFT_CHANCE = 0.75;
/** Hazards on a moving company: no creature it will most likely defeat (its MP would go to the opponent). */
function hazards(s: GameState, seat: number, legal: Action[]): Action | null {
  const base = baseChoice(s, seat, legal);
  if (!base || base.type !== 'playCreature') return base;
  const step = top(s);
  const co = step.kind === 'mhHazards' ? s.companies.find((c) => c.id === step.companyId) : undefined;
  if (!co) return base;
  const ok = (inst: number) => cardOf(s, inst).mp <= 0 || defeatChance(s, co, inst) < GIFT_CHANCE;
  if (ok(base.inst)) return base;
  const other = find(legal, 'playCreature').find((a) => ok(a.inst));
  if (other) return other;
  const hazard = find(legal, 'playCard').find((a) => defOf(cardOf(s, a.inst))?.play?.side === 'hazard' && (a.target === null || (s.chars[a.target] ? s.chars[a.target]?.owner !== seat : true)));
  if (hazard) return hazard;
  return find(legal, 'playHazardEvent').find((a) => a.target !== null) ?? find(legal, 'passHazards')[0] ?? base;
}

/** The starting company with the most MP and prowess (character MP count from the start). */
function startingCompany(s: GameState, legal: Action[]): Action | undefined {
  return best(find(legal, 'chooseStartingCompany'), (a) => a.chars.reduce((n, c) => n + cardOf(s, c).mp * 3 + (cardOf(s, c).prowess ?? 0), 0));
}

/** The starting site from which the best goals can be reached on the first turn. */
function startingSite(s: GameState, seat: number, legal: Action[]): Action | undefined {
  const p = player(s, seat);
  const goals = goalCards(s, seat);
  const chars = companiesOf(s, seat)[0]?.chars ?? [];
  return best(find(legal, 'chooseStartingSite'), (a) => {
    const reach = reachableSites(s.catalog, p.alignment, a.site).filter((r) => goals.has(r.site) && (chars.length === 0 || safeFor(s, chars, r.site)));
    const mps = reach.map((r) => goals.get(r.site)?.[0] ?? 0).sort((x, y) => y - x);
    return (mps[0] ?? 0) * 10 + (mps[1] ?? 0) * 3 + mps.length;
  });
}

export function choosePlannerAction(s: GameState, seat: number): Action | null {
  if (laneOf(s, seat) < 0) return null;
  const legal = botActions(s, seat);
  if (legal.length === 0) return null;
  const step = top(s);
  if (step.kind === 'startingCompany') return startingCompany(s, legal) ?? simpleChoice(s, seat);
  if (step.kind === 'startingSite') return startingSite(s, seat, legal) ?? simpleChoice(s, seat);
  if (lastTurn(s, seat)) {
    const a = step.kind === 'siteSelect' ? lastSite(s, seat, legal) : step.kind === 'siteCompany' ? lastCompany(s, seat, legal) : undefined;
    if (a) return a;
  }
  if (step.kind === 'organization' && s.turn.active === seat) return organize(s, seat, legal);
  if (step.kind === 'mhHazards') return hazards(s, seat, legal);
  return baseChoice(s, seat, legal);
}

/** The computer player's choice at this level. */
export function chooseBotAction(s: GameState, seat: number, level: BotLevel = 'simple'): Action | null {
  // Simultaneous turns: the bot reads the turn and steps of the lane it decides in.
  return withLane(s, laneOf(s, seat), () => (level === 'planner' ? choosePlannerAction(s, seat) : simpleChoice(s, seat)));
}
