/**
 * Site phase (Arda Revised §4 Site phase, §10 Resource cards): a company enters its untapped
 * site, faces its automatic-attacks, then one untapped character may tap to play an item,
 * ally, faction or other MP card from the MP hand or the face-up MP cards at a location the
 * card's sleeve names (or, without a sleeve, where its text puts it: regions.ts deriveLocations); success
 * taps the site for that company and lets one more character tap for a face-up minor item.
 * Factions need an influence check: 2D6 + unused direct influence above the faction's number.
 * Company-vs-company combat: a Wizard company may attack a Ringwraith company at its site.
 * A card with a definition must also meet its `play.requires` and its character target's `where` (checked with the company and
 * the tapping character as target); one that is not an item, ally or faction then resolves as any
 * other play (its effects, effects/resolve.ts resolveMpPlay). Arda Revised §4: MP cards other than items, allies,
 * factions and information "may be played at tapped and untapped sites, and do not tap a
 * site when played".
 */
import { z } from 'zod';
import { actionShape, companyId, inst, insts } from '../actionFields';
import { startAutoAttacks, startCombat } from '../combat';
import { defOf } from '../effects/defs';
import { holds, raceMatches } from '../effects/query';
import { resolveMpPlay } from '../effects/resolve';
import { activeStatics, bearerDelta, factionAttempts, factionCheckDice, factionChecks, factionIgnores, factionModifiers, itemInfluence, selfInfluence } from '../effects/statics';
import { reject } from '../errors';
import { deriveLocations, mpLocationReason } from '../regions';
import { roll2d6 } from '../rng';
import { cardOf, combatants, company, companiesOf, isHaven, player, refillFaceUp, removeFrom, sameLocation, setStatus, setZones, statusOf, toDiscard, unusedDirectInfluence } from '../state';
import type { Company, EngineCard, GameState, Rejection } from '../types';
import { top, type Handler } from './handler';
import { inPlayKeys, leaders } from './organization';
import { proneAllowsAttack } from '../darkArda/prone';
import { FELL_RIDER_CLOSED, fellRiderClosed } from '../darkArda/modes';
import { isMinorEvent } from './startingItems';
import { discardItemClause, leaderClause, placeUnderLeader } from '../leaderFactions';
import { isOvert } from '../overt';

type SiteStep = Extract<ReturnType<typeof top>, { kind: 'siteCompany' }>;

function siteStep(s: GameState): SiteStep | null {
  const step = top(s);
  return step.kind === 'siteCompany' ? step : null;
}

/**
 * Items, allies, factions and information tap the site; other MP cards "may be played at tapped
 * and untapped sites, and do not tap a site when played" (Arda Revised §4 Site phase).
 */
export function tapsSite(card: EngineCard): boolean {
  return card.itemClass !== null || card.subtype === 'Ally' || card.subtype === 'Faction' || card.keywords.includes('Information');
}

/** The card's text lets it be played at a tapped site ("Playable at any tapped or untapped Shadow-hold", "playable even if the site is tapped"). */
export function playableAtTappedSite(card: EngineCard): boolean {
  return !tapsSite(card) || /\btapped or untapped\b|even if the site is tapped/i.test(card.text);
}

/** The site's own text lets items be played at it while it is tapped ("Items may be played at this site even if it is tapped": its `itemsWhenTapped` effect). */
function itemsWhenTapped(s: GameState, siteId: string, card: EngineCard): boolean {
  const site = s.catalog.cards[siteId];
  return card.itemClass !== null && site !== undefined && (defOf(site)?.static ?? []).some((e) => e.on === 'itemsWhenTapped');
}

/** A tapped site may still be entered to play an MP card that does not tap a site or is playable at a tapped site (or there). */
function hasNonTappingMp(s: GameState, seat: number, co: Company): boolean {
  return mpSources(s, seat).some((inst) => playableAtTappedSite(cardOf(s, inst)) || itemsWhenTapped(s, co.site, cardOf(s, inst)));
}

/** A card of one of these (folded) names is in play, or in a marshalling point pile (defeated, as a creature). */
function inPlayOrDefeated(s: GameState, keys: string[]): boolean {
  if (keys.length === 0) return false;
  const inPlay = inPlayKeys(s);
  return keys.some((k) => inPlay.has(k)) || s.players.some((p) => p.mpPile.some((i) => keys.includes(cardOf(s, i).key)));
}

