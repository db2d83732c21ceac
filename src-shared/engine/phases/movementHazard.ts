/**
 * Movement/hazard phase (Arda Revised §4, §6, §10; multiplayer.txt §10): one company at a
 * time; the hazard limit (the larger of 2 and the company size, Hobbits and Orc scouts half,
 * fixed at the start); the active and first hazard player draw one card per region entered
 * (at least one when moving, none otherwise); hazard play passes clockwise, each pass lowering
 * the limit by one, never back; creatures keyed to the site path's region types (a doubled
 * symbol needs two such regions), the new site's type, or a site or region their text names;
 * at the end both players resolve their hands to 8.
 */
import { z } from 'zod';
import { actionShape, companyId, count, inst, instOrNull } from '../actionFields';
import { inPlayReaching } from '../simultaneous/lanes';
import { creatureCardAttack, startCombat } from '../combat';
import { defOf } from '../effects/defs';
import { activeStatics, appliesTo, creatureEffects, type ActiveStatic } from '../effects/statics';
import { raceMatches } from '../effects/query';
import { reject } from '../errors';
import { deepsMoves, isUnderDeeps, regionOf, sitePathRegions, sitePathTypes } from '../regions';
import { roll2d6 } from '../rng';
import { baseHazardLimit, cardOf, company, drawCards, player, removeFrom, setStatus, statusOf, toDiscard } from '../state';
import { isOvert } from '../overt';
import type { CreatureMatch, StaticEffect } from '../effects/types';
import { nameKey } from '../facts';
import type { Attack, Company, EngineCard, GameState } from '../types';
import { hazardSeats } from './flow';
import { inPlayKeys } from './organization';
import { discardLeaderFactions } from '../leaderFactions';
import { top, type Handler } from './handler';

export function isKeyed(s: GameState, co: Company, card: EngineCard, extended = true): boolean {
  if (card.type !== 'Hazard' || !/Creature/.test(card.subtype ?? '')) return false;
  if (co.chars.some((ch) => s.mods.some((m) => m.inst === ch && m.stat === 'noCreatures'))) return false;
  // Events in play that key creatures further ("Any creature that can be keyed to a Dark-domain [{d}] may be keyed to Angmar or
  // Gundabad"): their `keying` statics, read as the creature's own keying (`extended` false: the creature's and the site's only).
  if (extended) {
    for (const st of activeStatics(s)) {
      const e = st.effect;
      if (e.on === 'keying' && creatureMatches(card, e.creatures) && (!e.doorsOfNight || inPlayReaching(s, ['doors of night'])) && isKeyed(s, co, { ...card, keyRegionTypes: e.regionTypes ?? [], keyRegions: e.regions ?? [], keySiteTypes: e.siteTypes ?? [], keySites: [], keySitesIn: [], keyIf: [] }, false)) return true;
    }
  }
  // The creature's own text may key it further ("May also be played at a Ruins & Lairs [{R}] that has two Wildernesses [{w}] … in its site path").
  if (defOf(card)?.static?.some((e) => e.on === 'creature' && e.after === 'keyedIf' && e.test(s, co.id))) return true;
  if (defOf(card)?.static?.some((e) => e.on === 'creature' && e.after === 'sitesIn' && inPlayReaching(s, e.needs) && e.regions.includes(s.catalog.cards[co.dest?.site ?? co.site]?.regionKey ?? ''))) return true;
  const doorsOfNight = () => inPlayReaching(s, ['doors of night']);
  if (card.keyIf?.some((k) => k.doorsOfNight === doorsOfNight() && isKeyed(s, co, { ...card, keyRegionTypes: k.regionTypes, keyRegions: k.regions, keySiteTypes: [], keySites: [], keySitesIn: [], keyIf: [] }, false))) return true;
  const siteId = co.dest?.site ?? co.site;
  // "No hazard creatures may be played at the company's new site" (Crack in the Wall): none keyed to the site itself.
  const site = s.turn.noSiteCreatures?.includes(co.id) ? undefined : s.catalog.cards[siteId];
  // A site treated as another site type this turn (Choking Shadows: "treat one Ruins & Lairs as a Shadow-hold").
  const siteType = (site && s.turn.sitesAs?.[site.key]) ?? site?.siteType;
  if (siteType && card.keySiteTypes.includes(siteType)) return true;
  if (site && card.keySites.includes(site.key)) return true;
  // The site's own text ("Any Man hazard creature can be played at this site"): its `creaturesHere` effects.
  if (site && (defOf(site)?.static ?? []).some((e) => e.on === 'creaturesHere' && raceMatches(card.race, e.races))) return true;
  if (site?.regionKey && card.keySitesIn?.some((k) => k.regions.includes(site.regionKey as string) && (k.types === null || (site.siteType !== null && k.types.includes(site.siteType))) && !(k.nonHaven && site.siteType === 'H'))) return true;
  // The site path's regions: none under Under-deeps movement ("hazards may not be played keyed to the region of the surface site").
  const names = sitePathRegions(s.catalog, co);
  if (names.length === 0) return false;
  // Keying to regions barred against the company this turn (Hidden Ways, Down Down to Goblin-town).
  const barred = (s.turn.keyingBarred ?? []).filter((b) => b.companyId === co.id && (!b.ifDestTypes || (siteType !== undefined && siteType !== null && b.ifDestTypes.includes(siteType))));
  const allBarred = barred.some((b) => b.regionTypes === 'all');
  // Regions treated as other region types this turn (Withered Lands: "treat one Wilderness as two Wildernesses").
  const path = names.flatMap((r) => s.turn.regionsAs?.[r] ?? sitePathTypes(s.catalog, r, []));
  for (const t of new Set(card.keyRegionTypes)) {
    if (allBarred || barred.some((b) => b.regionTypes !== 'all' && b.regionTypes.includes(t))) continue;
    const need = card.keyRegionTypes.filter((x) => x === t).length;
    if (path.filter((x) => x === t).length >= need) return true;
  }
  if (card.keyRegions.length > 0 && !allBarred) {
    if (names.some((r) => card.keyRegions.includes(r))) return true;
  }
  return false;
}

