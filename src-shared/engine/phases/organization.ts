/**
 * Organization phase (Arda Revised §4/§5) and the actions open on your own turn: playing a
 * character from the face-up roving characters or your avatar, general and direct influence,
 * company join and split at Havens, item transfer and storing with corruption checks, the
 * once-a-turn communal discard, movement declarations, ring tests, calling the Council,
 * resource events from the hand (their text settled manually), The One Ring victories.
 */
import { actionShape, cardId, companyId, inst, instOrNull, insts, regionPath } from '../actionFields';
import { activeSeatsNow } from '../simultaneous/lanes';
import { corruptionCheck, openCheckWindow } from '../corruption';
import { defOf } from '../effects/defs';
import { activeStatics } from '../effects/statics';
import type { StaticEffect } from '../effects/types';
import { reject } from '../errors';
import { deepsMoves, havenLinks, havenRoute, isUnderDeeps, MAX_REGIONS_ENTERED, reachableSites, regionOf, validPath, type RegionPairs } from '../regions';
import { testRing, bearerOf } from '../rings';
import { totalMp } from '../scoring';
import { storablePoints, storeNow } from '../storing';
import {
  cardOf, companiesOf, controlMind, company, companyOfChar, companySize, drawFrom, followersOf, generalInfluence, hasSkill, isHaven, MAX_COMPANY_SIZE,
  player, refillFaceUp, removeFrom, setStatus, setZones, statusOf, toDiscard, unusedDirectInfluence, usedGeneralInfluence,
} from '../state';
import { PROFILES, type CharState, type Company, type EngineCard, type GameState, type Rejection } from '../types';
import { endGame, homeSiteAllows } from './flow';
import { isDarkArda } from '../darkArda/profile';
import { nameKey } from '../facts';
import { FELL_RIDER_CLOSED, fellRiderClosed, fellRiderJoinProblem, modeMoveProblem } from '../darkArda/modes';

/** Dark Arda's One Ring goal, as a folded site name. */
const BARAD_DUR = nameKey('Barad-dûr');
import { top, type Handler } from './handler';

const OWN_TURN_STEPS = ['organization', 'longEvent', 'mhSelect', 'siteSelect', 'endTurn'] as const;

function isOrg(s: GameState): boolean {
  return top(s).kind === 'organization';
}

/** Unique cards (by name) already in play anywhere. */
export function inPlayKeys(s: GameState): Set<string> {
  // Called for every unique card a seat might play: plain loops, no intermediate arrays.
  const keys = new Set<string>();
  for (const inst in s.chars) {
    const ch = s.chars[inst] as CharState;
    keys.add(cardOf(s, Number(inst)).key);
    for (const i of ch.items) keys.add(cardOf(s, i).key);
    for (const i of ch.allies) keys.add(cardOf(s, i).key);
  }
  for (const p of s.players) {
    for (const i of p.playArea) keys.add(cardOf(s, i).key);
    for (const i of p.mpPile) keys.add(cardOf(s, i).key);
  }
  return keys;
}

/** coe-rules 2.II.3.1.3: a company can only contain one leader unless at a Haven. Leaders among these characters. */
export function leaders(s: GameState, chars: number[]): number {
  // "Leader." in the card data's keywords, or (where the data leaves it out) the card's own `leader` effect.
  return chars.filter((c) => cardOf(s, c).keywords.includes('Leader') || (defOf(cardOf(s, c))?.static ?? []).some((e) => e.on === 'self' && e.stat === 'leader')).length;
}

function controllerProblem(s: GameState, seat: number, mind: number, siteId: string, controller: number | null, exclude: number | null = null, candidate: number | null = exclude): string | null {
  if (controller === null) {
    const used = usedGeneralInfluence(s, seat) - (exclude !== null && s.chars[exclude]?.followerOf === null ? controlMind(s, exclude) : 0);
    const gi = generalInfluence(s, seat);
    return used + mind > gi ? `general influence: ${used} of ${gi} used, mind ${mind} does not fit` : null;
  }
  const ch = s.chars[controller];
  if (!ch || ch.owner !== seat) return 'the controller must be your character';
  if (ch.followerOf !== null) return 'a follower may not have followers';
  if (candidate !== null && activeStatics(s).some((st) => st.effect.on === 'noDirectInfluence' && st.bearer === candidate)) return `${cardOf(s, candidate).name} cannot be controlled by direct influence`;
  if (controller === exclude) return 'a character cannot control himself';
  if (companyOfChar(s, controller)?.site !== siteId) return 'the controller must be at the same site';
  const unused = unusedDirectInfluence(s, controller, candidate ?? undefined);
  return unused < mind ? `${cardOf(s, controller).name} has ${unused} unused direct influence, mind ${mind} needs more` : null;
}

function placeCharacter(s: GameState, seat: number, inst: number, siteId: string, controller: number | null): void {
  const host = controller !== null ? companyOfChar(s, controller) : companiesOf(s, seat).find((c) => c.site === siteId && !fellRiderClosed(s, c) && (isHaven(s, siteId) || (companySize(s, c) < MAX_COMPANY_SIZE && leaders(s, [...c.chars, inst]) <= 1)));
  let co: Company | undefined = host;
  if (!co) {
    co = { id: `c${s.nextCompany++}`, owner: seat, chars: [], site: siteId, dest: null, siteTapped: false, entered: false };
    s.companies.push(co);
  }
  co.chars.push(inst);
  s.chars[inst] = { owner: seat, company: co.id, followerOf: controller, items: [], allies: [], hazards: [] };
}

