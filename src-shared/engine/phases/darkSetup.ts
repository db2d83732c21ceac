/**
 * Dark Arda "Game Setup" steps 1–6 (../shared/rules/dark-arda-minion.txt) as engine decisions,
 * driven by the pure rules in darkArda/setup.ts. createGame (api.ts) calls `darkSetupProblem`
 * and `startDarkArda`; applyInPlace calls `advanceDarkSetup` after every action.
 *
 * Where things sit (choices the text leaves open):
 * - Seats: PlayerSetup.seat names a player; the dice set the table, so `state.order` lists the
 *   seats clockwise from the lowest roll, which is also the turn order from the first player.
 * - Each Ringwraith and his Ringwraith followers (followerOf = the Ringwraith) start in play as
 *   one company at a Darkhaven: the Darkhaven his home site line names (Khamûl: Dol Guldur), else
 *   Minas Morgul. The starting characters form a second company at the same Darkhaven.
 * - Mode cards: one instance of each from the Avatar deck in `PlayerState.modeCards`.
 * - Minor item draft: each seat in turn makes up to two picks in a row ("first chance to pick all
 *   starting items/events for his company"; two as in Arda Revised, the text gives no number).
 *   Whispers of Rings and Orders from Lugbúrz go into the play area, unattached.
 * - Whispers of Rings: the two Ring-deck cards are kept in the Treasure (MP) hand.
 */
import { actionShape, inst, instOrNull, insts } from '../actionFields';
import { reject } from '../errors';
import {
  dealDraft, MODE_CARDS, playHandSize, ringwraithRole, startingCompanyProblems, STARTING_CHARACTERS_MAX, STARTING_MIND_MAX, DRAFT_POOL_SIZE,
  rollForSeats, treasureHandMix,
} from '../darkArda/setup';
import { nameKey } from '../facts';
import { shuffleInPlace } from '../rng';
import { cardOf, drawFrom, isHaven, player, refillFaceUp, removeFrom, setZones, type Ctx } from '../state';
import type { Action, EngineCard, GameSetup, GameState, Step } from '../types';
import { beginFirstTurn, homeSiteAllows } from './flow';
import { top, type Handler } from './handler';
import { BY_MP, BY_STRENGTH, companySuggestions } from './startingCompany';
import { isMinorEvent, itemBearers, startingItemChoices } from './startingItems';
import { ownWhispers } from '../darkArda/whispers';

const SRC = 'Dark Arda, "Game Setup"';
const RULE_1 = `${SRC} 1: "the person that rolled the highest will select his Ringwraith first. Proceed counterclockwise so that the person who rolled lowest selects last"`;
const RULE_FOLLOWERS = `${SRC} 1: "The Witch King makes his pick first, followed by Khamul. and then back to the Witch King, if there are still selections available. If Uvatha is still available, any other player may claim him as a Ringwraith follower"`;
const RULE_2 = `${SRC} 2: "Each player then forms their starting companies from their individual character pools, respecting the normal Minion starting company limitations of six characters and 20 total Mind"`;
const RULE_3 = `${SRC} 3: "The first player is given first chance to pick all starting items/events for his company (or companies) from the Minor Item Deck. Selection continues in clockwise order"`;
/** Picks each seat makes in the minor item draft (Arda Revised's two; the Dark Arda text gives no number). */
export const STARTING_ITEM_PICKS = 2;

const isRingwraithCard = (c: EngineCard) => c.avatar && c.race === 'Ringwraith';
const modeOf = (c: EngineCard) => MODE_CARDS.find((m) => c.key === nameKey(m));