/** Whether a creature card is one a `keying` static applies to ("Any creature that can be keyed to one single Shadow-land [{s}]"). */
function creatureMatches(card: EngineCard, m: CreatureMatch): boolean {
  if (m.races && !raceMatches(card.race, m.races)) return false;
  if (m.nonUnique && card.unique) return false;
  const n = m.keyedTo ? card.keyRegionTypes.filter((t) => t === m.keyedTo).length : 1;
  if (n === 0 || (m.count !== undefined && n !== m.count)) return false;
  return !m.keyedToOtherThan || card.keyRegionTypes.some((t) => t !== m.keyedToOtherThan);
}

/**
 * Arda Revised §4: "You may draw up to a # of cards equal to the number of regions moved through
 * (at least one card must be draw[n])"; a company that does not move draws none.
 */
export function maxMovementDraws(co: Company): number {
  return co.dest ? Math.max(1, co.dest.regions.length) : 0;
}

/**
 * The moving company's player may draw more: a character's own `movementDraws` effect ("he may draw one additional card for each
 * Wilderness [{w}] in his company's site path"), and an event's in play ("Each moving company may draw an extra card …"), or fewer
 * (a negative `extra`: "each moving company draws one less card to a minimum of one"), never fewer than one while moving (Arda Revised
 * §4: "at least one card must be draw[n]").
 */
function ownMaxDraws(s: GameState, co: Company): number {
  let n = maxMovementDraws(co);
  if (co.dest) for (const ch of co.chars) for (const e of defOf(cardOf(s, ch))?.static ?? []) if (e.on === 'self' && e.stat === 'movementDraws') n += e.extra(s, co.id);
  if (co.dest) for (const st of activeStatics(s)) if (st.effect.on === 'movementDraws' && st.bearer === null) n += st.effect.extra(s, co.id);
  return co.dest ? Math.max(1, n) : n;
}

type MHStep = Extract<ReturnType<typeof top>, { kind: 'mhHazards' }>;

function mhStep(s: GameState): MHStep | null {
  const step = top(s);
  return step.kind === 'mhHazards' ? step : null;
}

