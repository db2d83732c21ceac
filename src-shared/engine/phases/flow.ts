/**
 * The turn machine: who acts now, the automatic parts of the turn (untap and heal, the
 * long-event discards, hand resolution, passing to the next player, the first hazard player),
 * and the game's end (Free Council / Audience with Sauron, elimination, round cap).
 */
import { closeEmptyCombat, combatActor } from '../combat';
import { settleChain } from '../effects/chain';
import { activeStatics, staticsOf } from '../effects/statics';
import { drainChecks, requestCheck } from '../corruption';
import { rawSheets, winnersOf } from '../scoring';
import { resetHands } from '../hands';
import { cardOf, companiesOf, companyOfChar, handSize, isHaven, player, setStatus, statusOf, toDiscard, type Ctx } from '../state';
import { isDeclaredCard, type EndReason, type GameState, type Step } from '../types';
import { nameKey } from '../facts';
import { testRingsAtSites } from '../rings';
import { settleGeneralInfluence } from './generalInfluence';
import { activeSeatsNow, allStacks, hasLanes, swapLane, withLane } from '../simultaneous/lanes';
import { activeOffsets, isSimultaneous } from '../simultaneous/seating';
import { isDarkArda } from '../darkArda/profile';
import { modeDiscardLines } from '../darkArda/modes';
import { darkArdaReason, finalSheets } from '../darkArda/result';

/** The seat whose decision it is, or -1 when the game is over. */
export function actor(s: GameState): number {
  const step = s.stack[s.stack.length - 1];
  if (!step) return -1;
  switch (step.kind) {
    case 'draftAvatar':
    case 'startingCompany':
    case 'draftMinor':
    case 'startingSite':
    case 'selectRingwraith':
    case 'ringwraithFollower':
    case 'darkCompany':
    case 'darkItems':
      return step.order[step.idx] ?? -1;
    case 'mhHazards':
      return step.hazardSeat;
    case 'combat':
      return combatActor(step);
    case 'discardExcess':
      return step.seat;
    case 'mhDraws':
      return step.seat;
    case 'ringChoice':
    case 'ringDraw':
    case 'keepItem':
    case 'handAutoAttack':
      return step.seat;
    case 'chain':
      return step.priority;
    case 'endTurn':
      return step.stage === 'active' ? s.turn.active : s.turn.firstHazard;
    case 'gameOver':
    case 'waitTurn':
    case 'councilChecks':
      return -1;
    default:
      return s.turn.active;
  }
}

/**
 * Every seat with a decision now, first-right order: the one actor, or with simultaneous turns
 * each lane's (simultaneous/lanes.ts). A seat deciding in several lanes is listed once.
 */
export function actors(s: GameState): number[] {
  if (s.result) return [];
  if (!s.lanes) {
    const one = actor(s);
    return one < 0 ? [] : [one];
  }
  const out: number[] = [];
  for (let i = 0; i < s.lanes.list.length; i++) {
    const seat = withLane(s, i, () => actor(s));
    if (seat >= 0 && !out.includes(seat)) out.push(seat);
  }
  return out;
}

/** The lane `seat` decides in now: the first, first-right order, where it is the actor (-1: none; 0 without lanes when it is the actor). */
export function laneOf(s: GameState, seat: number): number {
  if (!s.lanes) return actor(s) === seat ? 0 : -1;
  for (let i = 0; i < s.lanes.list.length; i++) if (withLane(s, i, () => actor(s)) === seat) return i;
  return -1;
}

/** Opponents still in the game, clockwise from the active player. */
export function othersClockwise(s: GameState, seat: number): number[] {
  const i = s.order.indexOf(seat);
  const out: number[] = [];
  for (let k = 1; k < s.order.length; k++) {
    const other = s.order[(i + k) % s.order.length] as number;
    if (!player(s, other).out) out.push(other);
  }
  return out;
}

