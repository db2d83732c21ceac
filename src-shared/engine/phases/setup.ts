/**
 * Getting ready to play (Arda Revised §3): Play hand 8 and MP hand 5, the toss, the avatar
 * draft, characters dealt (two of mind 6 or more, then up to 10), starting companies (at most
 * 20 mind and 5 characters), the minor item draft (two each), starting locations, and four
 * face-up roving characters, minor items and MP cards per set.
 */
import { actionShape, cardId, inst, insts } from '../actionFields';
import { reject } from '../errors';
import { cardOf, drawFrom, player, refillFaceUp, removeFrom, setZones, type Ctx } from '../state';
import { shuffleInPlace } from '../rng';
import type { Company, EngineCard, GameState } from '../types';
import { beginFirstTurn, homeSiteAllows } from './flow';
import { top, type Handler } from './handler';
import { BY_MP, BY_STRENGTH, companySuggestions } from './startingCompany';
import { itemBearers, startingItemChoices } from './startingItems';

export const STARTING_MIND = 20;
export const STARTING_CHARACTERS = 5;
export const DEALT_CHARACTERS = 10;

/** Deals each player 2 characters of mind 6+, then up to 10 in all (Fram Framson may not start). */
export function dealCharacters(s: GameState, ctx: Ctx): void {
  for (const seat of s.order) {
    const p = player(s, seat);
    const deck = setZones(s, p.alignment).decks.character;
    const eligible = (inst: number) => !/^fram framson/.test(cardOf(s, inst).key) && !p.pool.some((x) => cardOf(s, x).unique && s.cardOf[x] === s.cardOf[inst]);
    for (let k = 0; k < 2; k++) {
      const i = deck.findIndex((inst) => (cardOf(s, inst).mind ?? 0) >= 6 && eligible(inst));
      if (i >= 0) p.pool.push(...deck.splice(i, 1));
    }
    while (p.pool.length < DEALT_CHARACTERS) {
      const i = deck.findIndex(eligible);
      if (i < 0) break;
      p.pool.push(...deck.splice(i, 1));
    }
    ctx.events.push({ type: 'dealt', seat, count: p.pool.length });
  }
}

function nextSetupStep(s: GameState, ctx: Ctx): void {
  const step = top(s);
  if (step.kind === 'draftAvatar') s.stack = [{ kind: 'startingCompany', order: step.order, idx: 0 }];
  else if (step.kind === 'startingCompany') s.stack = [{ kind: 'draftMinor', order: step.order, idx: 0, round: 0 }];
  else if (step.kind === 'draftMinor') s.stack = [{ kind: 'startingSite', order: step.order, idx: 0 }];
  else if (step.kind === 'startingSite') {
    for (const align of ['wizard', 'ringwraith'] as const) if (s.sets[align]) refillFaceUp(s, align, ctx);
    beginFirstTurn(s, ctx);
  }
}

/** Advances a setup step past the player who just chose (or who has no choice to make). */
export function advanceSetup(s: GameState, ctx: Ctx): void {
  for (let guard = 0; guard < 100; guard++) {
    const step = top(s);
    if (step.kind !== 'draftAvatar' && step.kind !== 'startingCompany' && step.kind !== 'draftMinor' && step.kind !== 'startingSite') return;
    if (step.idx >= step.order.length) {
      if (step.kind === 'draftMinor' && step.round === 0) {
        step.round = 1;
        step.idx = 0;
      } else {
        nextSetupStep(s, ctx);
        continue;
      }
    }
    const seat = step.order[step.idx] as number;
    const options = SETUP_HANDLERS[step.kind].legal(s, seat);
    if (options.length > 0) return;
    step.idx++;
  }
}

/**
 * Avatars other players' choices rule out (Arda Revised §3): "In 2-5 player games, respect the
 * uniqueness of the wizards; if playing with 6-7 players, don't play two same wizards if you're
 * sitting next to each other" — at 6–7 seats only the neighbours' picks (in `s.order`) count.
 */
function avatarsTaken(s: GameState, seat: number): Set<string> {
  const n = s.order.length;
  const i = s.order.indexOf(seat);
  const neighbours = n >= 6 ? [s.order[(i + 1) % n], s.order[(i + n - 1) % n]] : null;
  const rivals = s.players.filter((q) => q.seat !== seat && (!neighbours || neighbours.includes(q.seat)));
  return new Set(rivals.flatMap((q) => q.avatar.map((inst) => s.cardOf[inst] as string)));
}

function avatarChoices(s: GameState, seat: number): number[] {
  const p = player(s, seat);
  const taken = avatarsTaken(s, seat);
  const seen = new Set<string>();
  return setZones(s, p.alignment).decks.avatar.filter((inst) => {
    const id = s.cardOf[inst] as string;
    if (taken.has(id) || seen.has(id)) return false;
    seen.add(id);
    return true;
  });
}