export const startCompanyMH: Handler<'startCompanyMH'> = {
  schema: actionShape('startCompanyMH', { companyId, draws: count(10).optional() }),
  steps: ['mhSelect'],
  // The first action of each company draws the maximum; the others draw fewer ("up to").
  legal: (s, seat) =>
    s.companies
      .filter((c) => c.owner === seat && !s.turn.mhDone.includes(c.id))
      .flatMap((c) => {
        const max = ownMaxDraws(s, c);
        return [{ type: 'startCompanyMH' as const, companyId: c.id }, ...Array.from({ length: Math.max(0, max - 1) }, (_, k) => ({ type: 'startCompanyMH' as const, companyId: c.id, draws: max - 1 - k }))];
      }),
  check: (s, seat, a) => {
    const co = company(s, a.companyId);
    if (!co || co.owner !== seat) return reject('NO_COMPANY', 'unknownCard', 'not your company');
    if (s.turn.mhDone.includes(co.id)) return reject('DONE', 'phase', 'this company has had its movement/hazard phase');
    if (a.draws !== undefined) {
      const max = ownMaxDraws(s, co);
      if (!Number.isInteger(a.draws) || a.draws < (max > 0 ? 1 : 0) || a.draws > max)
        return reject('DRAWS', 'movementDraws', max > 0 ? `draw from 1 to ${max} cards (one per region moved through, at least one)` : 'a company that does not move draws no cards');
    }
    return null;
  },
  apply: (s, seat, a, ctx) => {
    const co = company(s, a.companyId) as Company;
    deepsRoll(s, seat, co, ctx);
    let limit = baseHazardLimit(s, co);
    // The new site's own text ("Any company moving to this site has its hazard limit increased by 2"): its `hazardLimitHere` effect.
    const destCard = co.dest ? s.catalog.cards[co.dest.site] : undefined;
    for (const e of destCard ? (defOf(destCard)?.static ?? []) : []) if (e.on === 'hazardLimitHere') limit = Math.max(0, limit + e.delta);
    if (co.dest) revealed(s, co, ctx);
    for (const st of activeStatics(s)) {
      const e = st.effect;
      if (e.on !== 'hazardLimit' || !appliesTo(st, e.whose, seat) || (e.company && !e.company(s, co.id, { inst: st.inst, bearer: st.bearer }))) continue;
      // "reduced by one (to a minimum of two)": a reduction stops at its minimum.
      limit = e.min !== undefined ? Math.max(Math.min(limit, e.min), limit + e.delta) : Math.max(0, limit + e.delta);
    }
    // A card played on the company earlier this turn ("The hazard limit is decreased by two (to a minimum of 2)": Steeds; s.turn.hazardLimitMods).
    for (const m of s.turn.hazardLimitMods ?? []) if (m.companyId === co.id) limit = Math.max(Math.min(limit, m.min ?? 0), limit + m.delta);
    const hazardSeat = s.turn.firstHazard;
    // "Discard the faction if the leader moves" (a faction placed under an Orc or Troll leader; leaderFactions.ts).
    if (co.dest) discardLeaderFactions(s, ctx, (leader) => co.chars.includes(leader));
    if (co.dest) {
      const draws = maxMovementDraws(co);
      drawCards(s, seat, a.draws ?? ownMaxDraws(s, co), ctx);
      // One region: the hazard player's one card (at least one must be drawn); more: his choice (mhDraws, movementDraws below).
      if (hazardSeat !== seat && draws <= 1) drawCards(s, hazardSeat, draws, ctx);
    }
    ctx.events.push({ type: 'movementHazard', companyId: co.id, moving: Boolean(co.dest), to: co.dest?.site ?? co.site, limit, hazardSeat });
    s.stack.push({ kind: 'mhHazards', companyId: co.id, hazardSeat, limit, played: 0, passes: 0, creaturesAt: 0 });
    if (hazardSeat === seat) {
      const step = mhStep(s);
      if (step) step.played = step.limit;
    }
    for (const st of activeStatics(s)) {
      if (st.effect.on === 'mhStart') st.effect.run(s, co.id, ctx, { inst: st.inst, owner: st.owner });
      else if (st.effect.on === 'movingAttack' && movingThrough(s, co, st.effect)) {
        const a = st.effect.attack;
        startCombat(s, { source: 'creature', label: `${st.name}: ${a.race}`, creature: null, strikes: a.strikes, prowess: a.prowess, body: a.body, attackerChooses: a.attackerChooses ?? false, attackers: [], attackerSeat: hazardSeat, defenderSeat: seat, companyId: co.id, attackerCompanyId: null, killMp: 0 }, [], ctx);
      }
    }
    // A card played on the company earlier this turn: "The company faces a detainment attack at the beginning of its movement/hazard phase" (turn.mhStartAttacks).
    for (const m of s.turn.mhStartAttacks ?? []) {
      if (m.companyId !== co.id || co.chars.length === 0) continue;
      const attack: Attack = { source: 'creature', label: m.label, creature: null, strikes: m.strikes, prowess: m.prowess, body: null, attackerChooses: false, attackers: [], attackerSeat: hazardSeat, defenderSeat: seat, companyId: co.id, attackerCompanyId: null, killMp: 0 };
      startCombat(s, m.detainment ? { ...attack, detainment: true } : attack, [], ctx);
    }
    // Arda Revised §4: "You may draw up to a # of cards equal to the number of regions moved through (at least one card must be draw[n]); your opponent does the same"
    // (coe-rules 2.IV.v: "The hazard player may draw up to the number …, and must draw at least one card"): the hazard player chooses, before anything else happens.
    if (co.dest && hazardSeat !== seat && maxMovementDraws(co) > 1 && !player(s, hazardSeat).out) s.stack.push({ kind: 'mhDraws', companyId: co.id, seat: hazardSeat, max: maxMovementDraws(co) });
  },
};