/**
 * The hazard players against `active`, in the order hazard play passes. Simultaneous turns (Arda
 * Revised appendix): "Hazard play may not be passed clockwise anymore … But, hazard play may be
 * passed counter clockwise, skipping the resource player, to the hazard player sitting to his
 * left. Thus, the hazards played remain always in the resource player's Sphere": the first hazard
 * player, then the neighbour on the active player's other side. Otherwise every other player.
 */
export function hazardSeats(s: GameState, active: number): number[] {
  const others = othersClockwise(s, active);
  if (!hasLanes(s)) return others;
  // The neighbours still in the game; another active player beside him (after eliminations) plays no hazards.
  const actives = activeSeatsNow(s);
  const left = others[0];
  const right = others[others.length - 1];
  return [...new Set([left, right])].filter((x): x is number => x !== undefined && !actives.includes(x));
}

/**
 * Arda Revised §10 ("Who can play hazards on you"): "When the active player starts his turn, the
 * first hazard player sits to his right": always the next player in turn order (the text's
 * hazard passing goes on "to the next inactive player sitting to his right", which its appendix
 * calls clockwise), every turn; it does not rotate as in multiplayer.txt §10. `turnsTaken` is
 * kept for callers and ignored.
 */
export function firstHazardFor(s: GameState, seat: number, _turnsTaken = 1): number {
  return hazardSeats(s, seat)[0] ?? seat;
}

/**
 * The first turn after setup: the toss winner's, or with 5 or more seats the simultaneous turn of
 * the first-right seat and the seats counted out from it (Arda Revised appendix).
 */
export function beginFirstTurn(s: GameState, ctx: Ctx): void {
  if (isSimultaneous(s.order.length)) startLanes(s, 0, ctx);
  else beginTurn(s, s.order[0] as number, ctx);
}

/**
 * Simultaneous turn `count` (0-based): "count out two (5 players) or 3 people (6-7 players)
 * clockwise to designate the second active resource player … Give a token … to the first active
 * resource player (who won the toss), and pass on this token clockwise each turn." Seats are
 * counted in `s.order` (clockwise, the toss winner first) among the players still in the game;
 * the token goes to the next of them after `lastToken`. Each active seat's turn begins in its
 * own lane; a round is one pass of the token round the table.
 */
function startLanes(s: GameState, count: number, ctx: Ctx, lastToken?: number): void {
  // Counted among the players still in the game: an eliminated seat is never active, nor counted out.
  const living = s.order.filter((seat) => !player(s, seat).out);
  const token = lastToken === undefined ? (living[0] as number) : (othersClockwise(s, lastToken)[0] ?? lastToken);
  const at = living.indexOf(token);
  const seats = activeOffsets(living.length).map((o) => living[(at + o) % living.length] as number);
  const n = s.order.length;
  const list = seats.map((seat) => ({ seat, turn: null as GameState['turn'] | null, stack: null as Step[] | null }));
  s.lanes = { list, current: 0, count: count + 1 };
  ctx.events.push({ type: 'simultaneousTurn', number: count + 1, actives: seats, token: seats[0] });
  for (const lane of list) {
    beginTurn(s, lane.seat, ctx, { number: count + 1, round: Math.floor(count / n) + 1 });
    lane.turn = s.turn;
    lane.stack = s.stack;
  }
  const first = list[0] as (typeof list)[number];
  s.turn = first.turn as GameState['turn'];
  s.stack = first.stack as Step[];
  first.turn = null;
  first.stack = null;
}