export const enterSite: Handler<'enterSite'> = {
  schema: actionShape('enterSite', { companyId }),
  steps: ['siteSelect'],
  legal: (s, seat) => companiesOf(s, seat).filter((c) => !s.turn.siteDone.includes(c.id) && (!c.siteTapped || hasNonTappingMp(s, seat, c)) && !isHaven(s, c.site)).map((c) => ({ type: 'enterSite', companyId: c.id })),
  check: (s, seat, a) => {
    const co = company(s, a.companyId);
    if (!co || co.owner !== seat) return reject('NO_COMPANY', 'unknownCard', 'not your company');
    if (s.turn.siteDone.includes(co.id)) return reject('DONE', 'siteTapped', 'this company has had its site phase');
    if (co.siteTapped && !hasNonTappingMp(s, seat, co)) return reject('SITE_TAPPED', 'siteTapped', 'the site is tapped for this company until it moves away');
    return null;
  },
  apply: (s, seat, a, ctx) => {
    const co = company(s, a.companyId) as Company;
    s.turn.siteDone.push(co.id);
    co.entered = true;
    const site = s.catalog.cards[co.site];
    ctx.events.push({ type: 'enterSite', companyId: co.id, site: co.site });
    s.stack.push({ kind: 'siteCompany', companyId: co.id, stage: 'play' });
    // The site's own text ("(2nd) Dúnedain — 4 strikes with 10 prowess (against overt company only)"): its `autoAttackIf` effects leave out attacks this company does not face.
    const only = site ? (defOf(site)?.static ?? []).flatMap((e) => (e.on === 'autoAttackIf' ? [e] : [])) : [];
    const attacks = (site?.autoAttacks ?? []).filter((_x, i) => only.every((e) => e.index !== i || ((!e.test || e.test(s, co.id)) && (!e.status || isOvert(s, co.id) === (e.status === 'overt')) && !inPlayOrDefeated(s, e.unlessCards ?? [])))).flatMap((x) => (activeStatics(s).some((st) => st.effect.on === 'autoAttackTwice' && raceMatches(x.race, st.effect.races)) ? [x, x] : [x]));
    // Incite Denizens / Defenders: a duplicate of one automatic-attack of the site, faced immediately following its original.
    for (const x of s.turn.incited ?? []) {
      const orig = site?.autoAttacks[x.index];
      if (orig && s.catalog.cards[x.site]?.key === site?.key) attacks.splice(attacks.lastIndexOf(orig) + 1, 0, orig);
    }
    // The site's own text: "(2nd) Opponent may play as an automatic-attack one non-unique hazard creature from his hand normally keyed to a
    // Shadow-hold [{S}]" (its `handCreatureAttack` effect): after its printed ones (combat.ts startAutoAttacks offers it).
    for (const e of site ? (defOf(site)?.static ?? []) : []) if (e.on === 'handCreatureAttack') attacks.push({ race: 'creature', strikes: 0, eachCharacter: false, prowess: 0, body: null, attackerChooses: false, fromHand: e.keying });
    // The site's own text: "If the Witch-king of Angmar is in play as a permanent-event, it must be used as an additional automatic-attack
    // (discard after use—ignore result of defeat)" (its `permanentAutoAttack` effects): the first such card in a play area.
    for (const e of site ? (defOf(site)?.static ?? []) : []) {
      if (e.on !== 'permanentAutoAttack') continue;
      const used = s.players.flatMap((p) => p.playArea).find((i) => { const c = cardOf(s, i); return c.type === 'Hazard' && /Permanent-event/.test(c.subtype ?? '') && ((e.names ?? []).includes(c.key) || (e.race !== undefined && c.race === e.race)); });
      if (used === undefined) continue;
      const c = cardOf(s, used);
      attacks.push({ race: c.race ?? c.name, strikes: c.strikes, eachCharacter: c.strikesEach, prowess: c.prowess ?? 0, body: c.body, attackerChooses: c.attackerChooses, spent: used });
    }
    // Cards in play that give the site an additional automatic-attack (a Dragon "at Home"), faced after its own.
    for (const st of activeStatics(s)) if (st.effect.on === 'autoAttackAt' && st.effect.site === site?.key) attacks.push({ ...st.effect.attack, from: st.inst });
    // Choking Shadows: one automatic-attack of the site (and its duplicates) modified this turn; Veils of Shadow: "The number of strikes
    // of all automatic-attacks at the site this turn are reduced to one" (not those where each character faces one strike).
    const origins = [...attacks];
    for (const m of s.turn.autoAttackMods ?? []) {
      const orig = site?.autoAttacks[m.index];
      if (!orig || s.catalog.cards[m.site]?.key !== site?.key) continue;
      attacks.forEach((x, i) => {
        if (origins[i] !== orig) return;
        const strikes = m.strikesTo !== undefined && !x.eachCharacter ? Math.min(x.strikes, m.strikesTo) : x.strikes;
        attacks[i] = { ...x, prowess: x.prowess + m.prowess, strikes, ...(m.uncancelable ? { uncancelable: true } : {}) };
      });
    }
    startAutoAttacks(s, attacks, s.turn.firstHazard, seat, co.id, site?.name ?? '', ctx);
  },
};