/**
 * Roving characters may be played once "every player has completed a resource turn" (Dark Arda;
 * Arda Revised the same): each player still in has finished a turn of his own. With simultaneous
 * turns this comes before the token has gone round the table.
 */
function everyoneHadATurn(s: GameState): boolean {
  const active = activeSeatsNow(s);
  return s.players.every((p) => p.out || p.turnsTaken >= 2 || (p.turnsTaken === 1 && !active.includes(p.seat)));
}

/** Dark Arda, Minion Agent Rule: "Minion Agent cards are played as if they were Minion cards or characters": an agent's card says "Agent." */
function isAgent(card: EngineCard): boolean {
  return /\bAgent\./.test(card.text);
}

/** The site's own text lets agents come into play at it under direct influence ("Agent minions may be brought into play under direct influence at this site"). */
function agentsSite(s: GameState, siteId: string): boolean {
  const site = s.catalog.cards[siteId];
  return (site ? (defOf(site)?.static ?? []) : []).some((e) => e.on === 'agentsHere');
}

function agentHere(s: GameState, card: EngineCard, siteId: string): boolean {
  return isAgent(card) && agentsSite(s, siteId);
}

/**
 * A card's leave to bring one more character into play at this site this turn (turn.characterAt: A Chance Meeting, "This does not count
 * against the one character per turn limit"), for this controller (`direct`: "with direct influence").
 */
function characterGrant(s: GameState, siteId: string, controller: number | null): number {
  return (s.turn.characterAt ?? []).findIndex((g) => g.site === siteId && (!g.direct || controller !== null));
}

/** Whether the play uses the usual allowance (one character per turn, at his home site or a Haven), not a card's leave. */
function usualPlay(s: GameState, inst: number, siteId: string): boolean {
  return !s.turn.characterPlayed && (isHaven(s, siteId) || homeSiteAllows(s, cardOf(s, inst).homeSite, siteId));
}

function playCharacterProblem(s: GameState, seat: number, inst: number, siteId: string, controller: number | null, keys: Set<string> = inPlayKeys(s)): Rejection | null {
  const p = player(s, seat);
  if (!isOrg(s)) return reject('PHASE', 'phase', 'characters come into play in your organization phase');
  const granted = !usualPlay(s, inst, siteId) && characterGrant(s, siteId, controller) >= 0;
  if (s.turn.characterPlayed && !granted) return reject('ONE_CHARACTER', 'oneCharacter', 'you have already played a character or your avatar this turn');
  if (!setZones(s, p.alignment).faceUp.character.includes(inst)) return reject('NOT_ROVING', 'unknownCard', 'characters are played from your set\'s face-up roving characters');
  if (!everyoneHadATurn(s)) return reject('ROVING_TOO_EARLY', 'roving', 'every player must first have taken a resource turn');
  const card = cardOf(s, inst);
  if (card.unique && keys.has(card.key)) return reject('UNIQUE', 'unique', `${card.name} is already in play`);
  if (!s.catalog.sites[p.alignment].includes(siteId)) return reject('SITE', 'homeSite', 'unknown site for your alignment');
  if (!granted && !isHaven(s, siteId) && !homeSiteAllows(s, card.homeSite, siteId) && !(controller !== null && agentHere(s, card, siteId)))
    return reject('HOME_SITE', 'homeSite', `${card.name} comes into play at ${card.homeSite ?? 'his home site'} or a Haven${isAgent(card) && agentsSite(s, siteId) ? ' (an agent here only under direct influence)' : ''}`);
  if (!homeSiteAllows(s, card.homeSite, siteId) && (defOf(card)?.static ?? []).some((e) => e.on === 'self' && e.stat === 'homeSiteOnly')) return reject('HOME_SITE', 'homeSite', `${card.name} may only be brought into play at ${card.homeSite ?? 'his home site'}`);
  // The site's own text ("Unless this site is a character's home site, a non-Orc, non-Troll character may not be brought into play at this site"): its `charactersHere` effect.
  const siteCard = s.catalog.cards[siteId];
  const siteRule = siteCard ? (defOf(siteCard)?.static ?? []).find((e) => e.on === 'charactersHere' && !homeSiteAllows(s, card.homeSite, siteId) && !e.allows(card)) : undefined;
  if (siteRule?.on === 'charactersHere') return reject('HOME_SITE', 'homeSite', `${card.name}: ${siteRule.label}`);
  if (controller !== null && fellRiderClosed(s, companyOfChar(s, controller))) return reject('FELL_RIDER', 'mode', FELL_RIDER_CLOSED);
  const problem = controllerProblem(s, seat, card.mind ?? 0, siteId, controller, null, inst);
  if (!problem && controller !== null && !isHaven(s, siteId) && leaders(s, [...(companyOfChar(s, controller)?.chars ?? []), inst]) > 1) return reject('LEADER', 'companySize', 'a company can only contain one leader unless at a Haven');
  return problem ? reject('INFLUENCE', 'influence', problem) : null;
}