/** The company is moving and its site path (its origin's region and the regions it moves through) holds one of the static's regions (or its further ones, their card in play). */
function movingThrough(s: GameState, co: Company, e: Extract<StaticEffect, { on: 'movingAttack' }>): boolean {
  if (!co.dest) return false;
  const more = e.more && inPlayReaching(s, e.more.ifInPlay.map(nameKey)) ? e.more : null;
  const keys = [...e.regions, ...(more?.regions ?? [])].map(nameKey);
  return [regionOf(s.catalog, co.site), ...co.dest.regions].some((r) => r && (keys.includes(r) || (more?.coastal === true && s.catalog.regions[r]?.type === 'c')));
}

/**
 * coe-rules 2.IV.i.1: "If the company's current site is an Under-deeps site when the company's new site is revealed, the resource player must
 * make an Under-deeps movement roll (prior to determining site paths) and the company must stay at its current site if the roll is less than
 * the number listed next to the new site's name on the site of origin; in this case, the company does not move and the new site is returned to
 * its player's location deck, but this does not count as the company being "returned" to its current site." The company then has the
 * movement/hazard phase of a company that does not move. Cards in play modify the roll (`underDeepsRoll` effects).
 */
function deepsRoll(s: GameState, seat: number, co: Company, ctx: Parameters<Handler<'startCompanyMH'>['apply']>[3]): void {
  if (!co.dest?.underDeeps || !isUnderDeeps(s.catalog, co.site)) return;
  const alignment = player(s, seat).alignment;
  const need = deepsMoves(s.catalog, alignment, co.site).find((m) => m.site === co.dest?.site)?.roll ?? 0;
  const between = isUnderDeeps(s.catalog, co.dest.site);
  const mods: { label: string; value: number }[] = [];
  for (const st of activeStatics(s)) {
    const e = st.effect;
    if (e.on !== 'underDeepsRoll' || (e.betweenDeeps && !between) || (e.alignment && e.alignment !== alignment)) continue;
    if (e.bearerCompany && (st.bearer === null || !co.chars.includes(st.bearer))) continue;
    mods.push({ label: e.label, value: e.delta });
  }
  const dice = roll2d6(s.rng);
  const total = dice[0] + dice[1] + mods.reduce((n, m) => n + m.value, 0);
  const moves = total >= need;
  ctx.events.push({ type: 'roll', purpose: 'underDeeps', seat, card: co.dest.site, dice, mods, total, need, result: moves ? 'moves' : 'stays', label: 'Under-deeps movement' });
  if (!moves) co.dest = null;
}

/**
 * The new site is revealed (coe-rules 2.IV.i: the movement/hazard phase begins with it): its own `revealedHere` text ("An overt company must tap
 * an untapped character (if available) if this site is revealed as its new site"). The player's choice of character is taken as the untapped one
 * with the lowest prowess (the last on ties).
 */