/**
 * The card's locations: its sleeve's sites, else where the shared derivation puts it (regions.ts deriveLocations: the site,
 * site type, region, item class or Information its text names). No "any non-Haven site" fallback: a card without a
 * derivable location is playable nowhere (mpProblem names what it needs).
 */
export function mpCardLocations(s: GameState, seat: number, inst: number): string[] {
  const align = player(s, seat).alignment;
  const id = s.cardOf[inst] as string;
  return s.catalog.mpLocations[align][id] ?? deriveLocations(s.catalog, align, s.catalog.cards[id]);
}

/** The site is one of the card's locations: the same location, that is the same site name (either alignment's printing). */
export function mpCardPlayableAt(s: GameState, seat: number, inst: number, siteId: string): boolean {
  const key = s.catalog.cards[siteId]?.key;
  return mpCardLocations(s, seat, inst).some((id) => id === siteId || (key !== undefined && s.catalog.cards[id]?.key === key));
}

function mpSources(s: GameState, seat: number): number[] {
  const p = player(s, seat);
  return [...p.mpHand, ...setZones(s, p.alignment).faceUp.mp];
}

/** A defined card's `play.requires` and its character target's conditions, with the company and the character taking or playing the card as target. */
function requirementsProblem(s: GameState, seat: number, inst: number, character: number, companyId: string): Rejection | null {
  const card = cardOf(s, inst);
  const def = defOf(card);
  const q = { s, seat, inst, card, target: character, companyId, window: 'site' as const };
  if (def?.play && !(def.play.requires ?? []).every((p) => holds(q, p))) return reject('REQUIREMENTS', 'playableHere', `${card.name}: its conditions do not hold here (${def.text})`);
  // The character who plays it is the card's target: what the text asks of him ("Playable on a scout") holds too.
  const target = def?.play?.target;
  const unmet = target?.kind === 'character' ? (target.where ?? []).find((p) => !holds(q, p)) : undefined;
  if (unmet) return reject('REQUIREMENTS', 'playableHere', `${card.name} cannot be played by ${cardOf(s, character).name}: ${'label' in unmet && unmet.label ? `${unmet.label} — ` : ''}${def?.text ?? ''}`);
  return null;
}

/**
 * Who may tap to play an MP card: an untapped character of the company, or an untapped ally one of them controls when the
 * card's definition lets allies play it (Arda Revised: "An ally with a skill may take actions and play cards that require that
 * skill. For example, Treebeard has the sage skill, so he can tap to play a Dreams of Lore card"); its requirements check the skill.
 */
function mayTapToPlay(s: GameState, co: Company, inst: number, who: number): boolean {
  if (statusOf(s, who) !== 'untapped') return false;
  if (co.chars.includes(who)) return true;
  const spec = defOf(cardOf(s, inst))?.play?.target;
  return spec?.kind === 'character' && spec.allies === true && co.chars.some((ch) => s.chars[ch]?.allies.includes(who));
}

/** Why this item is not playable at this site by the site's own restriction (its definition's `itemsHere` effect), or null. */
function siteItemLimit(site: EngineCard, item: EngineCard): string | null {
  const limit = (defOf(site)?.static ?? []).find((e) => e.on === 'itemsHere');
  if (limit?.on !== 'itemsHere' || !item.itemClass) return null;
  const cls = item.itemClass === 'special' ? 'greater' : item.itemClass;
  const { names, keyword, gear, alignment } = limit.only;
  const allowed = (!names || names.includes(item.key)) && (!keyword || item.keywords.includes(keyword)) && (!gear || item.gear !== null) && (!alignment || item.alignment === alignment);
  if (cls !== limit.cls || allowed) return null;
  return `${item.name} is not playable at ${site.name} (${limit.cls} items: ${limit.words})`;
}