/** Why the text cannot play this setup's sets, or null (seat count and sides: createGame, from types.ts PROFILES). */
export function darkSetupProblem(setup: GameSetup): string | null {
  const n = setup.players.length;
  if (setup.sets.wizard) return 'Dark Arda is played from one Minion set ("a single Arda deck should be limited to only one alignment"); remove the wizard set';
  const set = setup.sets.ringwraith;
  if (!set) return 'Dark Arda needs a ringwraith set';
  const count = (deck: 'avatar' | 'character', pred: (c: EngineCard) => boolean) =>
    set.set.decks[deck].reduce((sum, e) => {
      const c = setup.cards[e.cardId];
      return sum + (c && pred(c) ? e.copies + e.proxies : 0);
    }, 0);
  // Distinct Ringwraiths: copies of one are one role.
  const wraiths = new Set(set.set.decks.avatar.filter((e) => e.copies + e.proxies > 0).map((e) => setup.cards[e.cardId]).filter((c) => c !== undefined && isRingwraithCard(c)).map((c) => c?.key)).size;
  if (wraiths < n) return `the Avatar deck holds ${wraiths} Ringwraith(s) for ${n} players: "Each player is assigned the role of one of the nine" Ringwraiths`;
  for (const mode of MODE_CARDS) {
    const k = count('avatar', (c) => modeOf(c) === mode);
    if (k < n) return `the Avatar deck holds ${k} ${mode} for ${n} players: "each Ringwraith begins the game with a copy of each of the mode cards"`;
  }
  const chars = count('character', (c) => c.type === 'Character' && !c.avatar);
  if (chars < n) return `the Character deck holds ${chars} character(s) for ${n} players: "cards are dealt to each player until everyone has twelve characters"`;
  return null;
}

/** After createGame has made the instances and players: seating by dice, mode cards, then the Ringwraith selection. */
export function startDarkArda(s: GameState, ctx: Ctx): void {
  s.profile = 'dark-arda';
  const seats = s.players.map((p) => p.seat);
  const rolls = rollForSeats(s.rng, seats.length);
  // seatOf[k] is the table position of the k-th player; position 0 rolled lowest, positions rise clockwise.
  s.order = [...seats].sort((a, b) => (rolls.seatOf[seats.indexOf(a)] as number) - (rolls.seatOf[seats.indexOf(b)] as number));
  s.seatRolls = rolls.rounds;
  ctx.events.push({ type: 'seating', rolls: rolls.rounds, order: [...s.order] });
  const avatars = setZones(s, 'ringwraith').decks.avatar;
  for (const seat of s.order) {
    const p = player(s, seat);
    p.modeCards = MODE_CARDS.map((mode) => {
      const inst = avatars.find((i) => modeOf(cardOf(s, i)) === mode) as number;
      removeFrom(avatars, inst);
      return inst;
    });
    ctx.events.push({ type: 'modeCards', seat, cards: p.modeCards.map((i) => s.cardOf[i]) });
  }
  // Table positions in picking order (highest roll first, then counterclockwise) as seats.
  s.stack = [{ kind: 'selectRingwraith', order: rolls.pickOrder.map((pos) => s.order[pos] as number), idx: 0 }];
  advanceDarkSetup(s, ctx);
}

type DarkStep = Extract<Step, { kind: 'selectRingwraith' | 'ringwraithFollower' | 'darkCompany' | 'darkItems' }>;
const DARK_KINDS = new Set<Step['kind']>(['selectRingwraith', 'ringwraithFollower', 'darkCompany', 'darkItems']);
const isDark = (step: Step): step is DarkStep => DARK_KINDS.has(step.kind);

/** Moves past seats with no choice and into the next step when a step is done. */
export function advanceDarkSetup(s: GameState, ctx: Ctx): void {
  for (let guard = 0; guard < 200; guard++) {
    const step = s.stack[s.stack.length - 1];
    if (!step || !isDark(step)) return;
    if (step.idx >= step.order.length) {
      nextDarkStep(s, step, ctx);
      continue;
    }
    if (legalFor(s, step, step.order[step.idx] as number).length > 0) return;
    step.idx++;
    if (step.kind === 'darkItems') step.picks = 0;
  }
}