function revealed(s: GameState, co: Company, ctx: Parameters<Handler<'startCompanyMH'>['apply']>[3]): void {
  const card = co.dest ? s.catalog.cards[co.dest.site] : undefined;
  for (const e of card ? (defOf(card)?.static ?? []) : []) {
    if (e.on !== 'revealedHere' || isOvert(s, co.id) !== (e.tapOne === 'overt')) continue;
    const who = co.chars.filter((ch) => statusOf(s, ch) === 'untapped').reduce<number | undefined>((best, ch) => (best === undefined || (cardOf(s, ch).prowess ?? 0) <= (cardOf(s, best).prowess ?? 0) ? ch : best), undefined);
    if (who === undefined) continue;
    setStatus(s, who, 'tapped');
    ctx.events.push({ type: 'effect', effect: 'tap', inst: who, label: `${card?.name}: ${e.tapOne === 'overt' ? 'an overt' : 'a covert'} company must tap an untapped character` });
  }
}

/** The hazard player's movement draws: from 1 to one per region moved through (the most first, the bots' choice). */
export const movementDraws: Handler<'movementDraws'> = {
  schema: actionShape('movementDraws', { draws: z.number().int().min(1).max(10) }),
  steps: ['mhDraws'],
  legal: (s) => {
    const step = top(s);
    if (step.kind !== 'mhDraws') return [];
    return Array.from({ length: step.max }, (_, k) => ({ type: 'movementDraws' as const, draws: step.max - k }));
  },
  check: (s, seat, a) => {
    const step = top(s);
    if (step.kind !== 'mhDraws' || step.seat !== seat) return reject('PHASE', 'phase', 'no movement draws to choose now');
    if (!Number.isInteger(a.draws) || a.draws < 1 || a.draws > step.max)
      return reject('DRAWS', 'movementDraws', `draw from 1 to ${step.max} cards (coe-rules 2.IV.v: "The hazard player may draw up to the number …, and must draw at least one card")`);
    return null;
  },
  apply: (s, seat, a, ctx) => {
    s.stack.pop();
    drawCards(s, seat, a.draws, ctx);
  },
};

/** A defined card is played by its definition (playCard), unless it may also be played as a creature ("May be played as a hazard creature … or as a permanent-event": `orCreature`). */
function playedByDefinition(card: EngineCard): boolean {
  const play = defOf(card)?.play;
  return play !== undefined && play.orCreature !== true;
}

/** The creature's own condition on the company it is played on ("playable only against minion companies"), when it fails. */
function creatureRefusal(s: GameState, co: Company, inst: number): string | null {
  for (const e of creatureEffects(s, inst)) if (e.after === 'playableIf' && !playableAgainst(s, e, co)) return e.label;
  return null;
}

/** Whether a creature's `playableIf` condition holds for the company: its alignments, a home site none of its characters has, its test. */
function playableAgainst(s: GameState, e: Extract<StaticEffect, { after: 'playableIf' }>, co: Company): boolean {
  if (e.alignments && !e.alignments.includes(player(s, co.owner).alignment)) return false;
  const home = e.notHomeSite === undefined ? null : nameKey(e.notHomeSite);
  if (home !== null && co.chars.some((ch) => (cardOf(s, ch).homeSite ?? '').split(',').some((h) => nameKey(h.trim()) === home))) return false;
  return !e.test || e.test(s, co.id);
}

/** Creatures this seat may play as though they were in his hand (a card's `asInHand` static: Summons from Long Sleep's reserved creature). */
function asInHand(s: GameState, seat: number): { inst: number; st: ActiveStatic }[] {
  const out: { inst: number; st: ActiveStatic }[] = [];
  for (const st of activeStatics(s)) if (st.effect.on === 'asInHand' && st.owner === seat) for (const inst of st.effect.cards(s, { inst: st.inst, owner: st.owner })) out.push({ inst, st });
  return out;
}

/**
 * Two or Three Tribes Present: "creatures of the announced type played against the company do not count against the hazard limit",
 * so they may be played when the limit is reached as well (a hazard that does not count against the limit is never stopped by it).
 */
function freeCreature(s: GameState, co: Company, card: EngineCard): boolean {
  return freeThisTurn(s, co, card) || freeByEvent(s, co, card) !== null;
}

function freeThisTurn(s: GameState, co: Company, card: EngineCard): boolean {
  return (s.turn.freeCreatures ?? []).some((f) => f.companyId === co.id && raceMatches(card.race, [f.race]) && !(f.nonUnique && card.unique));
}