export function beginTurn(s: GameState, seat: number, ctx: Ctx, at?: { number: number; round: number }): void {
  const p = player(s, seat);
  p.turnsTaken++;
  const prevNumber = s.turn.number;
  const round = at ? at.round : prevNumber === 0 ? 1 : s.order.indexOf(seat) <= s.order.indexOf(s.turn.active) ? s.turn.round + 1 : s.turn.round;
  s.turn = {
    number: at ? at.number : prevNumber + 1,
    round,
    active: seat,
    firstHazard: firstHazardFor(s, seat, p.turnsTaken),
    characterPlayed: false,
    communalDiscardUsed: false,
    mhDone: [],
    siteDone: [],
    endDiscarded: [],
    corruptionCardOn: [],
  };
  if (s.council) s.council.remaining = s.council.remaining.filter((x) => x !== seat);
  ctx.events.push({ type: 'turn', seat, number: s.turn.number, round, firstHazard: s.turn.firstHazard });
  // Untap phase: each character untaps, or heals (wounded → tapped) at a Haven; other cards untap.
  for (const co of companiesOf(s, seat)) {
    // A site's own text ("Treat this site as a Darkhaven during the untap phase"): its `havenInUntap` effect.
    const here = s.catalog.cards[co.site];
    const haven = isHaven(s, co.site) || (here !== undefined && staticsOf(here).some((e) => e.on === 'havenInUntap'));
    for (const ch of co.chars) {
      const st = statusOf(s, ch);
      if (st === 'tapped') setStatus(s, ch, 'untapped');
      else if (st === 'wounded' && haven) setStatus(s, ch, 'tapped');
      for (const a of s.chars[ch]?.allies ?? []) {
        const ast = statusOf(s, a);
        if (ast === 'tapped') setStatus(s, a, 'untapped');
        else if (ast === 'wounded' && haven) setStatus(s, a, 'tapped');
      }
      for (const i of s.chars[ch]?.items ?? []) setStatus(s, i, 'untapped');
    }
  }
  // "This card does not untap during your untap phase" (Power Built by Waiting: its own `noUntap` static).
  for (const inst of p.playArea) if (!staticsOf(cardOf(s, inst)).some((e) => e.on === 'noUntap')) setStatus(s, inst, 'untapped');
  s.stack = [{ kind: 'organization' }];
  // Dark Arda: the mode cards' "Discard this card … during any of your following organization phases … at a Darkhaven".
  modeDiscardLines(s, seat, ctx);
}

/** A resource long-event that a card played on it keeps in play ("The long-event is not discarded as normal during a long-event phase"). */
function keptLongEvent(s: GameState, inst: number): boolean {
  const on = s.playedOn;
  if (!on) return false;
  return s.players.some((p) => p.playArea.some((e) => on[e] === inst && staticsOf(cardOf(s, e)).some((x) => x.on === 'keepsLongEvent')));
}

export function enterLongEvent(s: GameState, ctx: Ctx): void {
  const active = s.turn.active;
  // coe-rules 2.II.8: general influence exceeded is settled "until the end of that player's organization phase".
  settleGeneralInfluence(s, active, ctx);
  for (const p of s.players) {
    for (const inst of [...p.playArea]) {
      const card = cardOf(s, inst);
      const ownResourceLong = p.seat === active && card.type === 'Resource' && card.eventKind === 'long' && !keptLongEvent(s, inst);
      const hazardLongOnThisPlayer = card.type === 'Hazard' && card.eventKind === 'long' && s.eventTurn[inst] === active;
      if (ownResourceLong || hazardLongOnThisPlayer) {
        p.playArea.splice(p.playArea.indexOf(inst), 1);
        delete s.eventTurn[inst];
        toDiscard(s, inst, ctx);
      }
    }
  }
  s.stack = [{ kind: 'longEvent' }];
}

export function enterMovementHazard(s: GameState): void {
  s.stack = [{ kind: 'mhSelect' }];
}

export function enterSitePhase(s: GameState): void {
  s.stack = [{ kind: 'siteSelect' }];
}

export function enterEndTurn(s: GameState): void {
  s.stack = [{ kind: 'endTurn', stage: 'active' }];
}

/** End of turn: both hands resolved, then the next player's turn, the Council, or the round cap. */
export function finishTurn(s: GameState, ctx: Ctx): void {
  s.stack = [];
  const active = s.turn.active;
  resetHands(s, active, ctx, true);
  if (s.turn.firstHazard !== active) resetHands(s, s.turn.firstHazard, ctx);
  if (s.stack.length > 0) {
    // Discards still owed: the pass happens once they are made (settle calls back here).
    s.stack.unshift({ kind: 'endTurn', stage: 'done' });
    return;
  }
  passTurn(s, ctx);
}