export const playCharacter: Handler<'playCharacter'> = {
  schema: actionShape('playCharacter', { inst, site: cardId, controller: instOrNull }),
  steps: ['organization'],
  legal: (s, seat) => {
    const p = player(s, seat);
    if ((s.turn.characterPlayed && !s.turn.characterAt?.length) || !everyoneHadATurn(s)) return [];
    const havens = s.catalog.sites[p.alignment].filter((id) => isHaven(s, id));
    // Sites a card lets one more character come into play at (turn.characterAt).
    for (const g of s.turn.characterAt ?? []) if (!havens.includes(g.site)) havens.push(g.site);
    const out: { type: 'playCharacter'; inst: number; site: string; controller: number | null }[] = [];
    const keys = inPlayKeys(s);
    for (const inst of setZones(s, p.alignment).faceUp.character) {
      const card = cardOf(s, inst);
      if (card.unique && keys.has(card.key)) continue;
      const sites = new Set(havens);
      if (card.homeSite && !/^any/i.test(card.homeSite)) for (const id of s.catalog.sites[p.alignment]) if (homeSiteAllows(s, card.homeSite, id)) sites.add(id);
      if (isAgent(card)) for (const id of s.catalog.sites[p.alignment]) if (agentsSite(s, id)) sites.add(id);
      for (const site of sites) {
        if (!playCharacterProblem(s, seat, inst, site, null, keys)) out.push({ type: 'playCharacter', inst, site, controller: null });
        else {
          const host = companiesOf(s, seat).filter((c) => c.site === site).flatMap((c) => c.chars).find((c) => !playCharacterProblem(s, seat, inst, site, c, keys));
          if (host !== undefined) out.push({ type: 'playCharacter', inst, site, controller: host });
        }
      }
    }
    return out;
  },
  check: (s, seat, a) => playCharacterProblem(s, seat, a.inst, a.site, a.controller),
  apply: (s, seat, a, ctx) => {
    const p = player(s, seat);
    removeFrom(setZones(s, p.alignment).faceUp.character, a.inst);
    // The usual allowance first; else a card's leave, used up ("This does not count against the one character per turn limit").
    if (usualPlay(s, a.inst, a.site)) s.turn.characterPlayed = true;
    else s.turn.characterAt?.splice(characterGrant(s, a.site, a.controller), 1);
    placeCharacter(s, seat, a.inst, a.site, a.controller);
    (s.turn.charactersPlayed ??= []).push(a.inst);
    refillFaceUp(s, p.alignment, ctx);
    ctx.events.push({ type: 'playCharacter', seat, card: s.cardOf[a.inst], site: a.site, controller: a.controller });
  },
};

function avatarSites(s: GameState, seat: number): string[] {
  const p = player(s, seat);
  const inst = p.avatar[0];
  if (inst === undefined) return [];
  const card = cardOf(s, inst);
  const out = s.catalog.sites[p.alignment].filter((id) => homeSiteAllows(s, card.homeSite, id));
  // A card in his play area may keep him to his home site (`avatarHomeSiteOnly`: "Your Wizard may only be brought into play at his home site").
  if (p.playArea.some((i) => (defOf(cardOf(s, i))?.static ?? []).some((e) => e.on === 'avatarHomeSiteOnly'))) return out;
  const ring = s.catalog.ringSite[p.alignment];
  if (ring && !out.includes(ring)) out.push(ring);
  return out;
}

export const playAvatar: Handler<'playAvatar'> = {
  schema: actionShape('playAvatar', { site: cardId }),
  steps: ['organization'],
  legal: (s, seat) => (s.turn.characterPlayed ? [] : avatarSites(s, seat).map((site) => ({ type: 'playAvatar', site }))),
  check: (s, seat, a) => {
    if (!isOrg(s)) return reject('PHASE', 'phase', 'the avatar comes into play in your organization phase');
    if (s.turn.characterPlayed) return reject('ONE_CHARACTER', 'oneCharacter', 'you have already played a character this turn');
    if (player(s, seat).avatar.length === 0) return reject('NO_AVATAR', 'unknownCard', 'you have no avatar waiting to be played');
    return avatarSites(s, seat).includes(a.site) ? null : reject('HOME_SITE', 'homeSite', 'the avatar comes into play at his home site or Rivendell / Minas Morgul');
  },
  apply: (s, seat, a, ctx) => {
    const p = player(s, seat);
    const inst = p.avatar.shift() as number;
    placeCharacter(s, seat, inst, a.site, null);
    p.avatarInPlay = inst;
    s.turn.characterPlayed = true;
    s.turn.avatarPlayed = true;
    ctx.events.push({ type: 'playAvatar', seat, card: s.cardOf[inst], site: a.site });
  },
};