/**
 * An event in play by which the creature does not count against the company's hazard limit ("One Undead hazard creature against each
 * company doesn't count against its hazard limit"): the mark its use leaves in `turn.effectsUsed`, or null when none is left.
 */
function freeByEvent(s: GameState, co: Company, card: EngineCard): string | null {
  for (const st of activeStatics(s)) {
    const e = st.effect;
    if (e.on !== 'freeCreatures' || !raceMatches(card.race, e.races) || (e.unique && !card.unique)) continue;
    const mark = `freeCreature:${st.inst}@${co.id}`;
    if ((s.turn.effectsUsed ?? []).filter((x) => x === mark).length < e.count) return mark;
  }
  return null;
}

export const playCreature: Handler<'playCreature'> = {
  schema: actionShape('playCreature', { inst }),
  steps: ['mhHazards'],
  legal: (s, seat) => {
    const step = mhStep(s);
    const co = step && company(s, step.companyId);
    if (!step || !co) return [];
    const full = step.played >= step.limit;
    return [...player(s, seat).hand, ...asInHand(s, seat).map((x) => x.inst)]
      .filter((inst) => (!full || freeCreature(s, co, cardOf(s, inst))) && isKeyed(s, co, cardOf(s, inst)) && !playedByDefinition(cardOf(s, inst)) && creatureRefusal(s, co, inst) === null)
      .map((inst) => ({ type: 'playCreature', inst }));
  },
  check: (s, seat, a) => {
    const step = mhStep(s);
    const co = step && company(s, step.companyId);
    if (!step || !co) return reject('PHASE', 'eventPhase', 'creatures are played in an opponent\'s movement/hazard phase');
    if (!player(s, seat).hand.includes(a.inst) && !asInHand(s, seat).some((x) => x.inst === a.inst)) return reject('NOT_IN_HAND', 'unknownCard', 'the card is not in your hand');
    if (step.played >= step.limit && !freeCreature(s, co, cardOf(s, a.inst))) return reject('HAZARD_LIMIT', 'hazardLimit', `the hazard limit (${step.limit}) is reached`);
    if (playedByDefinition(cardOf(s, a.inst))) return reject('DEFINED', 'cardText', `${cardOf(s, a.inst).name} is played by its card definition (playCard)`);
    if (!isKeyed(s, co, cardOf(s, a.inst))) return reject('NOT_KEYED', 'keying', `${cardOf(s, a.inst).name} cannot be keyed to this company's site path or site`);
    const refusal = creatureRefusal(s, co, a.inst);
    if (refusal !== null) return reject('NOT_PLAYABLE', 'cardText', `${cardOf(s, a.inst).name}: ${refusal}`);
    return null;
  },
  apply: (s, seat, a, ctx) => {
    const step = mhStep(s) as MHStep;
    const co = company(s, step.companyId) as Company;
    const card = cardOf(s, a.inst);
    removeFrom(player(s, seat).hand, a.inst);
    if (!freeThisTurn(s, co, card)) {
      const mark = freeByEvent(s, co, card);
      if (mark === null) step.played++;
      else (s.turn.effectsUsed ??= []).push(mark);
    }
    // An event in play: "the hazard limit against any company facing one or more animal hazard creature attacks is increased by one"
    // (`creatureLimit` statics: once per card and company each turn, as the first such creature is played on it).
    for (const st of activeStatics(s)) {
      if (st.effect.on !== 'creatureLimit' || !raceMatches(card.race, st.effect.races)) continue;
      const mark = `creatureLimit:${st.inst}@${co.id}`;
      if ((s.turn.effectsUsed ?? []).includes(mark)) continue;
      (s.turn.effectsUsed ??= []).push(mark);
      step.limit = Math.max(0, step.limit + st.effect.delta);
    }
    ctx.events.push({ type: 'playCreature', seat, card: card.id, companyId: co.id, played: step.played, limit: step.limit });
    const attack = creatureCardAttack(card, a.inst, { source: 'creature', label: card.name, attackerSeat: seat, defenderSeat: co.owner, companyId: co.id, killMp: card.mp });
    // A creature played as though it were in the hand (Summons from Long Sleep): its card says what that does.
    const elsewhere = asInHand(s, seat).find((x) => x.inst === a.inst);
    if (elsewhere?.st.effect.on === 'asInHand') elsewhere.st.effect.played(s, a.inst, attack, { inst: elsewhere.st.inst, owner: elsewhere.st.owner }, ctx);
    startCombat(s, attack, [], ctx, card.strikesEach);
  },
};