/** How the card is played: a faction under the influencing leader, an item discarded for the faction's modification. */
interface MpOptions {
  underLeader?: boolean;
  discardItem?: number;
}

/** The modification an item discarded by the influencer gives this faction ("influencer discards a major item (+3) or a greater item (+6)"), or null when it gives none. */
function discardItemValue(s: GameState, faction: number, item: number): number | null {
  const clause = discardItemClause(cardOf(s, faction));
  const cls = cardOf(s, item).itemClass;
  if (!clause) return null;
  if (cls === 'major') return clause.major;
  if (cls === 'greater') return clause.greater;
  return null;
}

/** Why these options do not fit this card and character, or null. */
function optionsProblem(s: GameState, inst: number, character: number, o: MpOptions): Rejection | null {
  const card = cardOf(s, inst);
  if (o.underLeader) {
    // "If this influence attempt is made by an Orc or Troll leader, you may place this faction under the control of that leader".
    const clause = leaderClause(card);
    if (!clause || !s.chars[character] || leaders(s, [character]) !== 1 || !raceMatches(cardOf(s, character).race, clause.races))
      return reject('LEADER', 'cardText', `${card.name}: only a faction whose text allows it is placed under an ${clause?.races.join(' or ') ?? 'Orc or Troll'} leader who influences it`);
  }
  if (o.discardItem !== undefined) {
    // "Modifications: influencer discards a major item (+3) or a greater item (+6)".
    if (!s.chars[character]?.items.includes(o.discardItem) || discardItemValue(s, inst, o.discardItem) === null)
      return reject('DISCARD_ITEM', 'cardText', `${card.name}: the influencer may discard only a major or greater item he bears, and only for a faction whose text gives a modification for it`);
  }
  return null;
}

/** The ways this character may play this card: plainly, under him as leader, with each item he may discard (and both). */
function mpOptions(s: GameState, inst: number, character: number): MpOptions[] {
  const card = cardOf(s, inst);
  const out: MpOptions[] = [{}];
  if (card.subtype !== 'Faction') return out;
  if (!optionsProblem(s, inst, character, { underLeader: true })) out.push({ underLeader: true });
  for (const item of s.chars[character]?.items ?? []) if (discardItemValue(s, inst, item) !== null) for (const o of [...out]) if (o.discardItem === undefined) out.push({ ...o, discardItem: item });
  return out;
}

function mpProblem(s: GameState, seat: number, inst: number, character: number, o: MpOptions = {}): Rejection | null {
  const step = siteStep(s);
  const co = step && company(s, step.companyId);
  if (!step || !co || step.stage !== 'play') return reject('PHASE', 'phase', 'MP cards are played after entering a site');
  if (!mpSources(s, seat).includes(inst)) return reject('NOT_AVAILABLE', 'unknownCard', 'play from your MP hand or your set\'s face-up MP cards');
  const card = cardOf(s, inst);
  if (co.siteTapped && !playableAtTappedSite(card) && !itemsWhenTapped(s, co.site, card)) return reject('SITE_TAPPED', 'siteTapped', 'one item, ally, faction or information per site visit');
  if (!mayTapToPlay(s, co, inst, character)) return reject('UNTAPPED', 'untapped', 'an untapped character of the company taps to play it (or an untapped ally with the skill the card needs)');
  if (card.unique && inPlayKeys(s).has(card.key)) return reject('UNIQUE', 'unique', `${card.name} is already in play`);
  if (card.itemClass && cardOf(s, character).race === 'Ringwraith') return reject('RINGWRAITH', 'items', 'a Ringwraith may not bear items');
  if (card.subtype === 'Ally' && fellRiderClosed(s, co)) return reject('FELL_RIDER', 'mode', FELL_RIDER_CLOSED);
  // The player's own choices for a faction (under a leader, an item discarded) are checked first, then the definition's own
  // conditions ("Playable at Edoras", "Cannot be duplicated on a given character"), then the location.
  const unmet = optionsProblem(s, inst, character, o) ?? requirementsProblem(s, seat, inst, character, co.id);
  if (unmet) return unmet;
  if (!mpCardPlayableAt(s, seat, inst, co.site)) {
    const none = mpLocationReason(s.catalog, player(s, seat).alignment, card);
    return reject('NOT_HERE', 'playableHere', none ?? `${card.name} is not playable at ${s.catalog.cards[co.site]?.name ?? co.site}`);
  }
  // "Items (minor, major, greater*) *—Scroll of Isildur only": the site's own limit on an item class (its definition's `itemsHere` effect).
  const siteCard = s.catalog.cards[co.site];
  const siteLimit = siteCard ? siteItemLimit(siteCard, card) : null;
  return siteLimit ? reject('NOT_HERE', 'playableHere', siteLimit) : null;
}