export function passTurn(s: GameState, ctx: Ctx): void {
  // Simultaneous turns: this seat waits; the turn passes when every active seat's has ended (advanceLanes).
  if (hasLanes(s)) {
    s.stack = [{ kind: 'waitTurn' }];
    return;
  }
  if (turnEndsGame(s, ctx)) return;
  const next = othersClockwise(s, s.turn.active)[0];
  if (next === undefined) {
    endGame(s, 'elimination', ctx);
    return;
  }
  const wraps = s.order.indexOf(next) <= s.order.indexOf(s.turn.active);
  if (wraps && s.turn.round >= s.options.maxRounds) {
    endGame(s, 'round-cap', ctx);
    return;
  }
  beginTurn(s, next, ctx);
}

/**
 * The end of a turn (every active seat's, with simultaneous turns): the Council once its checks are
 * made, else the end-of-turn effects, then the Council when every other player has had his final
 * turn. True when the Council began (one turn record again: its checks run one window at a time).
 */
function turnEndsGame(s: GameState, ctx: Ctx): boolean {
  if (!s.council?.checked) {
    for (const st of activeStatics(s)) if (st.effect.on === 'turnEnd') st.effect.run(s, ctx, { inst: st.inst, bearer: st.bearer });
    s.mods = [];
    for (const co of s.companies) co.entered = false;
    if (!s.council || s.council.remaining.some((x) => !player(s, x).out)) return false;
  }
  collapseLanes(s);
  freeCouncil(s, ctx);
  return true;
}

/** Whether every lane's turn has ended ("Always start and end the turn of both resource players simultaneously!"). */
function allLanesWaiting(s: GameState): boolean {
  const lanes = s.lanes;
  if (!lanes) return false;
  return lanes.list.every((lane, i) => {
    const stack = i === lanes.current ? s.stack : lane.stack;
    return stack?.[stack.length - 1]?.kind === 'waitTurn';
  });
}

/** Back to one turn record (lane 0's): the game ends, or the Council's checks are made one window at a time. */
function collapseLanes(s: GameState): void {
  if (!s.lanes) return;
  swapLane(s, 0);
  delete s.lanes;
}

/** Every active seat's turn has ended: the end-of-turn effects, then the Council or the next simultaneous turn. */
function advanceLanes(s: GameState, ctx: Ctx): void {
  const lanes = s.lanes;
  if (!lanes) return;
  swapLane(s, 0);
  if (turnEndsGame(s, ctx)) return;
  const n = s.order.length;
  if (lanes.count % n === 0 && Math.floor(lanes.count / n) >= s.options.maxRounds) {
    collapseLanes(s);
    endGame(s, 'round-cap', ctx);
    return;
  }
  // "If playing with more than 4 players, Simultaneous Active Turns system is used": once eliminations leave four or fewer, one player at a time again, from the next seat after the token holder.
  if (s.players.filter((p) => !p.out).length <= 4) {
    const holder = s.turn.active;
    collapseLanes(s);
    const next = othersClockwise(s, holder)[0];
    if (next === undefined) endGame(s, 'elimination', ctx);
    else beginTurn(s, next, ctx);
    return;
  }
  startLanes(s, lanes.count, ctx, lanes.list[0]?.seat);
}

/**
 * Settles every lane (an action in one lane can end another's step: an eliminated active
 * player, a company gone), passes the simultaneous turn when all have ended, and swaps lane 0
 * back in so the state between actions does not depend on who acted last.
 */
export function settleLanes(s: GameState, ctx: Ctx): void {
  for (let guard = 0; guard < 20 && s.lanes; guard++) {
    const count = s.lanes.count;
    for (let i = 0; s.lanes && i < s.lanes.list.length; i++) {
      swapLane(s, i);
      settle(s, ctx);
    }
    if (!s.lanes) return;
    swapLane(s, 0);
    if (s.lanes.count === count && !allLanesWaiting(s)) return;
  }
}