function eventTargets(s: GameState, co: Company, card: EngineCard): (number | null)[] {
  // A card with a definition is played by its definition's rules (playCard), never by hand.
  if (card.type !== 'Hazard' || !card.eventKind || defOf(card)) return [];
  // Each set holds a unique card once, but a Wizard and a Ringwraith set both hold a neutral one.
  if (card.unique && inPlayKeys(s).has(card.key)) return [];
  if (card.keywords.includes('Corruption') && card.eventKind === 'permanent') {
    return co.chars.filter((c) => cardOf(s, c).race !== 'Ringwraith' && !s.turn.corruptionCardOn.includes(c));
  }
  return [null];
}

export const playHazardEvent: Handler<'playHazardEvent'> = {
  schema: actionShape('playHazardEvent', { inst, target: instOrNull }),
  steps: ['mhHazards'],
  legal: (s, seat) => {
    const step = mhStep(s);
    const co = step && company(s, step.companyId);
    if (!step || !co || step.played >= step.limit) return [];
    return player(s, seat).hand.flatMap((inst) => eventTargets(s, co, cardOf(s, inst)).map((target) => ({ type: 'playHazardEvent' as const, inst, target })));
  },
  check: (s, seat, a) => {
    const step = mhStep(s);
    const co = step && company(s, step.companyId);
    if (!step || !co) return reject('PHASE', 'eventPhase', 'hazards are played in an opponent\'s movement/hazard phase');
    if (!player(s, seat).hand.includes(a.inst)) return reject('NOT_IN_HAND', 'unknownCard', 'the card is not in your hand');
    if (step.played >= step.limit) return reject('HAZARD_LIMIT', 'hazardLimit', `the hazard limit (${step.limit}) is reached`);
    const card = cardOf(s, a.inst);
    if (card.unique && inPlayKeys(s).has(card.key)) return reject('UNIQUE', 'unique', `${card.name} is already in play`);
    const targets = eventTargets(s, co, card);
    if (targets.length === 0 && card.keywords.includes('Corruption')) return reject('TARGET', 'hazardTarget', 'no character of the company can take it');
    if (!targets.includes(a.target)) return reject(targets.length ? 'TARGET' : 'NOT_HAZARD_EVENT', targets.length ? 'hazardTarget' : 'eventPhase', 'not a hazard event that can be played on this company this way');
    return null;
  },
  apply: (s, seat, a, ctx) => {
    const step = mhStep(s) as MHStep;
    const card = cardOf(s, a.inst);
    const p = player(s, seat);
    removeFrom(p.hand, a.inst);
    step.played++;
    // The play is told before what follows from it (a short event discarded).
    ctx.events.push({ type: 'playHazardEvent', seat, card: card.id, target: a.target, played: step.played, limit: step.limit, manual: a.target === null });
    if (a.target !== null) {
      s.chars[a.target]?.hazards.push(a.inst);
      s.turn.corruptionCardOn.push(a.target);
    } else if (card.eventKind === 'short') toDiscard(s, a.inst, ctx);
    else {
      p.playArea.push(a.inst);
      if (card.eventKind === 'long') s.eventTurn[a.inst] = s.turn.active;
    }
  },
};

/** multiplayer.txt §10: passing hazard play to the next player lowers the company's limit by one. */
export const passHazards: Handler<'passHazards'> = {
  schema: actionShape('passHazards', {}),
  steps: ['mhHazards'],
  legal: () => [{ type: 'passHazards' }],
  check: (s) => (mhStep(s) ? null : reject('PHASE', 'phase', 'nothing to pass')),
  apply: (s, seat, _a, ctx) => {
    const step = mhStep(s) as MHStep;
    const others = hazardSeats(s, s.turn.active);
    const i = others.indexOf(step.hazardSeat);
    const next = i < 0 ? undefined : others[(i + 1) % others.length];
    step.passes++;
    const ends = next === undefined || next === s.turn.firstHazard;
    ctx.events.push({ type: 'passHazards', seat, to: ends ? null : next });
    if (ends) {
      step.played = step.limit;
      return;
    }
    step.limit--;
    step.hazardSeat = next as number;
  },
};