export const playMpCard: Handler<'playMpCard'> = {
  schema: actionShape('playMpCard', { inst, character: inst, underLeader: z.boolean().optional(), discardItem: inst.optional() }),
  steps: ['siteCompany'],
  legal: (s, seat) => {
    const step = siteStep(s);
    const co = step && company(s, step.companyId);
    if (!step || !co || step.stage !== 'play') return [];
    const out: { type: 'playMpCard'; inst: number; character: number; underLeader?: boolean; discardItem?: number }[] = [];
    const untapped = combatants(s, co).filter((c) => statusOf(s, c) === 'untapped');
    for (const inst of mpSources(s, seat)) {
      if (!mpCardPlayableAt(s, seat, inst, co.site)) continue;
      for (const ch of untapped) if (!mpProblem(s, seat, inst, ch)) for (const o of mpOptions(s, inst, ch)) out.push({ type: 'playMpCard', inst, character: ch, ...o });
    }
    return out;
  },
  check: (s, seat, a) => mpProblem(s, seat, a.inst, a.character, a),
  apply: (s, seat, a, ctx) => {
    const step = siteStep(s) as SiteStep;
    const co = company(s, step.companyId) as Company;
    const p = player(s, seat);
    const card = cardOf(s, a.inst);
    const fromFaceUp = !removeFrom(p.mpHand, a.inst);
    if (fromFaceUp) removeFrom(setZones(s, p.alignment).faceUp.mp, a.inst);
    // A card with a definition (not an item, ally or faction) resolves as any other play (effects/resolve.ts resolveMpPlay):
    // its costs say whether the character taps ("Tap the sage"); items, allies, factions and information tap him.
    const resolves = defOf(card)?.play !== undefined && card.itemClass === null && card.subtype !== 'Ally' && card.subtype !== 'Faction';
    if (!resolves || tapsSite(card) || (defOf(card)?.play?.costs ?? []).some((c) => c.pay === 'tapTarget')) setStatus(s, a.character, 'tapped');
    let success = true;
    if (card.subtype === 'Faction') {
      const { dice, other } = factionCheckDice(s, roll2d6(s.rng));
      const di = unusedDirectInfluence(s, a.character);
      const need = card.influenceNumber ?? 9;
      const mods = [{ label: 'unused direct influence', value: di }, ...factionModifiers(s, a.character, a.inst), ...factionAttempts(s, a.inst), ...selfInfluence(s, a.character, a.inst), ...itemInfluence(s, a.character, a.inst), ...bearerDelta(s, a.character, 'influence'), ...factionChecks(s).mods];
      if (a.discardItem !== undefined) {
        // "influencer discards a major item (+3) or a greater item (+6)": discarded whatever the roll.
        mods.push({ label: `${cardOf(s, a.discardItem).name} discarded`, value: discardItemValue(s, a.inst, a.discardItem) ?? 0 });
        removeFrom(s.chars[a.character]?.items ?? [], a.discardItem);
        toDiscard(s, a.discardItem, ctx);
      }
      for (const m of s.mods) if (m.inst === a.character && (m.stat === 'factionCheck' || m.stat === 'nextCheck' || m.stat === 'influenceCheck') && !factionIgnores(s, a.inst, m.label ?? '')) mods.push({ label: m.label ?? 'card', value: m.delta });
      s.mods = s.mods.filter((m) => !(m.inst === a.character && (m.stat === 'factionCheck' || m.stat === 'nextCheck' || m.stat === 'influenceCheck')));
      const total = dice[0] + dice[1] + mods.reduce((n, m) => n + m.value, 0);
      success = total > need;
      ctx.events.push({ type: 'roll', purpose: 'influence', seat, inst: a.character, dice, ...(other ? { alsoRolled: other } : {}), mods, total, need: need + 1, against: need, againstLabel: 'influence', card: card.id, result: success ? 'success' : 'failure' });
    }
    // The outcome is told before what follows from it (the card discarded, a face-up card replaced).
    ctx.events.push({ type: 'playMpCard', seat, card: card.id, character: a.character, site: co.site, success });
    if (!success) toDiscard(s, a.inst, ctx);
    else if (card.itemClass) s.chars[a.character]?.items.push(a.inst);
    else if (card.subtype === 'Ally') s.chars[a.character]?.allies.push(a.inst);
    else if (card.subtype === 'Faction' || (!resolves && (card.eventKind === 'permanent' || card.eventKind === 'long'))) p.playArea.push(a.inst);
    else if (!resolves) p.mpPile.push(a.inst);
    if (success && a.underLeader) placeUnderLeader(s, a.inst, a.character);
    if (fromFaceUp) refillFaceUp(s, p.alignment, ctx);
    if (success && resolves) resolveMpPlay(s, seat, a.inst, a.character, ctx);
    // Come By Night Upon Them: "The first item played at the site does not tap the site" (used up by it).
    const siteKey = s.catalog.cards[co.site]?.key ?? '';
    const freeItem = success && card.itemClass !== null && (s.turn.freeItemAt ?? []).includes(siteKey);
    if (freeItem) s.turn.freeItemAt = (s.turn.freeItemAt ?? []).filter((k) => k !== siteKey);
    if (success && (!tapsSite(card) || freeItem || a.underLeader)) {
      // Arda Revised §4: such cards "do not tap a site when played": the company may go on playing (a faction placed under a
      // leader: "you may place this faction under the control of that leader and not tap the site").
    } else if (success) {
      // The site's own text ("This site never taps"; its `neverTaps` effect): the visit ends as usual (one such card per visit, then the
      // minor item), but the site stays untapped for the company, which may play there again on a later turn without moving away.
      const site = s.catalog.cards[co.site];
      co.siteTapped = !(site ? (defOf(site)?.static ?? []) : []).some((e) => e.on === 'neverTaps');
      const another = co.chars.some((c) => statusOf(s, c) === 'untapped' && cardOf(s, c).race !== 'Ringwraith');
      if (another && setZones(s, p.alignment).faceUp.minor.length > 0) step.stage = 'minor';
      else s.stack.splice(s.stack.lastIndexOf(step), 1);
    } else s.stack.splice(s.stack.lastIndexOf(step), 1);
  },
};