export const draftAvatar: Handler<'draftAvatar'> = {
  schema: actionShape('draftAvatar', { inst }),
  steps: ['draftAvatar'],
  legal: (s, seat) => avatarChoices(s, seat).map((inst) => ({ type: 'draftAvatar', inst })),
  check: (s, seat, a) => {
    if (avatarChoices(s, seat).includes(a.inst)) return null;
    const why = s.order.length >= 6 ? 'or a neighbour drafted it ("don\'t play two same wizards if you\'re sitting next to each other")' : 'or was drafted already ("respect the uniqueness of the wizards")';
    return reject('AVATAR_UNAVAILABLE', 'unique', `that avatar is not in your set's Avatar deck ${why}`);
  },
  apply: (s, seat, a, ctx) => {
    const p = player(s, seat);
    removeFrom(setZones(s, p.alignment).decks.avatar, a.inst);
    p.avatar.push(a.inst);
    ctx.events.push({ type: 'draftAvatar', seat, card: s.cardOf[a.inst] });
    const step = top(s);
    if (step.kind === 'draftAvatar') step.idx++;
  },
};

function companyProblem(s: GameState, seat: number, chars: number[]): string | null {
  const p = player(s, seat);
  if (chars.length === 0) return 'choose at least one character';
  if (new Set(chars).size !== chars.length) return 'a character is named twice';
  if (chars.length > STARTING_CHARACTERS) return `at most ${STARTING_CHARACTERS} characters`;
  if (chars.some((c) => !p.pool.includes(c))) return 'only characters dealt to you may start';
  const mind = chars.reduce((n, c) => n + (cardOf(s, c).mind ?? 0), 0);
  if (mind > STARTING_MIND) return `their mind totals ${mind}, above ${STARTING_MIND}`;
  return null;
}

const LIMITS = { characters: STARTING_CHARACTERS, mind: STARTING_MIND };
/** Suggestions: greedy fills by strength, by marshalling points, and by the least mind first. */
const SCORES = [BY_STRENGTH, BY_MP, (c: EngineCard) => -(c.mind ?? 0)];

export const chooseStartingCompany: Handler<'chooseStartingCompany'> = {
  schema: actionShape('chooseStartingCompany', { chars: insts }),
  steps: ['startingCompany'],
  legal: (s, seat) => companySuggestions(s, seat, LIMITS, SCORES).map((chars) => ({ type: 'chooseStartingCompany', chars })),
  check: (s, seat, a) => {
    const problem = companyProblem(s, seat, a.chars);
    return problem ? reject('STARTING_COMPANY', 'influence', `Arda Revised §3: a starting company has at most 20 mind and 5 characters — ${problem}`) : null;
  },
  apply: (s, seat, a, ctx) => {
    const p = player(s, seat);
    const id = `c${s.nextCompany++}`;
    s.companies.push({ id, owner: seat, chars: [...a.chars], site: s.catalog.ringSite[p.alignment] ?? (s.catalog.sites[p.alignment][0] as string), dest: null, siteTapped: false, entered: false });
    for (const c of a.chars) {
      removeFrom(p.pool, c);
      s.chars[c] = { owner: seat, company: id, followerOf: null, items: [], allies: [], hazards: [] };
    }
    const deck = setZones(s, p.alignment).decks.character;
    deck.push(...p.pool);
    p.pool = [];
    shuffleInPlace(s.rng, deck);
    ctx.events.push({ type: 'startingCompany', seat, cards: a.chars.map((c) => s.cardOf[c]) });
    const step = top(s);
    if (step.kind === 'startingCompany') step.idx++;
  },
};

export const draftMinor: Handler<'draftMinor'> = {
  schema: actionShape('draftMinor', { inst, bearer: inst }),
  steps: ['draftMinor'],
  legal: (s, seat) => {
    const chars = itemBearers(s, seat);
    if (chars.length === 0) return [];
    return startingItemChoices(s, seat, player(s, seat).alignment).flatMap((inst) => chars.map((bearer) => ({ type: 'draftMinor' as const, inst, bearer })));
  },
  check: (s, seat, a) => {
    if (!startingItemChoices(s, seat, player(s, seat).alignment).includes(a.inst)) return reject('MINOR_UNAVAILABLE', 'unique', 'Arda Revised §3: draft from the Minor Item deck, one copy of a given minor item per player');
    if (!itemBearers(s, seat).includes(a.bearer)) return reject('BEARER', 'items', 'the bearer must be one of your starting characters (not a Ringwraith)');
    return null;
  },
  apply: (s, seat, a, ctx) => {
    const p = player(s, seat);
    removeFrom(setZones(s, p.alignment).decks.minor, a.inst);
    s.chars[a.bearer]?.items.push(a.inst);
    ctx.events.push({ type: 'draftMinor', seat, card: s.cardOf[a.inst], bearer: a.bearer });
    const step = top(s);
    if (step.kind === 'draftMinor') step.idx++;
  },
};