export const setController: Handler<'setController'> = {
  schema: actionShape('setController', { inst, controller: instOrNull }),
  steps: ['organization'],
  legal: (s, seat) => {
    const out: { type: 'setController'; inst: number; controller: number | null }[] = [];
    for (const co of companiesOf(s, seat))
      for (const ch of co.chars) {
        const st = s.chars[ch];
        if (!st || cardOf(s, ch).avatar) continue;
        if (st.followerOf !== null && !controllerProblem(s, seat, controlMind(s, ch), co.site, null, ch)) out.push({ type: 'setController', inst: ch, controller: null });
        if (st.followerOf === null && followersOf(s, ch).length === 0)
          for (const host of co.chars) if (host !== ch && !controllerProblem(s, seat, controlMind(s, ch), co.site, host, ch)) out.push({ type: 'setController', inst: ch, controller: host });
      }
    return out;
  },
  check: (s, seat, a) => {
    const st = s.chars[a.inst];
    if (!st || st.owner !== seat) return reject('NOT_YOURS', 'unknownCard', 'not your character');
    if (cardOf(s, a.inst).avatar) return reject('AVATAR', 'influence', 'the avatar is not controlled by influence');
    if (a.controller !== null && followersOf(s, a.inst).length > 0) return reject('FOLLOWER_CHAIN', 'influence', 'a character with followers cannot become a follower');
    const co = companyOfChar(s, a.inst) as Company;
    const problem = controllerProblem(s, seat, controlMind(s, a.inst), co.site, a.controller, a.inst);
    return problem ? reject('INFLUENCE', 'influence', problem) : null;
  },
  apply: (s, _seat, a, ctx) => {
    const st = s.chars[a.inst];
    if (!st) return;
    st.followerOf = a.controller;
    if (a.controller !== null) {
      const host = companyOfChar(s, a.controller) as Company;
      const mine = companyOfChar(s, a.inst) as Company;
      if (host !== mine) {
        removeFrom(mine.chars, a.inst);
        host.chars.push(a.inst);
        st.company = host.id;
        if (mine.chars.length === 0) s.companies = s.companies.filter((c) => c !== mine);
      }
    }
    ctx.events.push({ type: 'setController', inst: a.inst, controller: a.controller });
  },
};

export const splitCompany: Handler<'splitCompany'> = {
  schema: actionShape('splitCompany', { companyId, chars: insts }),
  steps: ['organization'],
  legal: (s, seat) => {
    const out: { type: 'splitCompany'; companyId: string; chars: number[] }[] = [];
    for (const co of companiesOf(s, seat)) {
      if (!isHaven(s, co.site) || co.chars.length < 2) continue;
      for (const ch of co.chars) if (s.chars[ch]?.followerOf === null && co.chars.length - 1 - followersOf(s, ch).length > 0) out.push({ type: 'splitCompany', companyId: co.id, chars: [ch, ...followersOf(s, ch)] });
    }
    return out;
  },
  check: (s, seat, a) => {
    const co = company(s, a.companyId);
    if (!co || co.owner !== seat) return reject('NO_COMPANY', 'unknownCard', 'not your company');
    if (!isHaven(s, co.site)) return reject('NOT_HAVEN', 'haven', 'companies split only at a Haven');
    if (a.chars.length === 0 || a.chars.length >= co.chars.length || a.chars.some((c) => !co.chars.includes(c))) return reject('SPLIT', 'haven', 'name some, not all, of the company\'s characters');
    for (const c of a.chars) {
      const f = s.chars[c]?.followerOf ?? null;
      if (f !== null && !a.chars.includes(f)) return reject('FOLLOWER', 'influence', 'a follower stays with his controlling character');
      if (followersOf(s, c).some((x) => !a.chars.includes(x))) return reject('FOLLOWER', 'influence', 'followers go with their controlling character');
    }
    return null;
  },
  apply: (s, seat, a, ctx) => {
    const co = company(s, a.companyId) as Company;
    const id = `c${s.nextCompany++}`;
    co.chars = co.chars.filter((c) => !a.chars.includes(c));
    s.companies.push({ id, owner: seat, chars: [...a.chars], site: co.site, dest: null, siteTapped: co.siteTapped, entered: false });
    for (const c of a.chars) (s.chars[c] as { company: string }).company = id;
    ctx.events.push({ type: 'splitCompany', from: co.id, to: id });
  },
};

export const joinCompany: Handler<'joinCompany'> = {
  schema: actionShape('joinCompany', { companyId, intoCompanyId: companyId }),
  steps: ['organization'],
  legal: (s, seat) => {
    const out: { type: 'joinCompany'; companyId: string; intoCompanyId: string }[] = [];
    const mine = companiesOf(s, seat);
    for (const a of mine) for (const b of mine) if (a !== b && a.site === b.site && isHaven(s, a.site) && !fellRiderJoinProblem(s, a, b)) out.push({ type: 'joinCompany', companyId: a.id, intoCompanyId: b.id });
    return out;
  },
  check: (s, seat, a) => {
    const from = company(s, a.companyId);
    const into = company(s, a.intoCompanyId);
    if (!from || !into || from.owner !== seat || into.owner !== seat || from === into) return reject('NO_COMPANY', 'unknownCard', 'name two of your companies');
    if (from.site !== into.site || !isHaven(s, from.site)) return reject('NOT_HAVEN', 'haven', 'companies join only at a Haven where both are');
    return fellRiderJoinProblem(s, from, into);
  },
  apply: (s, _seat, a, ctx) => {
    const from = company(s, a.companyId) as Company;
    const into = company(s, a.intoCompanyId) as Company;
    for (const c of from.chars) (s.chars[c] as { company: string }).company = into.id;
    into.chars.push(...from.chars);
    into.dest = null;
    s.companies = s.companies.filter((c) => c !== from);
    ctx.events.push({ type: 'joinCompany', from: from.id, into: into.id });
  },
};

function itemProblem(s: GameState, seat: number, item: number): string | null {
  const bearer = bearerOf(s, item);
  if (bearer === null || s.chars[bearer]?.owner !== seat) return 'not an item of one of your characters';
  return null;
}