function legalFor(s: GameState, step: DarkStep, seat: number): Action[] {
  switch (step.kind) {
    case 'selectRingwraith':
      return selectRingwraith.legal(s, seat);
    case 'ringwraithFollower':
      return takeRingwraithFollower.legal(s, seat);
    case 'darkCompany':
      return formDarkCompany.legal(s, seat);
    case 'darkItems':
      return draftStartingItem.legal(s, seat);
  }
}

function nextDarkStep(s: GameState, step: DarkStep, ctx: Ctx): void {
  if (step.kind === 'selectRingwraith') s.stack = [followerStep(s)];
  else if (step.kind === 'ringwraithFollower') {
    dealPools(s, ctx);
    s.stack = [{ kind: 'darkCompany', order: [...s.order], idx: 0 }];
  } else if (step.kind === 'darkCompany') s.stack = [{ kind: 'darkItems', order: [...s.order], idx: 0, picks: 0 }];
  else finishSetup(s, ctx);
}

// ——— Step 1: Ringwraiths ———

/**
 * The Ringwraiths still to be had, one instance of each: a list may hold three copies of its avatar ("3 The Witch-king"),
 * but "each player is assigned the role of one of the nine", and a Ringwraith is unique.
 */
function ringwraithChoices(s: GameState): number[] {
  const taken = new Set(s.players.flatMap((p) => p.avatar.map((i) => cardOf(s, i).key)));
  return setZones(s, 'ringwraith').decks.avatar.filter((i) => {
    const card = cardOf(s, i);
    if (!isRingwraithCard(card) || taken.has(card.key)) return false;
    taken.add(card.key);
    return true;
  });
}

export const selectRingwraith: Handler<'selectRingwraith'> = {
  schema: actionShape('selectRingwraith', { inst }),
  steps: ['selectRingwraith'],
  legal: (s) => ringwraithChoices(s).map((inst) => ({ type: 'selectRingwraith', inst })),
  check: (s, _seat, a) => (ringwraithChoices(s).includes(a.inst) ? null : reject('RINGWRAITH_UNAVAILABLE', 'unique', `${RULE_1} — that Ringwraith is not in the Avatar deck or was selected already`)),
  apply: (s, seat, a, ctx) => {
    removeFrom(setZones(s, 'ringwraith').decks.avatar, a.inst);
    player(s, seat).avatar.push(a.inst);
    ctx.events.push({ type: 'selectRingwraith', seat, card: s.cardOf[a.inst] });
    const step = top(s);
    if (step.kind === 'selectRingwraith') step.idx++;
  },
};

function seatPlaying(s: GameState, role: ReturnType<typeof ringwraithRole>): number {
  return s.players.find((p) => p.avatar[0] !== undefined && ringwraithRole(cardOf(s, p.avatar[0])) === role)?.seat ?? -1;
}

/** Witch-king, Khamûl, Witch-king (those selected), then every other seat in picking order for Ûvatha. */
function followerStep(s: GameState): Step {
  const wk = seatPlaying(s, 'witch-king');
  const kh = seatPlaying(s, 'khamul');
  const order = [wk, kh, wk].filter((seat) => seat >= 0);
  const others = [...s.order].reverse().filter((seat) => seat !== wk && seat !== kh);
  return { kind: 'ringwraithFollower', order: [...order, ...others], idx: 0, uvathaFrom: order.length };
}

function followerChoices(s: GameState): number[] {
  const step = top(s);
  if (step.kind !== 'ringwraithFollower') return [];
  const left = ringwraithChoices(s);
  return step.idx < step.uvathaFrom ? left : left.filter((i) => ringwraithRole(cardOf(s, i)) === 'uvatha');
}