/**
 * Arda Revised §3: "Each player places a Location Token for each of his companies at their
 * current locations. Characters may start at their home sites, or at Rivendell (if a Wizard
 * Player) or at Minas Morgul (if a Ringwraith Player)." The starting company waits at
 * Rivendell / Minas Morgul; each choice of a home site sends there, as a company of their own,
 * the waiting characters whose home site it is (not a Haven unless his home site line says
 * so: the setup text, unlike bringing a character into play, names no Haven); choosing
 * Rivendell / Minas Morgul leaves the rest there and ends the player's choice.
 */
function baseSite(s: GameState, seat: number): string {
  const p = player(s, seat);
  return s.catalog.ringSite[p.alignment] ?? (s.catalog.sites[p.alignment][0] as string);
}

function waiting(s: GameState, seat: number): Company | undefined {
  const base = baseSite(s, seat);
  return s.companies.find((c) => c.owner === seat && c.site === base);
}

function homeStarters(s: GameState, seat: number, siteId: string): number[] {
  const co = waiting(s, seat);
  if (!co || siteId === co.site) return [];
  return co.chars.filter((ch) => homeSiteAllows(s, cardOf(s, ch).homeSite, siteId));
}

function siteChoices(s: GameState, seat: number): string[] {
  const p = player(s, seat);
  const co = waiting(s, seat);
  if (!co) return [];
  const out = new Set<string>([co.site]);
  for (const ch of co.chars) {
    const home = cardOf(s, ch).homeSite;
    if (home) for (const siteId of s.catalog.sites[p.alignment]) if (siteId !== co.site && homeSiteAllows(s, home, siteId)) out.add(siteId);
  }
  return [...out];
}

export const chooseStartingSite: Handler<'chooseStartingSite'> = {
  schema: actionShape('chooseStartingSite', { site: cardId }),
  steps: ['startingSite'],
  legal: (s, seat) => siteChoices(s, seat).map((site) => ({ type: 'chooseStartingSite', site })),
  check: (s, seat, a) => (siteChoices(s, seat).includes(a.site) ? null : reject('STARTING_SITE', 'homeSite', 'Arda Revised §3: "Characters may start at their home sites, or at Rivendell (if a Wizard Player) or at Minas Morgul (if a Ringwraith Player)"')),
  apply: (s, seat, a, ctx) => {
    const co = waiting(s, seat) as Company;
    const step = top(s);
    if (a.site === co.site) {
      ctx.events.push({ type: 'startingSite', seat, site: a.site, cards: co.chars.map((c) => s.cardOf[c]) });
      if (step.kind === 'startingSite') step.idx++;
      return;
    }
    const movers = homeStarters(s, seat, a.site);
    const id = `c${s.nextCompany++}`;
    s.companies.push({ id, owner: seat, chars: movers, site: a.site, dest: null, siteTapped: false, entered: false });
    for (const ch of movers) {
      removeFrom(co.chars, ch);
      const cs = s.chars[ch];
      if (cs) cs.company = id;
    }
    ctx.events.push({ type: 'startingSite', seat, site: a.site, cards: movers.map((c) => s.cardOf[c]) });
    if (co.chars.length === 0) {
      s.companies = s.companies.filter((c) => c !== co);
      if (step.kind === 'startingSite') step.idx++;
    }
  },
};

const SETUP_HANDLERS = { draftAvatar, startingCompany: chooseStartingCompany, draftMinor, startingSite: chooseStartingSite } as const;

/** Deterministic toss: each player rolls; the state's generator decides. */
export function tossOrder(seats: number[], pick: number): number[] {
  const sorted = [...seats].sort((a, b) => a - b);
  const start = pick % sorted.length;
  return [...sorted.slice(start), ...sorted.slice(0, start)];
}

export function drawOpeningHands(s: GameState, ctx: Ctx): void {
  for (const seat of s.order) {
    const p = player(s, seat);
    for (let i = 0; i < 8; i++) {
      const inst = drawFrom(s, p.alignment, 'play', ctx);
      if (inst !== null) p.hand.push(inst);
    }
    for (let i = 0; i < 5; i++) {
      const inst = drawFrom(s, p.alignment, 'mp', ctx);
      if (inst !== null) p.mpHand.push(inst);
    }
  }
}