/** A unique card ("Unique.") one of whose copies is in play already (a face-up unique minor item: Sting, Thrór's Map). */
function uniqueInPlay(s: GameState, inst: number): boolean {
  const card = cardOf(s, inst);
  return card.unique && inPlayKeys(s).has(card.key);
}

export const playMinorItem: Handler<'playMinorItem'> = {
  schema: actionShape('playMinorItem', { inst, character: inst }),
  steps: ['siteCompany'],
  legal: (s, seat) => {
    const step = siteStep(s);
    const co = step && company(s, step.companyId);
    if (!step || !co || step.stage !== 'minor') return [];
    const chars = co.chars.filter((c) => statusOf(s, c) === 'untapped' && cardOf(s, c).race !== 'Ringwraith');
    const minor = setZones(s, player(s, seat).alignment).faceUp.minor.filter((inst) => !uniqueInPlay(s, inst));
    return minor.flatMap((inst) => chars.filter((character) => !requirementsProblem(s, seat, inst, character, co.id)).map((character) => ({ type: 'playMinorItem' as const, inst, character })));
  },
  check: (s, seat, a) => {
    const step = siteStep(s);
    const co = step && company(s, step.companyId);
    if (!step || !co || step.stage !== 'minor') return reject('PHASE', 'siteTapped', 'a minor item follows a successful MP card at the site');
    if (!setZones(s, player(s, seat).alignment).faceUp.minor.includes(a.inst)) return reject('NOT_AVAILABLE', 'unknownCard', 'take one of your set\'s face-up minor items');
    if (!co.chars.includes(a.character) || statusOf(s, a.character) !== 'untapped') return reject('UNTAPPED', 'untapped', 'another untapped character taps for it');
    if (cardOf(s, a.character).race === 'Ringwraith') return reject('RINGWRAITH', 'items', 'a Ringwraith may not bear items');
    if (uniqueInPlay(s, a.inst)) return reject('UNIQUE', 'unique', `${cardOf(s, a.inst).name} is unique and already in play`);
    return requirementsProblem(s, seat, a.inst, a.character, co.id);
  },
  apply: (s, seat, a, ctx) => {
    const p = player(s, seat);
    removeFrom(setZones(s, p.alignment).faceUp.minor, a.inst);
    setStatus(s, a.character, 'tapped');
    // Dark Arda: "Whispers of Rings claimed as a minor item (by tapping a character at a site where a minor item is playable) is
    // immediately put into play unattached to a character" (Orders from Lugbúrz likewise: "claimed instead of a minor item").
    if (isMinorEvent(cardOf(s, a.inst))) p.playArea.push(a.inst);
    else s.chars[a.character]?.items.push(a.inst);
    refillFaceUp(s, p.alignment, ctx);
    ctx.events.push({ type: 'playMinorItem', seat, card: s.cardOf[a.inst], character: a.character });
    s.stack.pop();
  },
};