export const transferItem: Handler<'transferItem'> = {
  schema: actionShape('transferItem', { item: inst, to: inst }),
  steps: ['organization'],
  legal: (s, seat) => {
    const out: { type: 'transferItem'; item: number; to: number }[] = [];
    for (const co of companiesOf(s, seat))
      for (const from of co.chars)
        for (const item of s.chars[from]?.items ?? [])
          for (const other of companiesOf(s, seat).filter((c) => c.site === co.site).flatMap((c) => c.chars))
            if (other !== from && cardOf(s, other).race !== 'Ringwraith') out.push({ type: 'transferItem', item, to: other });
    return out;
  },
  check: (s, seat, a) => {
    if (!isOrg(s)) return reject('PHASE', 'phase', 'items are transferred in the organization phase');
    const problem = itemProblem(s, seat, a.item);
    if (problem) return reject('NO_ITEM', 'unknownCard', problem);
    const from = bearerOf(s, a.item) as number;
    const to = s.chars[a.to];
    if (!to || to.owner !== seat || a.to === from) return reject('TARGET', 'sameSite', 'give it to another of your characters');
    if (cardOf(s, a.to).race === 'Ringwraith') return reject('RINGWRAITH', 'items', 'a Ringwraith may not use items');
    if (companyOfChar(s, from)?.site !== companyOfChar(s, a.to)?.site) return reject('SITE', 'sameSite', 'both characters must be at the same site');
    return null;
  },
  apply: (s, _seat, a, ctx) => {
    const from = bearerOf(s, a.item) as number;
    if (openCheckWindow(s, { inst: from, modifier: 0, why: 'transfer', failure: 'discarded', then: { do: 'transfer', item: a.item, to: a.to } })) return;
    const result = corruptionCheck(s, from, 0, ctx, 'transfer', 'discarded');
    if (result !== 'pass') return;
    removeFrom(s.chars[from]?.items ?? [], a.item);
    s.chars[a.to]?.items.push(a.item);
    ctx.events.push({ type: 'transferItem', item: a.item, from, to: a.to });
  },
};

/** A card in play lets this seat's characters store during the end-of-turn phase as though it were their organization phase (Safe from the Shadow, Tokens to Show). */
function storesAtEndOfTurn(s: GameState, seat: number): boolean {
  const step = top(s);
  if (step.kind !== 'endTurn' || step.stage !== 'active' || seat !== s.turn.active) return false;
  const align = player(s, seat).alignment;
  return s.players.some((p) => p.playArea.some((i) => (defOf(cardOf(s, i))?.static ?? []).some((e) => e.on === 'storeAtEndOfTurn' && e.alignment === align)));
}

export const storeItem: Handler<'storeItem'> = {
  schema: actionShape('storeItem', { item: inst }),
  steps: ['organization', 'endTurn'],
  legal: (s, seat) => {
    if (!isOrg(s) && !storesAtEndOfTurn(s, seat)) return [];
    const out: { type: 'storeItem'; item: number }[] = [];
    for (const co of companiesOf(s, seat)) for (const ch of co.chars) for (const item of s.chars[ch]?.items ?? []) if (storablePoints(s, item, co.site) !== null) out.push({ type: 'storeItem', item });
    return out;
  },
  check: (s, seat, a) => {
    if (!isOrg(s) && !storesAtEndOfTurn(s, seat)) return reject('PHASE', 'phase', 'items are stored in the organization phase');
    const problem = itemProblem(s, seat, a.item);
    if (problem) return reject('NO_ITEM', 'unknownCard', problem);
    if (cardOf(s, a.item).ringKind === 'one') return reject('ONE_RING', 'store', 'The One Ring may not be stored');
    const bearer = bearerOf(s, a.item) as number;
    if (storablePoints(s, a.item, companyOfChar(s, bearer)?.site ?? '') === null) return reject('NOT_HAVEN', 'store', 'items are stored at a Haven or at a site the item names ("at sites specified on the item cards")');
    return null;
  },
  apply: (s, seat, a, ctx) => {
    const bearer = bearerOf(s, a.item) as number;
    if (openCheckWindow(s, { inst: bearer, modifier: 0, why: 'store', failure: 'discarded', then: { do: 'store', item: a.item, seat } })) return;
    const result = corruptionCheck(s, bearer, 0, ctx, 'store', 'discarded');
    if (result !== 'pass') return;
    storeNow(s, bearer, a.item, seat, companyOfChar(s, bearer)?.site ?? '', ctx);
  },
};

export const discardCommunal: Handler<'discardCommunal'> = {
  schema: actionShape('discardCommunal', { inst }),
  steps: ['organization'],
  legal: (s, seat) => {
    if (s.turn.communalDiscardUsed) return [];
    const p = player(s, seat);
    const z = setZones(s, p.alignment);
    return [...z.faceUp.character, ...z.faceUp.minor, ...z.faceUp.mp, ...p.mpHand].map((inst) => ({ type: 'discardCommunal', inst }));
  },
  check: (s, seat, a) => {
    if (!isOrg(s)) return reject('PHASE', 'phase', 'the communal discard is made in the organization phase');
    if (s.turn.communalDiscardUsed) return reject('ONCE', 'communalDiscard', 'already used this turn');
    const p = player(s, seat);
    const z = setZones(s, p.alignment);
    if (![...z.faceUp.character, ...z.faceUp.minor, ...z.faceUp.mp, ...p.mpHand].includes(a.inst)) return reject('NOT_COMMUNAL', 'communalDiscard', 'only your set\'s face-up cards or your MP hand');
    return null;
  },
  apply: (s, seat, a, ctx) => {
    const p = player(s, seat);
    const z = setZones(s, p.alignment);
    s.turn.communalDiscardUsed = true;
    if (removeFrom(p.mpHand, a.inst)) {
      toDiscard(s, a.inst, ctx);
      const next = drawFrom(s, p.alignment, 'mp', ctx);
      if (next !== null) p.mpHand.push(next);
    } else {
      for (const pile of [z.faceUp.character, z.faceUp.minor, z.faceUp.mp]) removeFrom(pile, a.inst);
      toDiscard(s, a.inst, ctx);
      refillFaceUp(s, p.alignment, ctx);
    }
  },
};