/** The Free Council / Audience with Sauron: corruption checks from the last player clockwise, then the most MP wins. */
export function freeCouncil(s: GameState, ctx: Ctx): void {
  if (s.council && !s.council.checked) {
    ctx.events.push({ type: 'council' });
    const start = s.turn.active;
    const i = s.order.indexOf(start);
    for (let k = 0; k < s.order.length; k++) {
      const seat = s.order[(i + k) % s.order.length] as number;
      if (player(s, seat).out) continue;
      for (const co of companiesOf(s, seat)) for (const ch of [...co.chars]) requestCheck(s, { inst: ch, modifier: 0, why: 'council', failure: 'byMargin' }, ctx);
    }
    // Checks waiting for their windows (corruption.ts requestCheck): settle opens them one by one above this step, and ends
    // the game once none is left. The step replaces whatever the turn left (an empty stack after finishTurn, or a stale step).
    if (s.checkQueue) {
      s.council.checked = true;
      s.stack = [{ kind: 'councilChecks' }];
      return;
    }
  }
  endGame(s, 'council', ctx);
}

/** The game ends mid-step (an avatar eliminated in combat): a creature still attacking and cards still in a chain go to the discard, not out of the game. */
function discardUnfinished(s: GameState, ctx: Ctx): void {
  for (const stack of allStacks(s))
    for (const step of stack) {
      if (step.kind === 'combat' && step.attack.creature !== null) toDiscard(s, step.attack.creature, ctx);
      if (step.kind === 'chain') for (const e of step.entries) if (isDeclaredCard(e)) toDiscard(s, e.inst, ctx);
    }
}

export function endGame(s: GameState, reason: EndReason, ctx: Ctx, winner: number | null = null): void {
  discardUnfinished(s, ctx);
  collapseLanes(s);
  // Dark Arda: the standard final count (doubling, half cap) and its own names for the endings (darkArda/result.ts).
  const dark = isDarkArda(s);
  const scores = dark ? finalSheets(s) : rawSheets(s);
  const winners = winnersOf(s, scores, winner);
  s.result = { reason: winners.length === 0 && reason === 'elimination' ? 'no-players' : dark ? darkArdaReason(reason) : reason, winners, scores };
  s.stack = [{ kind: 'gameOver' }];
  ctx.events.push({ type: 'gameOver', reason: s.result.reason, winners: s.result.winners });
}

/** Runs the automatic transitions until a player has a decision to make. */
export function settle(s: GameState, ctx: Ctx): void {
  for (let guard = 0; guard < 1000; guard++) {
    if (s.result) {
      s.stack = [{ kind: 'gameOver' }];
      return;
    }
    if (s.turn.number > 0 && s.players.length > 1 && s.players.filter((p) => !p.out).length <= 1) {
      endGame(s, 'elimination', ctx);
      return;
    }
    // coe-rules §7: queued corruption checks, each in its own window, before anything else moves on.
    if (s.checkQueue && drainChecks(s, ctx)) continue;
    const step = s.stack[s.stack.length - 1] as Step | undefined;
    if (!step) return;
    if (step.kind === 'chain') {
      if (settleChain(s, ctx)) continue;
      return;
    }
    if (step.kind === 'combat') {
      if (closeEmptyCombat(s, ctx)) continue;
      return;
    }
    if (step.kind === 'discardExcess') {
      if (player(s, step.seat).hand.length <= handSize(s, step.seat) || player(s, step.seat).out) {
        s.stack.pop();
        continue;
      }
      return;
    }
    if (step.kind === 'endTurn' && step.stage === 'done') {
      passTurn(s, ctx);
      continue;
    }
    if (step.kind === 'councilChecks') {
      // drainChecks (above) opened every queued check's window and the chains have resolved: the Council ends the game.
      endGame(s, 'council', ctx);
      continue;
    }
    if (step.kind === 'waitTurn') {
      if (!s.lanes) {
        s.stack = [];
        passTurn(s, ctx);
        continue;
      }
      if (allLanesWaiting(s)) {
        advanceLanes(s, ctx);
        continue;
      }
      return;
    }
    if (step.kind === 'mhSelect') {
      const left = companiesOf(s, s.turn.active).filter((c) => !s.turn.mhDone.includes(c.id));
      if (left.length === 0 || player(s, s.turn.active).out) {
        enterSitePhase(s);
        for (const st of activeStatics(s)) if (st.effect.on === 'sitePhase') st.effect.run(s, ctx);
        testRingsAtSites(s, ctx);
        continue;
      }
      return;
    }
    if (step.kind === 'mhHazards') {
      if (step.played >= step.limit || player(s, step.hazardSeat).out) {
        finishCompanyMH(s, ctx);
        continue;
      }
      return;
    }
    if (step.kind === 'siteCompany') {
      const co = s.companies.find((c) => c.id === step.companyId);
      if (!co || co.chars.every((ch) => statusOf(s, ch) !== 'untapped')) {
        s.stack.pop();
        continue;
      }
      return;
    }
    if (step.kind === 'siteSelect' || step.kind === 'organization' || step.kind === 'longEvent' || (step.kind === 'endTurn' && step.stage === 'active')) {
      if (player(s, s.turn.active).out) {
        finishTurn(s, ctx);
        continue;
      }
      return;
    }
    if (step.kind === 'endTurn' && step.stage === 'hazard') {
      if (s.turn.firstHazard === s.turn.active || player(s, s.turn.firstHazard).out) {
        finishTurn(s, ctx);
        continue;
      }
      return;
    }
    return;
  }
  throw new Error('settle did not converge');
}