export const leaveSite: Handler<'leaveSite'> = {
  schema: actionShape('leaveSite', {}),
  steps: ['siteCompany'],
  legal: () => [{ type: 'leaveSite' }],
  check: (s) => (siteStep(s) ? null : reject('PHASE', 'phase', 'not at a site')),
  apply: (s) => {
    s.stack.pop();
  },
};

function cvcTargets(s: GameState, seat: number): { co: Company; target: Company }[] {
  const p = player(s, seat);
  const out: { co: Company; target: Company }[] = [];
  for (const co of companiesOf(s, seat)) {
    if (s.turn.siteDone.includes(co.id) || co.chars.every((c) => statusOf(s, c) !== 'untapped')) continue;
    // The site's own text ("A minion company may not attack another company at this site"): its `cvcHere` effects.
    const here = s.catalog.cards[co.site];
    if ((here ? (defOf(here)?.static ?? []) : []).some((e) => e.on === 'cvcHere' && !e.allows(s, co.id))) continue;
    for (const target of s.companies)
      if (target.owner !== seat && sameLocation(s, target.site, co.site) && (player(s, target.owner).alignment !== p.alignment || proneAllowsAttack(s, co, target)) && !player(s, target.owner).out && !isHaven(s, co.site) && !(s.turn.influenced ?? []).includes(target.owner)) out.push({ co, target });
  }
  return out;
}

export const attackCompany: Handler<'attackCompany'> = {
  schema: actionShape('attackCompany', { companyId, targetCompanyId: companyId, attackers: insts }),
  steps: ['siteSelect'],
  legal: (s, seat) => cvcTargets(s, seat).map(({ co, target }) => ({ type: 'attackCompany', companyId: co.id, targetCompanyId: target.id, attackers: co.chars.filter((c) => statusOf(s, c) === 'untapped') })),
  check: (s, seat, a) => {
    const pair = cvcTargets(s, seat).find((x) => x.co.id === a.companyId && x.target.id === a.targetCompanyId);
    const target = company(s, a.targetCompanyId);
    if (target && (s.turn.influenced ?? []).includes(target.owner)) return reject('INFLUENCED', 'influenceOnce', `you have made an influence attempt against ${player(s, target.owner).name} this turn`);
    if (!pair) return reject('CVC', 'cvc', 'your company must be at the same (non-Haven) site as an opposing-alignment company (Dark Arda: under Prone to Violence, neither company containing a Ringwraith), and not have had its site phase');
    if (a.attackers.length === 0 || a.attackers.some((c) => !pair.co.chars.includes(c) || statusOf(s, c) !== 'untapped') || new Set(a.attackers).size !== a.attackers.length) return reject('ATTACKERS', 'cvc', 'attackers are untapped characters of the attacking company');
    return null;
  },
  apply: (s, seat, a, ctx) => {
    const target = company(s, a.targetCompanyId) as Company;
    s.turn.siteDone.push(a.companyId);
    if (!(s.turn.attacked ?? []).includes(target.owner)) s.turn.attacked = [...(s.turn.attacked ?? []), target.owner];
    startCombat(
      s,
      {
        source: 'company',
        label: `company ${a.companyId} attacks ${target.id}`,
        creature: null,
        strikes: a.attackers.length,
        prowess: 0,
        body: null,
        attackerChooses: false,
        attackers: [...a.attackers],
        attackerSeat: seat,
        defenderSeat: target.owner,
        companyId: target.id,
        attackerCompanyId: a.companyId,
        killMp: 0,
      },
      [],
      ctx,
    );
  },
};