/** Regions a company may enter this turn: three, plus what cards allow (turn.extraRegions). */
export function maxRegions(s: GameState, companyId: string): number {
  let extra = 0;
  for (const st of activeStatics(s)) if (st.effect.on === 'extraRegions') extra += st.effect.count(s, companyId, { inst: st.inst, bearer: st.bearer });
  const most = MAX_REGIONS_ENTERED + (s.turn.extraRegions?.[companyId] ?? 0) + extra;
  // "limited in all cases to 3 regions maximum" (`movementLimits`): whatever else allows.
  return Math.min(most, ...limitsOn(s, companyId).map((e) => e.regions ?? most));
}

/** The `movementLimits` statics that hold for the company. */
function limitsOn(s: GameState, companyId: string): Extract<StaticEffect, { on: 'movementLimits' }>[] {
  const out: Extract<StaticEffect, { on: 'movementLimits' }>[] = [];
  for (const st of activeStatics(s)) if (st.effect.on === 'movementLimits' && st.effect.test(s, companyId, { inst: st.inst, bearer: st.bearer })) out.push(st.effect);
  return out;
}

/** Pairs of regions the company may move between as if adjacent this turn (turn.adjacentRegions: "it may move as if the following pairs of regions were adjacent"). */
export function adjacentPairs(s: GameState, companyId: string): RegionPairs {
  return (s.turn.adjacentRegions ?? []).filter((m) => m.companyId === companyId).flatMap((m) => m.pairs);
}

/** Whether the company may use starter movement between linked Havens (no `noStarterMovement` card in play forbids it). */
function starterAllowed(s: GameState, companyId: string): boolean {
  return !activeStatics(s).some((st) => st.effect.on === 'noStarterMovement' && st.effect.test(s, companyId, { inst: st.inst, bearer: st.bearer }));
}

function movementProblem(s: GameState, seat: number, companyId: string, siteId: string, regions: string[]): Rejection | null {
  if (!isOrg(s)) return reject('PHASE', 'phase', 'destinations are declared in the organization phase');
  const co = company(s, companyId);
  if (!co || co.owner !== seat) return reject('NO_COMPANY', 'unknownCard', 'not your company');
  const p = player(s, seat);
  if (!s.catalog.sites[p.alignment].includes(siteId) || siteId === co.site) return reject('SITE', 'movement', 'choose another site of your alignment');
  const from = regionOf(s.catalog, co.site);
  const to = regionOf(s.catalog, siteId);
  const most = maxRegions(s, companyId);
  // coe-rules 2.II.7.iii: "To use Under-deeps Movement, either the company's current site or new site must be an Under-deeps site, and the new
  // site card must be listed as one of the adjacent sites on the company's current site card or vice versa"; such a move has no regions.
  if (isUnderDeeps(s.catalog, siteId) && limitsOn(s, co.id).some((e) => e.noUnderDeeps)) return reject('LIMITED', 'cardText', 'a card on this company forbids moving to an Under-deeps site');
  if (isUnderDeeps(s.catalog, co.site) || isUnderDeeps(s.catalog, siteId)) {
    if (regions.length > 0 || !deepsMoves(s.catalog, p.alignment, co.site).some((m) => m.site === siteId))
      return reject('PATH', 'movement', 'an Under-deeps site is reached only from a site its card lists as adjacent (or that lists it), with no regions (coe-rules 2.II.7.iii: "the new site card must be listed as one of the adjacent sites on the company\'s current site card or vice versa")');
    return sizeProblem(s, co, siteId) ?? siteMoveProblem(s, co, siteId) ?? modeMoveProblem(s, co, siteId);
  }
  // Starter movement between linked Havens (regions.ts havenRoute): the route the map gives, whatever its length.
  const route = starterAllowed(s, co.id) ? havenRoute(s.catalog, p.alignment, co.site, siteId) : null;
  const starter = route !== null && regions.length === route.length && validPath(s.catalog, from ?? '', to ?? '', regions, route.length);
  if (!from || !to || (!starter && !validPath(s.catalog, from, to, regions, most, adjacentPairs(s, co.id))))
    return reject('PATH', 'movement', `the regions must lead from the current site's region to the destination's, entering at most ${most} (or a Haven's printed site path to another Haven)`);
  return sizeProblem(s, co, siteId) ?? siteMoveProblem(s, co, siteId) ?? modeMoveProblem(s, co, siteId);
}

function sizeProblem(s: GameState, co: Company, siteId: string): Rejection | null {
  if (companySize(s, co) > MAX_COMPANY_SIZE && !isHaven(s, siteId)) return reject('SIZE', 'companySize', 'a company of more than 7 may only move to a Haven');
  if (leaders(s, co.chars) > 1 && !isHaven(s, siteId)) return reject('LEADER', 'companySize', 'a company with more than one leader may only move to a Haven');
  return null;
}