/** End of one company's movement/hazard phase: it arrives; the active and first hazard player resolve their hands. */
export function finishCompanyMH(s: GameState, ctx: Ctx): void {
  const step = s.stack.pop();
  if (!step || step.kind !== 'mhHazards') return;
  const co = s.companies.find((c) => c.id === step.companyId);
  if (co?.dest) for (const st of activeStatics(s)) if (st.effect.on === 'mhEnd') st.effect.run(s, co.id, ctx, { inst: st.inst, bearer: st.bearer });
  if (co?.dest) {
    ctx.events.push({ type: 'arrive', companyId: co.id, site: co.dest.site, from: co.site });
    co.site = co.dest.site;
    co.siteTapped = false;
    co.dest = null;
    for (const st of activeStatics(s)) if (st.effect.on === 'arrive') st.effect.run(s, co.id, ctx);
  }
  s.turn.mhDone.push(step.companyId);
  if (s.turn.firstHazard !== s.turn.active) resetHands(s, s.turn.firstHazard, ctx);
  resetHands(s, s.turn.active, ctx);
}

type HomeRule = { haven: true } | { regions: string[] } | { names: string[] };
const homeRules = new Map<string, HomeRule>();

function homeRule(text: string): HomeRule {
  let rule = homeRules.get(text);
  if (!rule) {
    const inRegion = /^any site in (.+)$/i.exec(text.trim());
    if (/^any haven/i.test(text.trim())) rule = { haven: true };
    else if (inRegion) rule = { regions: (inRegion[1] ?? '').split(/\s+or\s+|,\s*/).map(nameKey) };
    else rule = { names: text.split(/\s+or\s+|,\s*/).map(nameKey) };
    homeRules.set(text, rule);
  }
  return rule;
}

/** "Any Haven", "Any site in Udûn or Imlad Morgul", "Rivendell": does this site fit a home-site line? */
export function homeSiteAllows(s: GameState, homeSite: string | null, siteId: string): boolean {
  if (!homeSite) return false;
  const site = s.catalog.cards[siteId];
  if (!site) return false;
  const rule = homeRule(homeSite);
  if ('haven' in rule) return site.siteType === 'H';
  if ('regions' in rule) return rule.regions.includes(site.regionKey ?? '');
  return rule.names.includes(site.key);
}

export function companyAtSameSite(s: GameState, a: number, b: number): boolean {
  const ca = companyOfChar(s, a);
  const cb = companyOfChar(s, b);
  return Boolean(ca && cb && ca.site === cb.site);
}