export const takeRingwraithFollower: Handler<'takeRingwraithFollower'> = {
  schema: actionShape('takeRingwraithFollower', { inst: instOrNull }),
  steps: ['ringwraithFollower'],
  legal: (s) => {
    const choices = followerChoices(s);
    return choices.length === 0 ? [] : [...choices.map((inst) => ({ type: 'takeRingwraithFollower' as const, inst })), { type: 'takeRingwraithFollower', inst: null }];
  },
  check: (s, _seat, a) => (a.inst === null || followerChoices(s).includes(a.inst) ? null : reject('FOLLOWER_UNAVAILABLE', 'unique', `${RULE_FOLLOWERS} — that Ringwraith cannot be taken as a follower now`)),
  apply: (s, seat, a, ctx) => {
    const step = top(s);
    if (step.kind !== 'ringwraithFollower') return;
    if (a.inst !== null) {
      removeFrom(setZones(s, 'ringwraith').decks.avatar, a.inst);
      player(s, seat).avatar.push(a.inst);
      ctx.events.push({ type: 'ringwraithFollower', seat, card: s.cardOf[a.inst] });
      // Ûvatha goes to one player: once claimed, no one after is offered him.
      if (step.idx >= step.uvathaFrom) step.idx = step.order.length;
      else step.idx++;
    } else {
      ctx.events.push({ type: 'ringwraithFollower', seat, card: null });
      step.idx++;
    }
  },
};

// ——— Step 2: the draft and starting companies ———

/** "cards are dealt to each player until everyone has twelve characters": fewer, in whole rounds, when the Character deck is short. */
function dealPools(s: GameState, ctx: Ctx): void {
  const deck = setZones(s, 'ringwraith').decks.character;
  const n = s.order.length;
  const cards = deck.map((i) => cardOf(s, i));
  const dealable = cards.filter((c) => c.type === 'Character' && !c.avatar).length;
  const deal = dealDraft(s.rng, cards, n, Math.min(DRAFT_POOL_SIZE, Math.floor(dealable / n)));
  const byId = new Map<string, number[]>();
  for (const inst of deck) byId.set(s.cardOf[inst] as string, [...(byId.get(s.cardOf[inst] as string) ?? []), inst]);
  const takeOne = (id: string) => (byId.get(id) as number[]).shift() as number;
  deal.pools.forEach((ids, k) => {
    const p = player(s, s.order[k] as number);
    p.pool = ids.map(takeOne);
    ctx.events.push({ type: 'dealt', seat: p.seat, count: p.pool.length });
  });
  const rest = deal.leftover.map(takeOne);
  setZones(s, 'ringwraith').decks.character = [...rest, ...deck.filter((i) => !rest.includes(i) && !s.players.some((p) => p.pool.includes(i)))];
}

const RULE_4 = `${SRC} 4: "an Orc and a Troll character with the Leader trait cannot be together in a company without using Orders from Lugburz on the Orc"`;

/** Step 4: an Orc leader and a Troll leader together (Orders from Lugbúrz is drafted after the companies, so it cannot lift this at setup). */
function leaderClash(cards: readonly EngineCard[]): boolean {
  const leader = (race: string) => cards.some((c) => c.keywords.includes('Leader') && (c.race ?? '').includes(race));
  return leader('Orc') && leader('Troll');
}

function companyProblem(s: GameState, seat: number, chars: number[]): string | null {
  const p = player(s, seat);
  // The Ringwraith alone: allowed, so a seat whose pool has nothing that fits still puts its Ringwraith in play.
  if (chars.length === 0) return null;
  if (new Set(chars).size !== chars.length) return 'a character is named twice';
  if (chars.some((c) => !p.pool.includes(c))) return 'only characters dealt to you may start';
  const problems = startingCompanyProblems(chars.map((c) => s.cardOf[c] as string), [chars.map((c) => s.cardOf[c] as string)], s.catalog.cards);
  if (problems[0]) return problems[0];
  return leaderClash(chars.map((c) => cardOf(s, c))) ? `${RULE_4}: an Orc leader and a Troll leader are named` : null;
}