/** The destination's own text ("A Ringwraith may not move to this site"): its `moveHere` effects. */
function siteMoveProblem(s: GameState, co: Company, siteId: string): Rejection | null {
  const card = s.catalog.cards[siteId];
  for (const e of card ? (defOf(card)?.static ?? []) : []) if (e.on === 'moveHere' && !e.allows(s, co.id)) return reject('SITE_FORBIDS', 'movement', `${card?.name}: ${e.label}`);
  return null;
}

export const declareMovement: Handler<'declareMovement'> = {
  schema: actionShape('declareMovement', { companyId, site: cardId, regions: regionPath }),
  steps: ['organization'],
  legal: (s, seat) => {
    const p = player(s, seat);
    const out: { type: 'declareMovement'; companyId: string; site: string; regions: string[] }[] = [];
    for (const co of companiesOf(s, seat)) {
      if (co.dest) continue;
      const big = companySize(s, co) > MAX_COMPANY_SIZE || leaders(s, co.chars) > 1;
      const reach = reachableSites(s.catalog, p.alignment, co.site, maxRegions(s, co.id), adjacentPairs(s, co.id));
      // Starter movement to a Haven linked by a printed site path, when the region count alone does not reach it.
      for (const haven of starterAllowed(s, co.id) ? [...(havenLinks(s.catalog, p.alignment).get(co.site) ?? [])].sort() : []) {
        const route = reach.some((r) => r.site === haven) ? null : havenRoute(s.catalog, p.alignment, co.site, haven);
        if (route) reach.push({ site: haven, regions: route });
      }
      // Under-deeps movement (coe-rules 2.II.7.iii): the sites adjacent by the Under-deeps cards, no regions.
      const noDeeps = limitsOn(s, co.id).some((e) => e.noUnderDeeps);
      for (const m of deepsMoves(s.catalog, p.alignment, co.site)) if (!noDeeps || !isUnderDeeps(s.catalog, m.site)) reach.push({ site: m.site, regions: [] });
      for (const r of reach) if ((!big || isHaven(s, r.site)) && !modeMoveProblem(s, co, r.site) && !siteMoveProblem(s, co, r.site)) out.push({ type: 'declareMovement', companyId: co.id, site: r.site, regions: r.regions });
    }
    return out;
  },
  check: (s, seat, a) => movementProblem(s, seat, a.companyId, a.site, a.regions),
  apply: (s, _seat, a, ctx) => {
    const co = company(s, a.companyId) as Company;
    // An Under-deeps site at either end: Under-deeps movement, no site path (coe-rules 2.IV.ii).
    const deeps = isUnderDeeps(s.catalog, co.site) || isUnderDeeps(s.catalog, a.site);
    co.dest = { site: a.site, regions: [...a.regions], ...(deeps ? { underDeeps: true } : {}) };
    ctx.events.push({ type: 'declareMovement', companyId: co.id, site: a.site, regions: a.regions });
  },
};

export const cancelMovement: Handler<'cancelMovement'> = {
  schema: actionShape('cancelMovement', { companyId }),
  steps: ['organization'],
  legal: (s, seat) => companiesOf(s, seat).filter((c) => c.dest).map((c) => ({ type: 'cancelMovement', companyId: c.id })),
  check: (s, seat, a) => {
    const co = company(s, a.companyId);
    return co && co.owner === seat && co.dest && isOrg(s) ? null : reject('NO_MOVEMENT', 'movement', 'that company has no declared movement');
  },
  apply: (s, _seat, a) => {
    const co = company(s, a.companyId) as Company;
    co.dest = null;
  },
};

function ringTests(s: GameState, seat: number): { tester: number; ring: number }[] {
  const p = player(s, seat);
  const ringSite = s.catalog.ringSite[p.alignment];
  const out: { tester: number; ring: number }[] = [];
  if (!ringSite) return out;
  for (const co of companiesOf(s, seat)) {
    // The site's own text ("Any sage may tap to test a ring at this site"): its `ringTestHere` effect's skill, a card-given one too.
    const site = s.catalog.cards[co.site];
    const here = site ? (defOf(site)?.static ?? []).flatMap((e) => (e.on === 'ringTestHere' && e.testerSkill ? [e.testerSkill] : [])) : [];
    if (co.site !== ringSite && here.length === 0) continue;
    const tester = co.chars.find((c) => statusOf(s, c) === 'untapped' && ((co.site === ringSite && cardOf(s, c).avatar) || here.some((skill) => hasSkill(s, c, skill))));
    if (tester === undefined) continue;
    for (const ch of co.chars) for (const item of s.chars[ch]?.items ?? []) if (cardOf(s, item).itemClass === 'gold ring') out.push({ tester, ring: item });
  }
  return out;
}

export const testRingHandler: Handler<'testRing'> = {
  schema: actionShape('testRing', { tester: inst, ring: inst }),
  steps: ['organization', 'siteSelect'],
  legal: (s, seat) => ringTests(s, seat).map((t) => ({ type: 'testRing', ...t })),
  check: (s, seat, a) => (ringTests(s, seat).some((t) => t.tester === a.tester && t.ring === a.ring) ? null : reject('RING_TEST', 'ringTest', 'your untapped avatar must be at Rivendell / Minas Morgul with the gold ring in his company')),
  apply: (s, _seat, a, ctx) => testRing(s, a.tester, a.ring, ctx),
};

/** What calling the end is named: Dark Arda's virtual Sudden Call calls "the Audience with Sauron" (darkArda/profile.ts). */
function councilName(s: GameState): string {
  return isDarkArda(s) ? 'the Audience with Sauron' : 'the Council';
}