const LIMITS = { characters: STARTING_CHARACTERS_MAX, mind: STARTING_MIND_MAX };
/** Suggestions: greedy fills by strength, by marshalling points, and by the most mind that fits. */
const SCORES = [BY_STRENGTH, BY_MP, (c: EngineCard) => c.mind ?? 0];
const noLeaderClash = (cards: EngineCard[]) => !leaderClash(cards);

/** The Darkhaven a Ringwraith starts at: one his home site line names, else Minas Morgul. */
export function ringwraithStartSite(s: GameState, ringwraith: number): string {
  const base = s.catalog.ringSite.ringwraith ?? (s.catalog.sites.ringwraith[0] as string);
  const home = cardOf(s, ringwraith).homeSite;
  if (!home || homeSiteAllows(s, home, base)) return base;
  return s.catalog.sites.ringwraith.find((id) => isHaven(s, id) && homeSiteAllows(s, home, id)) ?? base;
}

export const formDarkCompany: Handler<'formDarkCompany'> = {
  schema: actionShape('formDarkCompany', { chars: insts }),
  steps: ['darkCompany'],
  legal: (s, seat) => {
    const suggestions = companySuggestions(s, seat, LIMITS, SCORES, noLeaderClash);
    return (suggestions.length > 0 ? suggestions : [[]]).map((chars) => ({ type: 'formDarkCompany', chars }));
  },
  check: (s, seat, a) => {
    const problem = companyProblem(s, seat, a.chars);
    if (problem?.startsWith(RULE_4)) return reject('LEADERS', 'companySize', problem);
    return problem ? reject('STARTING_COMPANY', 'influence', `${RULE_2} — ${problem}`) : null;
  },
  apply: (s, seat, a, ctx) => {
    const p = player(s, seat);
    const [wraith, ...followers] = p.avatar as [number, ...number[]];
    const site = ringwraithStartSite(s, wraith);
    const lord = `c${s.nextCompany++}`;
    s.companies.push({ id: lord, owner: seat, chars: [wraith, ...followers], site, dest: null, siteTapped: false, entered: false });
    s.chars[wraith] = { owner: seat, company: lord, followerOf: null, items: [], allies: [], hazards: [] };
    for (const f of followers) s.chars[f] = { owner: seat, company: lord, followerOf: wraith, items: [], allies: [], hazards: [] };
    p.avatarInPlay = wraith;
    p.avatar = [];
    const id = `c${s.nextCompany}`;
    if (a.chars.length > 0) {
      s.nextCompany++;
      s.companies.push({ id, owner: seat, chars: [...a.chars], site, dest: null, siteTapped: false, entered: false });
    }
    for (const c of a.chars) {
      removeFrom(p.pool, c);
      s.chars[c] = { owner: seat, company: id, followerOf: null, items: [], allies: [], hazards: [] };
    }
    ctx.events.push({ type: 'startingCompany', seat, site, ringwraith: s.cardOf[wraith], followers: followers.map((f) => s.cardOf[f]), cards: a.chars.map((c) => s.cardOf[c]) });
    const step = top(s);
    if (step.kind === 'darkCompany') step.idx++;
  },
};

// ——— Step 3: minor items, Whispers of Rings, Orders from Lugbúrz ———

export const draftStartingItem: Handler<'draftStartingItem'> = {
  schema: actionShape('draftStartingItem', { inst: instOrNull, bearer: instOrNull }),
  steps: ['darkItems'],
  legal: (s, seat) => {
    const chars = itemBearers(s, seat);
    const out: Action[] = [];
    for (const inst of startingItemChoices(s, seat, 'ringwraith')) {
      if (isMinorEvent(cardOf(s, inst))) out.push({ type: 'draftStartingItem', inst, bearer: null });
      else for (const bearer of chars) out.push({ type: 'draftStartingItem', inst, bearer });
    }
    if (out.length > 0) out.push({ type: 'draftStartingItem', inst: null, bearer: null });
    return out as Extract<Action, { type: 'draftStartingItem' }>[];
  },
  check: (s, seat, a) => {
    if (a.inst === null) return null;
    if (!startingItemChoices(s, seat, 'ringwraith').includes(a.inst)) return reject('MINOR_UNAVAILABLE', 'unique', `${RULE_3} — pick from the Minor Item deck, one copy of a given card per player`);
    const event = isMinorEvent(cardOf(s, a.inst));
    if (event && a.bearer !== null) return reject('BEARER', 'items', 'Dark Arda: Whispers of Rings and Orders from Lugbúrz taken as a minor item are "immediately put into play unattached to a character"');
    if (!event && (a.bearer === null || !itemBearers(s, seat).includes(a.bearer))) return reject('BEARER', 'items', 'the bearer must be one of your starting characters (not a Ringwraith)');
    return null;
  },
  apply: (s, seat, a, ctx) => {
    const step = top(s);
    if (step.kind !== 'darkItems') return;
    if (a.inst === null) {
      ctx.events.push({ type: 'draftMinor', seat, card: null });
      step.idx++;
      step.picks = 0;
      return;
    }
    removeFrom(setZones(s, 'ringwraith').decks.minor, a.inst);
    if (a.bearer === null) player(s, seat).playArea.push(a.inst);
    else s.chars[a.bearer]?.items.push(a.inst);
    ctx.events.push({ type: 'draftMinor', seat, card: s.cardOf[a.inst], bearer: a.bearer });
    step.picks++;
    if (step.picks >= STARTING_ITEM_PICKS) {
      step.idx++;
      step.picks = 0;
    }
  },
};

// ——— Steps 3 (end), 5 and 6 ———

function finishSetup(s: GameState, ctx: Ctx): void {
  const z = setZones(s, 'ringwraith');
  // 3: "All unselected minor items and permanent events are then shuffled into the Minor Item deck."
  shuffleInPlace(s.rng, z.decks.minor);
  // 5: "all undrafted character cards … are shuffled together and placed in a Character Deck. Draw four character cards".
  for (const seat of s.order) {
    const p = player(s, seat);
    z.decks.character.push(...p.pool);
    p.pool = [];
  }
  shuffleInPlace(s.rng, z.decks.character);
  refillFaceUp(s, 'ringwraith', ctx);
  // 6: "eight cards from the Play Deck … draw one fewer card … for each Ringwraith follower"; five MP cards, or 2 Ring + 3 MP with Whispers of Rings.
  for (const seat of s.order) {
    const p = player(s, seat);
    const followers = s.companies.filter((c) => c.owner === seat).flatMap((c) => c.chars).filter((c) => c !== p.avatarInPlay && isRingwraithCard(cardOf(s, c))).length;
    const draw = (deck: 'play' | 'mp' | 'ring', count: number, into: number[]) => {
      for (let k = 0; k < count; k++) {
        const inst = drawFrom(s, 'ringwraith', deck, ctx);
        if (inst !== null) into.push(inst);
      }
    };
    draw('play', playHandSize(followers), p.hand);
    const mix = treasureHandMix(ownWhispers(s, seat).length > 0);
    draw('ring', mix.ring, p.mpHand);
    draw('mp', mix.mp, p.mpHand);
    // "However, this player does not refill his Marshalling Points hand as normal until the end of his or her first turn as an active player."
    if (mix.ring > 0) p.treasureHeldUntil = 1;
    ctx.events.push({ type: 'startingHands', seat, play: p.hand.length, treasure: p.mpHand.length, rings: mix.ring });
  }
  // "the player that selected his or her Ringwraith avatar last is designated the first player … If you are playing with a group
  // of 5 to 7 players, two players will be going first simultaneously": order[0] first, with lanes from 5 seats (flow.ts).
  beginFirstTurn(s, ctx);
}