/** MP needed to call: the game's `councilMp` (by default its profile's, types.ts PROFILES; a group may agree on another). */
export const callCouncil: Handler<'callCouncil'> = {
  schema: actionShape('callCouncil', {}),
  steps: OWN_TURN_STEPS,
  legal: (s, seat) => (s.council === null && s.turn.active === seat && top(s).kind !== 'endTurn' && totalMp(s, seat) >= s.options.councilMp ? [{ type: 'callCouncil' }] : []),
  check: (s, seat) => {
    if (s.council) return reject('CALLED', 'council', `${councilName(s)} has been called already`);
    if (s.turn.active !== seat) return reject('TURN', 'council', 'only on your own turn');
    const mp = totalMp(s, seat);
    if (mp >= s.options.councilMp) return null;
    // Dark Arda "Winning the Game": the rule quoted in the refusal.
    if (isDarkArda(s)) {
      const rule = PROFILES['dark-arda'].callMp;
      const agreed = s.options.councilMp === rule ? '' : ` (this game calls it at ${s.options.councilMp} MP)`;
      return reject('NOT_ENOUGH_MP', 'audience', `"any player with ${rule} or more MP may call the Audience with Sauron"${agreed}: you have ${mp} MP`);
    }
    return reject('NOT_ENOUGH_MP', 'council', `you have ${mp} MP; ${s.options.councilMp} are needed`);
  },
  apply: (s, seat, _a, ctx) => {
    s.council = { calledBy: seat, remaining: s.players.filter((p) => p.seat !== seat && !p.out).map((p) => p.seat) };
    ctx.events.push({ type: 'callCouncil', seat, mp: totalMp(s, seat), ...(isDarkArda(s) ? { audience: true } : {}) });
  },
};

function playResourceEventProblem(s: GameState, seat: number, inst: number): Rejection | null {
  const p = player(s, seat);
  if (!p.hand.includes(inst)) return reject('NOT_IN_HAND', 'unknownCard', 'the card is not in your hand');
  const card = cardOf(s, inst);
  if (card.type !== 'Resource' || !card.eventKind) return reject('NOT_EVENT', 'eventPhase', 'only resource events are played this way');
  if (defOf(card)?.play) return reject('DEFINED', 'cardText', `${card.name} is played by its card definition (playCard), where its text allows`);
  if (card.eventKind === 'long' && top(s).kind !== 'longEvent') return reject('LONG_EVENT', 'eventPhase', 'resource long-events are played in your long-event phase');
  if (card.unique && inPlayKeys(s).has(card.key)) return reject('UNIQUE', 'unique', `${card.name} is already in play`);
  return null;
}

export const playResourceEvent: Handler<'playResourceEvent'> = {
  schema: actionShape('playResourceEvent', { inst }),
  steps: ['organization', 'longEvent', 'siteSelect'],
  legal: (s, seat) => player(s, seat).hand.filter((inst) => !playResourceEventProblem(s, seat, inst)).map((inst) => ({ type: 'playResourceEvent', inst })),
  check: (s, seat, a) => playResourceEventProblem(s, seat, a.inst),
  apply: (s, seat, a, ctx) => {
    const p = player(s, seat);
    removeFrom(p.hand, a.inst);
    const card = cardOf(s, a.inst);
    // The play is told before what follows from it (a short event discarded).
    ctx.events.push({ type: 'playResourceEvent', seat, card: card.id, manual: true });
    if (card.eventKind === 'short') toDiscard(s, a.inst, ctx);
    else p.playArea.push(a.inst);
  },
};

function oneRingWins(s: GameState, seat: number): number[] {
  const p = player(s, seat);
  const out: number[] = [];
  for (const co of companiesOf(s, seat)) {
    const siteKey = s.catalog.cards[co.site]?.key ?? '';
    // Dark Arda "Winning the Game": "You move The One Ring to Barad-dur" (not Minas Morgul as in Arda Revised).
    const goal = p.alignment === 'wizard' ? siteKey === 'mount doom' : isDarkArda(s) ? siteKey === BARAD_DUR : co.site === s.catalog.ringSite.ringwraith;
    if (!goal) continue;
    for (const ch of co.chars) if ((s.chars[ch]?.items ?? []).some((i) => cardOf(s, i).ringKind === 'one') && (p.alignment === 'ringwraith' || statusOf(s, ch) === 'untapped')) out.push(ch);
  }
  return out;
}

export const destroyOneRing: Handler<'destroyOneRing'> = {
  schema: actionShape('destroyOneRing', { bearer: inst }),
  steps: ['organization', 'siteSelect'],
  legal: (s, seat) => oneRingWins(s, seat).map((bearer) => ({ type: 'destroyOneRing', bearer })),
  check: (s, seat, a) => (oneRingWins(s, seat).includes(a.bearer) ? null : (isDarkArda(s) ? reject('ONE_RING', 'darkOneRing', '"You move The One Ring to Barad-dur": its bearer\'s company must be at Barad-dûr') : reject('ONE_RING', 'oneRing', 'The One Ring\'s bearer must be at Mount Doom (Wizard, untapped) or Minas Morgul (Ringwraith)'))),
  apply: (s, seat, a, ctx) => {
    const p = player(s, seat);
    if (p.alignment === 'wizard') {
      setStatus(s, a.bearer, 'tapped');
      if (corruptionCheck(s, a.bearer, 0, ctx, 'mount doom') !== 'pass') return;
    }
    endGame(s, 'one-ring', ctx, seat);
  },
};
