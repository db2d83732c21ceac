/**
 * Combat (Arda Revised §7): strike assignment by the defender (untapped characters), then
 * the attacker (any character without a strike), excess strikes as -1 modifications the
 * attacker allocates; each strike resolved when the defender chooses, with -1 tapped,
 * -2 wounded, -3 to stay untapped; body checks both ways (+1 when already wounded);
 * defeated creature attacks go to the defender's MP pile. Company-vs-company combat uses
 * the attacking characters' prowess (each rolls 2D6 for its strike).
 */
import { corruptionCheck, removeCharacter, requestCheck } from './corruption';

import { openCheckChain, openWindow } from './effects/chain';
import { defOf, defsOfKey } from './effects/defs';
import { raceMatches } from './effects/query';
import { activeStatics, bearerDelta, companyDelta, creatureEffects, selfBodyCheckDiscard, staticsOf } from './effects/statics';
import { isOvert, overtNow } from './overt';
import { roll2d6 } from './rng';
import { bodyOf, cardOf, combatants, company, hasSkill, itemBonusApplies, mindOf, player, prowessOf, removeFrom, setStatus, statusOf, toDiscard, type Ctx } from './state';
import type { Attack, AutoAttack, EngineCard, GameEvent, GameState, HandCreatureKeying, PendingBody, SiteTypeCode, Status, Step, StrikeSlot } from './types';

/**
 * One labelled modifier of a roll. Roll events (type 'roll') carry `dice`, `mods` (adding up
 * with the dice to `total`), and where the roll is compared with a number, `against` (the roll
 * succeeds when total > against) with its `againstLabel`, and `result`. The influence attempt
 * keeps `against` for the opponent's 2D6 (also one of its mods); its number to beat is `need` − 1.
 */
export interface RollMod {
  label: string;
  value: number;
}

export type CombatStep = Extract<Step, { kind: 'combat' }>;

export function topCombat(s: GameState): CombatStep | null {
  const top = s.stack[s.stack.length - 1];
  return top && top.kind === 'combat' ? top : null;
}

export function autoAttackToAttack(a: AutoAttack, attackerSeat: number, defenderSeat: number, companyId: string, siteName: string): Attack {
  return {
    source: 'auto',
    label: `${siteName}: ${a.race}`,
    creature: null,
    strikes: a.strikes,
    prowess: a.prowess,
    body: a.body,
    attackerChooses: a.attackerChooses,
    attackers: [],
    attackerSeat,
    defenderSeat,
    companyId,
    attackerCompanyId: null,
    killMp: 0,
    ...(a.from !== undefined ? { from: a.from } : {}),
    ...(a.spent !== undefined ? { spent: a.spent } : {}),
    ...(a.uncancelable ? { uncancelable: true } : {}),
  };
}

/** The attack a hazard creature card makes (its printed strikes, prowess, body and "attacker chooses"), no company attacking. */
export function creatureCardAttack(card: EngineCard, inst: number, o: Pick<Attack, 'source' | 'label' | 'attackerSeat' | 'defenderSeat' | 'companyId' | 'killMp'>): Attack {
  // The fields in the order the game file has always written them.
  return { source: o.source, label: o.label, creature: inst, strikes: card.strikes, prowess: card.prowess ?? 0, body: card.body, attackerChooses: card.attackerChooses, attackers: [], attackerSeat: o.attackerSeat, defenderSeat: o.defenderSeat, companyId: o.companyId, attackerCompanyId: null, killMp: o.killMp };
}

/** Pushes a combat step for an attack on a company (or ends it at once if nobody can face it). */
export function startCombat(s: GameState, attack: Attack, queue: AutoAttack[], ctx: Ctx, eachCharacter = false): void {
  const co = company(s, attack.companyId);
  // A site's own text: "Any attack against a minion company at this site is canceled" (the site definition's `attackHere` effect).
  const here = co ? s.catalog.cards[co.site] : undefined;
  // A card in play: "All attacks by manifestations of Smaug against any of your companies are canceled" (its `cancelsAttack` effect).
  const cancelledByCard = activeStatics(s).some((st) => st.effect.on === 'cancelsAttack' && st.effect.test(s, attack, { inst: st.inst, owner: st.owner }));
  if (cancelledByCard || (here && (defOf(here)?.static ?? []).some((e) => e.on === 'attackHere' && e.cancels(s, attack.companyId)))) {
    if (attack.creature !== null) toDiscard(s, attack.creature, ctx);
    ctx.events.push({ type: 'attackCancelled', label: attack.label, seat: attack.defenderSeat });
    continueQueue(s, attack, queue, ctx);
    return;
  }
  // "All hazard creature attacks against the scout's company this turn are canceled" (Hide in Dark Places: a turn's attack modification that cancels).
  if (attack.source === 'creature' && !attack.multi && turnAttackMods(s, attack).some((m) => m.cancel)) {
    if (attack.creature !== null) toDiscard(s, attack.creature, ctx);
    ctx.events.push({ type: 'attackCancelled', label: attack.label, seat: attack.defenderSeat });
    continueQueue(s, attack, queue, ctx);
    return;
  }
  // "Each non-Wizard/non-Ringwraith character in the company faces one strike" (the creature's own text).
  const notAvatars = creatureEffects(s, attack.creature).some((e) => e.after === 'notAvatars');
  const targets = (co ? combatants(s, co) : []).filter((t) => !notAvatars || !(cardOf(s, t).avatar || cardOf(s, t).race === 'Wizard' || cardOf(s, t).race === 'Ringwraith'));
  // "Two attacks (of one strike each) all against the same character" (the creature's own text): the first of its attacks.
  const several = attack.source === 'creature' && !attack.multi ? creatureEffects(s, attack.creature).find((e) => e.after === 'attacks') : undefined;
  if (several?.after === 'attacks') {
    attack.multi = { left: several.count - 1, strikes: several.strikes, defeated: true, sameTarget: several.sameTarget, cancels: 0 };
    attack.strikes = several.strikes;
    if (several.attackerChooses) attack.attackerChooses = true;
  }
  if (eachCharacter) attack.oneEach = true;
  // coe-rules §3.4: "A company’s composition and overt/covert status is checked at the beginning of each attack and then remains consistent for the duration of that attack."
  attack.overt = overtNow(s, attack.companyId);
  if (!attack.strikesOnly) applyAttackStatics(s, attack, ctx);
  if (attack.source !== 'company' && !attack.strikesOnly) {
    // "If played on a company that has already faced an Orc attack this turn, Orc-lieutenant receives +4 prowess" (the creature's own text).
    const faced = s.turn.attacksFaced?.[attack.companyId] ?? [];
    for (const e of creatureEffects(s, attack.creature))
      if (e.after === 'alreadyFaced' && faced.some((r) => raceMatches(r, e.races))) {
        attack.prowess += e.delta;
        ctx.events.push({ type: 'effect', effect: 'modifyAttack', stat: 'prowess', delta: e.delta, card: s.cardOf[attack.creature as number], label: attack.label });
      }
    // "Orc-lieutenant receives an additional +3 prowess if played on a company that has already faced Uruk-lieutenant this turn" (the earlier creature's own text).
    const key = attack.creature !== null ? cardOf(s, attack.creature).key : null;
    for (const earlier of new Set(s.turn.creaturesFaced?.[attack.companyId] ?? []))
      for (const def of defsOfKey(earlier))
        for (const e of def.static ?? [])
          if (e.on === 'creature' && e.after === 'boostsLater' && key !== null && e.creatures.includes(key)) {
            attack.prowess += e.delta;
            ctx.events.push({ type: 'effect', effect: 'modifyAttack', stat: 'prowess', delta: e.delta, card: s.cardOf[attack.creature as number], label: `${def.name}: ${attack.label}` });
          }
    // "Detainment and -2 prowess against hero companies" (the creature's own text).
    for (const e of creatureEffects(s, attack.creature))
      if (e.after === 'prowessAgainst' && e.alignments.includes(player(s, attack.defenderSeat).alignment)) {
        attack.prowess += e.delta;
        ctx.events.push({ type: 'effect', effect: 'modifyAttack', stat: 'prowess', delta: e.delta, card: s.cardOf[attack.creature as number], label: attack.label });
      }
    // "Pirates receives +2 prowess when keyed to Coastal Seas [{c}]" (the creature's own text).
    for (const e of creatureEffects(s, attack.creature))
      if (e.after === 'prowessIf' && e.test(s, attack.companyId)) {
        attack.prowess += e.delta;
        ctx.events.push({ type: 'effect', effect: 'modifyAttack', stat: 'prowess', delta: e.delta, card: s.cardOf[attack.creature as number], label: `${attack.label}: ${e.label}` });
      }
    // "Five strikes (two strikes and detainment against hero companies)" (the creature's own text).
    for (const e of creatureEffects(s, attack.creature))
      if (e.after === 'strikesAgainst' && e.alignments.includes(player(s, attack.defenderSeat).alignment) && attack.strikes !== e.strikes) {
        ctx.events.push({ type: 'effect', effect: 'modifyAttack', stat: 'strikes', delta: e.strikes - attack.strikes, card: s.cardOf[attack.creature as number], label: attack.label });
        attack.strikes = e.strikes;
      }
    const race = attack.creature !== null ? (cardOf(s, attack.creature).race ?? attack.label) : (attack.label.split(':').pop() ?? '');
    (s.turn.attacksFaced ??= {})[attack.companyId] = [...faced, race.trim()];
    // The creatures (folded names) each company faced this turn ("If played against a company that faced “William” or “Tom” this turn").
    if (attack.creature !== null) ((s.turn.creaturesFaced ??= {})[attack.companyId] ??= []).push(cardOf(s, attack.creature).key);
  }
  // "Each character in the company faces one strike": as many strikes as characters (and allies) facing it.
  if (eachCharacter && targets.length > 0) attack.strikes = targets.length;
  ctx.events.push({ type: 'attack', label: attack.label, strikes: attack.strikes, prowess: attack.prowess, body: attack.body, companyId: attack.companyId, ...(attack.oneEach ? { oneEach: true } : {}) });
  // A further attack of a creature against the character its first attack was against, who is no longer there, does not happen.
  if (targets.length === 0 || (attack.multi?.target !== undefined && !targets.includes(attack.multi.target))) {
    if (attack.creature !== null) toDiscard(s, attack.creature, ctx);
    continueQueue(s, attack, queue, ctx);
    return;
  }
  const step: CombatStep = { kind: 'combat', attack, stage: 'defenderAssign', slots: [], toAssign: attack.strikes, excessLeft: 0, queue };
  if (eachCharacter) {
    attack.strikes = targets.length;
    step.slots = targets.map((t) => ({ target: t, excess: 0, resolved: false, outcome: null, attacker: null }));
    step.toAssign = 0;
    step.stage = 'resolve';
  } else if (attack.multi?.target !== undefined) {
    // Each further attack is against the character the first one was assigned to; its other strikes are excess strikes against him.
    step.slots = [{ target: attack.multi.target, excess: attack.strikes - 1, resolved: false, outcome: null, attacker: null }];
    step.toAssign = 0;
    step.stage = 'resolve';
  } else if (attack.attackerChooses) step.stage = 'attackerAssign';
  s.stack.push(step);
  advanceAssignment(s, step);
  // coe-rules §3.II: once an attack is declared, the hazard player may modify it before strikes are assigned.
  if (attack.source !== 'company' && !attack.strikesOnly) openWindow(s, 'attack', attack.attackerSeat);
}

/**
 * "If this attack is not canceled, every character in the company makes a corruption check before defending characters are
 * selected" (Corpse-candle's own text): as the first strike is assigned, once the attack can no longer be cancelled first.
 * False when that assignment can no longer be made (its target failed his check, or nobody is left to face the attack).
 */
export function beforeAssignment(s: GameState, step: CombatStep, target: number, ctx: Ctx): boolean {
  if (step.beforeAssign || step.slots.length > 0 || !creatureEffects(s, step.attack.creature).some((e) => e.after === 'corruptionBeforeAssign')) return true;
  step.beforeAssign = true;
  const co = company(s, step.attack.companyId);
  for (const ch of [...(co?.chars ?? [])]) if (s.chars[ch]) corruptionCheck(s, ch, 0, ctx, step.attack.label);
  if (topCombat(s) !== step) return false;
  if (!co || combatants(s, co).length === 0) {
    s.stack.pop();
    if (step.attack.creature !== null) toDiscard(s, step.attack.creature, ctx);
    continueQueue(s, step.attack, step.queue, ctx);
    return false;
  }
  advanceAssignment(s, step);
  return (step.stage === 'defenderAssign' || step.stage === 'attackerAssign') && assignableTargets(s, step).includes(target);
}

/** Permanent and long events that change attacks of some races ("Each Orc attack receives +1 prowess"). */
function applyAttackStatics(s: GameState, attack: Attack, ctx: Ctx): void {
  if (attack.source === 'company') return;
  const race = attack.creature !== null ? (cardOf(s, attack.creature).race ?? attack.label) : (attack.label.split(':').pop() ?? '');
  // "All Maia attacks … attacker chooses defending characters" (Alatar the Hunter as a permanent-event).
  for (const st of activeStatics(s)) {
    const e = st.effect;
    if (e.on !== 'attackChooses' || attack.attackerChooses || (e.races.length > 0 && !raceMatches(race, e.races))) continue;
    attack.attackerChooses = true;
    ctx.events.push({ type: 'effect', effect: 'custom', label: `${cardOf(s, st.inst).name}: the attacker chooses defending characters (${attack.label})` });
  }
  for (const st of activeStatics(s)) {
    const e = st.effect;
    if (e.on !== 'attack' || (e.races.length > 0 && !raceMatches(race, e.races)) || (e.onlyIf && !e.onlyIf(s, attack)) || (e.autoAt && !autoAttackAt(s, attack, e.autoAt)) || (e.attackerChooses && !attack.attackerChooses) || (e.source !== undefined && e.source !== attack.source)) continue;
    if (e.stat === 'strikes' && strikesFixed(attack, ctx, s.cardOf[st.inst])) continue;
    const delta = e.double ? (e.stat === 'prowess' ? attack.prowess : e.stat === 'strikes' ? attack.strikes : (attack.body ?? 0)) : e.delta;
    if (e.stat === 'prowess') attack.prowess += delta;
    else if (e.stat === 'strikes') attack.strikes = Math.max(1, attack.strikes + delta);
    else if (attack.body !== null) attack.body += delta;
    else if (e.noBody !== undefined) {
      // "all Orc, Troll, and Man attacks with no body have 4 body" (Helms of Iron).
      attack.body = e.noBody;
      ctx.events.push({ type: 'effect', effect: 'modifyAttack', stat: 'body', delta: e.noBody, card: s.cardOf[st.inst], label: attack.label, static: true });
      continue;
    }
    ctx.events.push({ type: 'effect', effect: 'modifyAttack', stat: e.stat, delta, card: s.cardOf[st.inst], label: attack.label, static: true });
  }
  // Modifications of later attacks against a company for the rest of the turn (Chill Douser: "all other Undead attacks against the company … receive +1 strike and +1 prowess").
  for (const m of turnAttackMods(s, attack)) {
    if (m.cancel) continue;
    if (m.strikes !== 0 && !strikesFixed(attack, ctx, undefined, m.label)) {
      attack.strikes += m.strikes;
      ctx.events.push({ type: 'effect', effect: 'modifyAttack', stat: 'strikes', delta: m.strikes, label: attack.label, by: m.label });
    }
    attack.prowess += m.prowess;
    ctx.events.push({ type: 'effect', effect: 'modifyAttack', stat: 'prowess', delta: m.prowess, label: attack.label, by: m.label });
    // Bitter Cold: "All attacks against the character's company suffer a -1 modification to prowess and body this turn" (an attack without body keeps none).
    if (m.body && attack.body !== null) {
      attack.body += m.body;
      ctx.events.push({ type: 'effect', effect: 'modifyAttack', stat: 'body', delta: m.body, label: attack.label, by: m.label });
    }
    if (m.bodyCheck) attack.bodyCheck = (attack.bodyCheck ?? 0) + m.bodyCheck;
  }
}

/** The turn's modifications of later attacks (s.turn.attackMods) that apply to this attack: its company, its race, a creature's when they say so. */
function turnAttackMods(s: GameState, attack: Attack): NonNullable<GameState['turn']['attackMods']> {
  if (attack.source === 'company') return [];
  const race = attack.creature !== null ? (cardOf(s, attack.creature).race ?? attack.label) : (attack.label.split(':').pop() ?? '');
  return (s.turn.attackMods ?? []).filter((m) => m.companyId === attack.companyId && (m.races.length === 0 || raceMatches(race, m.races)) && (!m.creatures || attack.source === 'creature'));
}

/**
 * Arda Revised, strike sequence: "Certain attacks state that each character in the company 'faces one strike' or 'is attacked'
 * (e.g., Crebain, Watcher in the Water, etc.). Such an attack is never affected by a card or effect that modifies the number of
 * strikes of an attack." True (and an event saying the change has no effect) for such an attack: its strikes stay as they are.
 */
export function strikesFixed(attack: Attack, ctx: Ctx, card?: string, by?: string): boolean {
  if (!attack.oneEach) return false;
  ctx.events.push({ type: 'effect', effect: 'strikesFixed', label: `${attack.label}: each character faces one strike, the number of strikes does not change`, ...(card ? { card } : {}), ...(by ? { by } : {}) });
  return true;
}

/** Card effects that last for one strike or one attack end with it. */
function endMods(s: GameState, until: 'attack' | 'strike', target: number | null): void {
  if (s.mods.some((m) => m.until === until || (until === 'attack' && m.until === 'strike'))) {
    s.mods = s.mods.filter((m) => !(m.until === 'strike' && (until === 'attack' || m.inst === target)) && !(until === 'attack' && m.until === 'attack'));
  }
}

/** An attack cancelled by a card: it ends at once, its creature discarded; the site's next automatic-attack follows. */
export function cancelCombat(s: GameState, ctx: Ctx): void {
  const step = topCombat(s);
  if (!step) return;
  // An attack that "cannot be canceled" (Arouse Defenders) goes on: the effect that would cancel it does nothing.
  if (step.attack.uncancelable) {
    ctx.events.push({ type: 'effect', effect: 'custom', label: `${step.attack.label}: this attack cannot be canceled` });
    return;
  }
  const first = step.attack.cancelFirst?.find((x) => !x.spent);
  if (first) {
    undoCancelFirst(step, first, ctx);
    return;
  }
  s.stack.pop();
  endMods(s, 'attack', null);
  const a = step.attack;
  const more = multiGoesOn(a, false, step.slots[0]?.target);
  if (a.creature !== null && !more) toDiscard(s, a.creature, ctx);
  ctx.events.push({ type: 'attackCancelled', label: a.label, seat: a.defenderSeat });
  if (more) nextAttack(s, a, ctx);
  else continueQueue(s, a, step.queue, ctx);
}

/** The first attempt to cancel the attack cancels a card's modifications of it instead (Attack.cancelFirst); strikes already assigned stay. */
function undoCancelFirst(step: CombatStep, first: NonNullable<Attack['cancelFirst']>[number], ctx: Ctx): void {
  const a = step.attack;
  first.spent = true;
  a.prowess -= first.prowess;
  if (a.body !== null) a.body -= first.body;
  if (first.strikes !== 0 && !a.oneEach && (step.stage === 'defenderAssign' || step.stage === 'attackerAssign')) {
    const before = a.strikes;
    a.strikes = Math.max(1, a.strikes - first.strikes);
    step.toAssign = Math.max(0, step.toAssign + (a.strikes - before));
  }
  ctx.events.push({ type: 'effect', effect: 'custom', label: `${a.label}: the attempt to cancel the attack cancels the effects of ${first.by} instead` });
}

/**
 * One of several attacks of one creature has ended (defeated or not): whether another follows. The creature is defeated when all
 * its attacks are; the character the first attack's strike was assigned to is the one the others are against (`sameTarget`).
 */
function multiGoesOn(a: Attack, defeated: boolean, target: number | undefined): boolean {
  if (!a.multi) return false;
  a.multi.defeated &&= defeated;
  if (a.multi.sameTarget && a.multi.target === undefined && target !== undefined) a.multi.target = target;
  return a.multi.left > 0;
}

/** The creature's next attack, with its printed figures (the attack's own modifications apply again). */
function nextAttack(s: GameState, a: Attack, ctx: Ctx): void {
  if (a.creature === null || !a.multi) return;
  if (!company(s, a.companyId)) {
    toDiscard(s, a.creature, ctx);
    return;
  }
  const card = cardOf(s, a.creature);
  startCombat(s, { ...a, strikes: a.multi.strikes, prowess: card.prowess ?? 0, body: card.body, multi: { ...a.multi, left: a.multi.left - 1 } }, [], ctx);
}

/** A strike cancelled by a card: it is resolved without a roll (and is not defeated). */
export function finishStrikeCancelled(s: GameState, step: CombatStep, slot: StrikeSlot, ctx: Ctx): void {
  slot.resolved = true;
  slot.outcome = 'cancelled';
  endMods(s, 'strike', slot.target);
  ctx.events.push({ type: 'strikeResolved', target: slot.target, outcome: 'cancelled' });
  if (step.slots.every((x) => x.resolved) && step.stage === 'resolve' && topCombat(s) === step) finishCombat(s, step, ctx);
}

function unassigned(s: GameState, step: CombatStep): number[] {
  const co = company(s, step.attack.companyId);
  if (!co) return [];
  const taken = new Set(step.slots.map((x) => x.target));
  return combatants(s, co).filter((t) => !taken.has(t) && !s.mods.some((m) => m.inst === t && m.stat === 'noStrikes') && !notAttacked(s, t));
}

/** A successful strike against a character bearing an item with a `notWounded` static: its `instead` happens (the first such item) and he is not wounded. */
function notWounded(s: GameState, target: number, attackerSeat: number, ctx: Ctx): boolean {
  for (const item of s.chars[target]?.items ?? []) {
    const e = (defOf(cardOf(s, item))?.static ?? []).find((x) => x.on === 'notWounded');
    if (e?.on === 'notWounded') {
      e.instead(s, { inst: item, bearer: target }, attackerSeat, ctx);
      return true;
    }
  }
  return false;
}

/**
 * The changes to the body (`strikeBody` statics: Wormsbane) or prowess (`strikeProwess`: Morgul-blade) of a strike against this character
 * from his items and the cards kept with him; `tapped`: he tapped to face it.
 */
function strikeDelta(s: GameState, target: number, on: 'strikeBody' | 'strikeProwess', tapped: boolean): number {
  let n = 0;
  const ch = s.chars[target];
  for (const card of [...(ch?.items ?? []), ...(ch?.hazards ?? [])]) for (const e of defOf(cardOf(s, card))?.static ?? []) if (e.on === on) n += e.delta(s, target, tapped);
  return n;
}

/** Card effects on the strikes a character faces: the body of each changes (Modifier 'strikeBody': "lower the body of strikes their bearers face by 1"). */
function struckBody(s: GameState, target: number): number {
  return s.mods.reduce((n, m) => n + (m.inst === target && m.stat === 'strikeBody' ? m.delta : 0), 0);
}

/** The card's own "May not be attacked" (`notAttacked` statics of an ally's definition). */
function notAttacked(s: GameState, inst: number): boolean {
  return (defOf(cardOf(s, inst))?.static ?? []).some((e) => e.on === 'notAttacked' && (!e.when || e.when(s, inst)));
}

export function assignableTargets(s: GameState, step: CombatStep): number[] {
  const free = unassigned(s, step);
  return step.stage === 'defenderAssign' && !step.attack.defenderAssignsAll ? free.filter((t) => statusOf(s, t) === 'untapped') : free;
}

/** Moves the assignment along when nothing is left to choose at the current stage. */
export function advanceAssignment(s: GameState, step: CombatStep): void {
  for (;;) {
    if (step.stage === 'defenderAssign') {
      if (step.toAssign === 0) step.stage = 'resolve';
      else if (assignableTargets(s, step).length === 0) step.stage = 'attackerAssign';
      else return;
    } else if (step.stage === 'attackerAssign') {
      if (step.toAssign === 0) step.stage = 'resolve';
      else if (unassigned(s, step).length === 0) {
        step.excessLeft = step.toAssign;
        step.toAssign = 0;
        step.stage = 'excess';
      } else return;
    } else if (step.stage === 'excess') {
      if (step.excessLeft === 0) step.stage = 'resolve';
      else return;
    } else return;
  }
}

export function assignStrike(s: GameState, step: CombatStep, target: number): void {
  const slot: StrikeSlot = { target, excess: 0, resolved: false, outcome: null, attacker: step.attack.attackers[step.slots.length] ?? null };
  step.slots.push(slot);
  step.toAssign--;
  // "If an attack from Slayer is given more than one strike, each additional strike becomes an excess strike (-1 prowess modification) against the attacked character."
  if (step.attack.multi?.sameTarget && step.toAssign > 0) {
    slot.excess += step.toAssign;
    step.toAssign = 0;
  }
  advanceAssignment(s, step);
}

function isAlly(s: GameState, inst: number): boolean {
  return !s.chars[inst];
}

function allyOwnerChar(s: GameState, ally: number): number | null {
  for (const [inst, ch] of Object.entries(s.chars)) if (ch.allies.includes(ally)) return Number(inst);
  return null;
}

function prowessWithState(s: GameState, inst: number, stayUntapped: boolean, excess: number): number {
  let p = isAlly(s, inst) ? (cardOf(s, inst).prowess ?? 0) + companyDelta(s, inst, 'prowess').reduce((n, d) => n + d.value, 0) : prowessOf(s, inst);
  // "His prowess against such a strike is equal to his mind attribute" (the attacking creature's own text).
  const a = topCombat(s)?.attack;
  if (a && a.source !== 'company' && creatureEffects(s, a.creature).some((e) => e.after === 'mindProwess')) p = mindOf(s, inst);
  const st = statusOf(s, inst);
  if (st === 'tapped') p -= 1;
  if (st === 'wounded') p -= 2;
  if (stayUntapped) p -= untappedPenalty(s, inst);
  return p - excess;
}

/**
 * The prowess a character loses facing a strike without tapping (coe-rules §3.III: -3), none when an item he bears says so ("if bearer
 * chooses not to tap against a strike, he receives no prowess penalty": an `untappedNoPenalty` static; `warriorOnly`: "Warrior only").
 */
function untappedPenalty(s: GameState, inst: number): number {
  for (const i of s.chars[inst]?.items ?? []) for (const e of staticsOf(cardOf(s, i))) if (e.on === 'untappedNoPenalty' && (!e.warriorOnly || hasSkill(s, inst, 'Warrior'))) return 0;
  return 3;
}

/** Labelled parts of prowessWithState for the roll event (display only): they always add up to it. */
function prowessParts(s: GameState, inst: number, stayUntapped: boolean, excess: number): RollMod[] {
  const card = cardOf(s, inst);
  const base = card.prowess ?? 0;
  const parts: RollMod[] = [{ label: 'prowess', value: base }];
  if (!isAlly(s, inst)) {
    const items = (s.chars[inst]?.items ?? []).map((i) => cardOf(s, i)).filter((it) => itemBonusApplies(s, inst, it, 'prowess'));
    let best = base;
    let weapon: string | null = null;
    for (const item of items) {
      if (item.gear !== 'weapon') continue;
      const p = item.prowessMax === null ? base + item.prowessBonus : Math.max(base, Math.min(base + item.prowessBonus, item.prowessMax));
      if (p > best) [best, weapon] = [p, item.name];
    }
    if (weapon !== null) parts.push({ label: weapon, value: best - base });
    let running = best;
    for (const item of items) {
      if (item.gear === 'weapon' || !item.prowessBonus) continue;
      const p = item.prowessMax === null ? running + item.prowessBonus : Math.max(running, Math.min(running + item.prowessBonus, item.prowessMax));
      if (p !== running) parts.push({ label: item.name, value: p - running });
      running = p;
    }
    for (const m of s.mods) if (m.inst === inst && m.stat === 'prowess') parts.push({ label: m.until ? `modifier for this ${m.until}` : 'modifier until end of turn', value: m.delta });
    parts.push(...bearerDelta(s, inst, 'prowess'));
  }
  const st = statusOf(s, inst);
  if (st === 'tapped') parts.push({ label: 'tapped', value: -1 });
  if (st === 'wounded') parts.push({ label: 'wounded', value: -2 });
  if (stayUntapped && untappedPenalty(s, inst) > 0) parts.push({ label: 'staying untapped', value: -untappedPenalty(s, inst) });
  if (excess) parts.push({ label: excess === 1 ? 'excess strike' : 'excess strikes', value: -excess });
  const want = prowessWithState(s, inst, stayUntapped, excess);
  const sum = parts.reduce((n, m) => n + m.value, 0);
  // Never show figures that do not add up: fall back to the single computed prowess.
  return sum === want ? parts : [{ label: 'prowess', value: want }];
}

function bodyFor(s: GameState, inst: number): number {
  return isAlly(s, inst) ? (cardOf(s, inst).body ?? 0) : bodyOf(s, inst);
}

/** Eliminates a character or ally that failed a body check. */
function eliminate(s: GameState, inst: number, ctx: Ctx, killer: number | null): void {
  if (isAlly(s, inst)) {
    const host = allyOwnerChar(s, inst);
    if (host !== null) removeFrom(s.chars[host]?.allies ?? [], inst);
    toDiscard(s, inst, ctx);
    ctx.events.push({ type: 'allyEliminated', inst });
    return;
  }
  removeCharacter(s, inst, killer === null ? 'eliminated' : 'killed', ctx, killer);
}

/** The target is wounded and the other side rolls a body check (+1 if he was already wounded). */
function woundAndCheck(s: GameState, inst: number, rollerSeat: number, ctx: Ctx, killer: number | null): 'wounded' | 'eliminated' {
  const wasWounded = statusOf(s, inst) === 'wounded';
  setStatus(s, inst, 'wounded');
  return bodyCheck(s, inst, rollerSeat, ctx, killer, wasWounded);
}

/** The race of an attack's creature, or of an automatic-attack by its label. */
function attackRaceOf(s: GameState, a: Attack): string {
  return a.creature !== null ? (cardOf(s, a.creature).race ?? '') : (a.label.split(':').pop()?.trim() ?? '');
}

/** A body of the `race` side, halved (rounded up) when the character facing it says so (his own `halvesBody` effect: "the Nazgûl/Ringwraith's body is halved (rounded up)"). */
function halvedAgainst(s: GameState, facing: number, race: string, body: number): number {
  return (defOf(cardOf(s, facing))?.static ?? []).some((e) => e.on === 'self' && e.stat === 'halvesBody' && raceMatches(race, e.races)) ? Math.ceil(body / 2) : body;
}

/** The body check of a wounded character (+1 if he was wounded before the strike): eliminated above his body. */
function bodyCheck(s: GameState, inst: number, rollerSeat: number, ctx: Ctx, killer: number | null, wasWounded: boolean): 'wounded' | 'eliminated' {
  // The striking character's own text ("-2 to the body of any Elf character targeted by a strike from Khamûl"): his `strikeBody` effect.
  const striker = topCombat(s)?.slots.find((x) => x.target === inst && x.attacker !== null)?.attacker ?? null;
  const strikeBody = striker !== null && s.chars[inst] ? (defOf(cardOf(s, striker))?.static ?? []).reduce((n, e) => n + (e.on === 'self' && e.stat === 'strikeBody' && raceMatches(cardOf(s, inst).race, e.races) ? e.delta : 0), 0) : 0;
  // Company-vs-company: the character on the other side of his strike may halve his body ("the Nazgûl/Ringwraith's body is halved (rounded up)").
  const cvc = topCombat(s)?.slots.find((x) => x.attacker !== null && (x.target === inst || x.attacker === inst));
  const foe = cvc ? (cvc.target === inst ? cvc.attacker : cvc.target) : null;
  // An attacking character wounded by the character his strike was against: that one's modifications of the strikes he faces.
  const struck = cvc && cvc.attacker === inst ? struckBody(s, cvc.target) : 0;
  const body = (foe !== null && s.chars[foe] ? halvedAgainst(s, foe, cardOf(s, inst).race ?? '', bodyFor(s, inst)) : bodyFor(s, inst)) + strikeBody + struck;
  const dice = roll2d6(s.rng);
  // Strikes that are not an attack may modify the body check (Cruel Caradhras: "Any resulting body check is modified by +1").
  // An attack's own modification of them (Tribal Banner: "All body checks resulting from successful strikes of this attack are modified by +1"),
  // and the attacking creature's own text ("all body checks resulting from a successful strike are modified by +1"): its `bodyCheck` effects.
  const attack = topCombat(s)?.attack;
  const creature = attack?.creature ?? null;
  const extra = (attack?.strikesOnly?.bodyCheck ?? 0) + (attack?.bodyCheck ?? 0) + creatureEffects(s, creature).reduce((n, e) => n + (e.after === 'bodyCheck' ? e.delta : 0), 0);
  // Cards he bears ("-1 to all body checks against bearer": Troth-ring's `bearer` static), and cards in play that modify body checks of
  // characters of some races resulting from attacks of some races ("+1 to all body checks for Elves, Dwarves, Hobbits, Dúnedain, and Men
  // resulting from Spider attacks": `bodyChecks` statics).
  const own = s.chars[inst] ? [...bearerDelta(s, inst, 'bodyCheck')] : [];
  if (s.chars[inst] && attack && attack.source !== 'company') {
    const race = attack.creature !== null ? (cardOf(s, attack.creature).race ?? attack.label) : (attack.label.split(':').pop() ?? '');
    for (const st of activeStatics(s)) if (st.effect.on === 'bodyChecks' && raceMatches(race, st.effect.attackRaces) && raceMatches(cardOf(s, inst).race, st.effect.races)) own.push({ label: st.name, value: st.effect.delta });
  }
  const total = dice[0] + dice[1] + (wasWounded ? 1 : 0) + extra + own.reduce((n, d) => n + d.value, 0);
  const eliminated = total > body;
  const mods: RollMod[] = wasWounded ? [{ label: 'already wounded', value: 1 }] : [];
  if (extra) mods.push({ label: attack?.label ?? '', value: extra });
  mods.push(...own);
  ctx.events.push({ type: 'roll', purpose: 'bodyCheck', seat: rollerSeat, inst, dice, mods, total, body, against: body, againstLabel: 'body', result: eliminated ? 'eliminated' : 'survives' });
  if (eliminated) eliminate(s, inst, ctx, killer);
  // "Discard on a body check result of 9" (the character's own card): he survives the check but is discarded.
  else if (selfBodyCheckDiscard(s, inst).includes(total)) {
    removeCharacter(s, inst, 'discarded', ctx);
    return 'eliminated';
  }
  // The attacking creature's own text: "Each non-Wizard/non-Ringwraith defending character wounded by the Abductor is discarded".
  const card = cardOf(s, inst);
  const avatar = card.avatar || card.race === 'Wizard' || card.race === 'Ringwraith';
  if (!avatar && attack?.source !== 'company' && creatureEffects(s, attack?.creature ?? null).some((e) => e.after === 'woundedDiscard' && (!e.bodyEquals || total === body))) {
    removeCharacter(s, inst, 'discarded', ctx);
    return 'eliminated';
  }
  return eliminated ? 'eliminated' : 'wounded';
}

/** coe-rules §3.II: the attack is detainment by the creature's own text ("detainment against covert and hero companies"). */
/** An automatic-attack at a site of one of these types, as the site is treated this turn (Choking Shadows: `turn.sitesAs`). */
export function autoAttackAt(s: GameState, a: Attack, types: readonly SiteTypeCode[]): boolean {
  const site = a.source === 'auto' ? s.catalog.cards[company(s, a.companyId)?.site ?? ''] : undefined;
  const type = site ? (s.turn.sitesAs?.[site.key] ?? site.siteType) : null;
  return type !== null && types.includes(type);
}

export function isDetainment(s: GameState, a: Attack): boolean {
  if (a.source === 'company') return false;
  if (a.detainment) return true;
  const alignment = player(s, a.defenderSeat).alignment;
  // An automatic-attack is detainment by its site's text ("Men — 4 strikes with 9 prowess (detainment)"): the site definition's `creature` effects.
  // (A creature played from the hand as an automatic-attack is not the site's printed attack: its own text says how it attacks.)
  const attackSite = a.source === 'auto' && a.creature === null ? s.catalog.cards[company(s, a.companyId)?.site ?? ''] : undefined;
  if (attackSite && (defOf(attackSite)?.static ?? []).some((e) => e.on === 'creature' && e.after === 'detainment' && e.against.includes(alignment) && (!e.status || isOvert(s, a.companyId) === (e.status === 'overt')) && (!e.onlyIf || e.onlyIf(s, a.companyId)))) {
    // An event in play makes it a normal automatic-attack ("each detainment automatic-attack at a Free-hold [{F}] … becomes a normal automatic-attack").
    return !activeStatics(s).some((st) => st.effect.on === 'notDetainment' && autoAttackAt(s, a, st.effect.autoAt));
  }
  // A site's own text: "Non-Nazgûl creatures played at this site attack normally, not as detainment" (its `attacksNormally` effect; the company's new site).
  if (a.creature !== null) {
    const co = company(s, a.companyId);
    const here = co ? s.catalog.cards[co.dest?.site ?? co.site] : undefined;
    const race = cardOf(s, a.creature).race ?? '';
    if (here && (defOf(here)?.static ?? []).some((e) => e.on === 'creature' && e.after === 'attacksNormally' && !raceMatches(race, e.except))) return false;
  }
  return creatureEffects(s, a.creature).some((e) => e.after === 'detainment' && e.against.includes(alignment) && (!e.status || isOvert(s, a.companyId) === (e.status === 'overt')) && (!e.onlyIf || e.onlyIf(s, a.companyId)));
}

export function resolveStrike(s: GameState, step: CombatStep, target: number, stayUntapped: boolean, ctx: Ctx): void {
  const slot = step.slots.find((x) => x.target === target && !x.resolved);
  if (!slot) return;
  const statusBefore = statusOf(s, target);
  slot.resolved = true;
  const a = step.attack;
  const prowess = prowessWithState(s, target, stayUntapped, slot.excess);
  const dice = roll2d6(s.rng);
  if (s.mods.some((m) => m.inst === target && m.stat === 'twoRolls')) {
    const again = roll2d6(s.rng);
    if (again[0] + again[1] > dice[0] + dice[1]) [dice[0], dice[1]] = again;
  }
  const total = dice[0] + dice[1] + prowess;
  let strikeProwess = a.prowess + (slot.mod ?? 0) + strikeDelta(s, target, 'strikeProwess', false);
  // The creature's own text ("+4 prowess versus Ringwraiths", "15 prowess against Hobbits"): its `prowessVs` effects for this character's race.
  for (const e of creatureEffects(s, a.creature)) if (e.after === 'prowessVs' && raceMatches(cardOf(s, target).race, e.races)) strikeProwess += e.delta;
  if (slot.attacker !== null && s.chars[slot.attacker]) {
    const ad = roll2d6(s.rng);
    strikeProwess = ad[0] + ad[1] + prowessWithState(s, slot.attacker, false, 0);
    ctx.events.push({ type: 'roll', purpose: 'cvcStrike', seat: a.attackerSeat, inst: slot.attacker, dice: ad, mods: prowessParts(s, slot.attacker, false, 0), total: strikeProwess, target });
  }
  // The outcome is filled in below once known (body checks may follow); the event order is unchanged.
  const strikeEvent: GameEvent = { type: 'roll', purpose: 'strike', seat: a.defenderSeat, inst: target, dice, mods: prowessParts(s, target, stayUntapped, slot.excess), total, prowess, strikeProwess, against: strikeProwess, againstLabel: 'strike', label: a.label, result: null };
  ctx.events.push(strikeEvent);
  if (total > strikeProwess) {
    if (slot.attacker !== null) {
      slot.outcome = 'defeated';
      if (s.chars[slot.attacker]) woundAndCheck(s, slot.attacker, a.defenderSeat, ctx, a.defenderSeat);
    } else if (a.body === null || isDetainment(s, a)) slot.outcome = 'defeated';
    else {
      const bd = roll2d6(s.rng);
      // The defender's items may change the strike's body ("-2 to strike's body against a Dragon or Drake strike": `strikeBody` statics).
      const body = halvedAgainst(s, target, attackRaceOf(s, a), a.body) + strikeDelta(s, target, 'strikeBody', !stayUntapped && statusBefore === 'untapped') + (slot.bodyMod ?? 0) + struckBody(s, target);
      const defeated = bd[0] + bd[1] > body;
      ctx.events.push({ type: 'roll', purpose: 'strikeBodyCheck', seat: a.defenderSeat, dice: bd, mods: [], total: bd[0] + bd[1], body, against: body, againstLabel: 'body', label: a.label, result: defeated ? 'defeated' : 'failed' });
      slot.outcome = defeated ? 'defeated' : 'failed';
    }
    if (!stayUntapped) setStatus(s, target, statusOf(s, target) === 'wounded' ? 'wounded' : 'tapped');
  } else if (total === strikeProwess) {
    slot.outcome = 'tie';
    if (!stayUntapped) setStatus(s, target, statusOf(s, target) === 'wounded' ? 'wounded' : 'tapped');
  } else if (slot.attacker === null && (isDetainment(s, a) || creatureEffects(s, a.creature).some((e) => e.after === 'tapInsteadOfWound'))) {
    // coe-rules §3.II.1: a successful detainment strike taps an untapped target instead of wounding him; no body check.
    slot.outcome = 'detained';
    if (statusOf(s, target) === 'untapped') setStatus(s, target, 'tapped');
  } else if (notWounded(s, target, a.attackerSeat, ctx)) {
    // An item's `notWounded` static (Sable Shield): the strike succeeds but does not wound its bearer; he taps as for any strike.
    slot.outcome = 'notWounded';
    if (!stayUntapped) setStatus(s, target, statusOf(s, target) === 'wounded' ? 'wounded' : 'tapped');
  } else {
    const killer = slot.attacker !== null ? a.attackerSeat : null;
    const wasWounded = statusOf(s, target) === 'wounded';
    setStatus(s, target, 'wounded');
    // coe-rules §3.iv: "the hazard player initiates a body check against the character as the first declared action in a
    // chain of effects": when some seat could act in it, the strike finishes once that chain has resolved (finishBodyCheck).
    slot.outcome = 'wounded';
    if (woundedEliminated(s, a)) {
      // The site's own text for one of its automatic-attacks ("Spider … any character wounded is immediately eliminated"): no body check.
      slot.outcome = 'eliminated';
      ctx.events.push({ type: 'effect', effect: 'custom', label: `${a.label}: any character wounded is immediately eliminated` });
      eliminate(s, target, ctx, killer);
      strikeEvent.result = slot.outcome;
      afterStrike(s, step, slot, statusBefore, strikeProwess, ctx);
      return;
    }
    if (openBodyWindow(s, { target, rollerSeat: a.attackerSeat, killer, wasWounded, statusBefore, strikeProwess }, a.defenderSeat)) {
      strikeEvent.result = slot.outcome;
      return;
    }
    slot.outcome = bodyCheck(s, target, a.attackerSeat, ctx, killer, wasWounded);
  }
  strikeEvent.result = slot.outcome;
  afterStrike(s, step, slot, statusBefore, strikeProwess, ctx);
}

/** An automatic-attack whose site's text says a character it wounds is eliminated (the site definition's `woundedEliminated` effect, by the attack's race). */
function woundedEliminated(s: GameState, a: Attack): boolean {
  if (a.source !== 'auto' || a.creature !== null) return false;
  const site = s.catalog.cards[company(s, a.companyId)?.site ?? ''];
  const race = a.label.split(':').pop()?.trim() ?? '';
  return (site ? (defOf(site)?.static ?? []) : []).some((e) => e.on === 'creature' && e.after === 'woundedEliminated' && raceMatches(race, e.races));
}

/** Opens the body-check window when some seat could play in it; false (and no trace) otherwise. */
function openBodyWindow(s: GameState, p: PendingBody, first: number): boolean {
  const chain = openCheckChain(s, 'bodyCheck', first);
  if (chain) chain.body = p;
  return chain !== null;
}

/** The body check that waited for its window is rolled, and its strike finishes (called by effects/chain.ts settleChain). */
export function finishBodyCheck(s: GameState, p: PendingBody, ctx: Ctx): void {
  const step = topCombat(s);
  const slot = step?.slots.find((x) => x.target === p.target && x.resolved && x.outcome === 'wounded');
  // Taken out of play while his check waited (with simultaneous turns, killed in another lane's attack on his company): there
  // is nobody left to make it (coe-rules 9.3: "if the targets are no longer available upon resolution, any unresolved effects
  // of the taken action are negated"); his strike is void and the attack goes on.
  if (!s.chars[p.target] && allyOwnerChar(s, p.target) === null) {
    if (!step || !slot) return;
    slot.outcome = 'gone';
    ctx.events.push({ type: 'strikeVoid', target: p.target, label: step.attack.label });
    afterStrike(s, step, slot, p.statusBefore, p.strikeProwess, ctx);
    return;
  }
  const outcome = bodyCheck(s, p.target, p.rollerSeat, ctx, p.killer, p.wasWounded);
  // The attack was cancelled while the check waited: the check is made, the strike has nothing left to finish.
  if (!step || !slot) return;
  slot.outcome = outcome;
  afterStrike(s, step, slot, p.statusBefore, p.strikeProwess, ctx);
}

/** What follows a strike's roll and body check: the creature's after-strike text, the strike's modifiers ending, the attack finishing. */
function afterStrike(s: GameState, step: CombatStep, slot: StrikeSlot, statusBefore: Status, strikeProwess: number, ctx: Ctx): void {
  const target = slot.target;
  const a = step.attack;
  if (s.mods.some((m) => m.inst === target && m.stat === 'noTap') && s.chars[target] && statusOf(s, target) !== 'wounded') setStatus(s, target, statusBefore);
  for (const e of creatureEffects(s, a.creature)) if (e.after === 'strike' && s.chars[target]) e.run(s, target, strikeProwess, ctx);
  for (const e of creatureEffects(s, a.creature)) if (e.after === 'strikeOutcome') e.run(s, a.companyId, slot.outcome ?? '', ctx);
  endMods(s, 'strike', target);
  ctx.events.push({ type: 'strikeResolved', target, outcome: slot.outcome });
  for (const other of step.slots)
    if (!other.resolved && !s.chars[other.target] && allyOwnerChar(s, other.target) === null) {
      other.resolved = true;
      other.outcome = 'gone';
    }
  if (step.slots.every((x) => x.resolved) && step.stage === 'resolve') finishCombat(s, step, ctx);
}

/**
 * An attack with nobody left to strike (the company left play during it, e.g. its last
 * character discarded by a corruption check in the attack window) ends; one whose strikes are
 * all resolved or cancelled finishes. Returns true when the combat step was closed.
 */
/**
 * Whether a strike's target is still there to be struck: a character of the attacked company or an
 * ally of one. With simultaneous turns another lane's action can take him away mid-attack (killed
 * in another attack on his company); his strike is then void.
 */
function stillInCompany(s: GameState, step: CombatStep, inst: number): boolean {
  const co = company(s, step.attack.companyId);
  if (!co) return false;
  return co.chars.includes(inst) || co.chars.some((ch) => s.chars[ch]?.allies.includes(inst));
}

export function closeEmptyCombat(s: GameState, ctx: Ctx): boolean {
  const step = topCombat(s);
  if (!step) return false;
  for (const slot of step.slots)
    if (!slot.resolved && (!stillInCompany(s, step, slot.target) || (slot.attacker !== null && !s.chars[slot.attacker]))) {
      slot.resolved = true;
      slot.outcome = 'gone';
      ctx.events.push({ type: 'strikeVoid', target: slot.target, label: step.attack.label });
    }
  // Targets taken away the same way: the assignment moves on when nobody is left to choose.
  if (step.stage === 'defenderAssign' || step.stage === 'attackerAssign') advanceAssignment(s, step);
  if (step.slots.length === 0 && step.stage !== 'defenderAssign' && step.stage !== 'attackerAssign') step.stage = 'defenderAssign';
  if (step.slots.length > 0 && step.slots.every((x) => x.resolved)) {
    finishCombat(s, step, ctx);
    return true;
  }
  const co = company(s, step.attack.companyId);
  if (step.slots.length === 0 && (!co || combatants(s, co).length === 0 || (step.stage === 'defenderAssign' && unassigned(s, step).length === 0))) {
    s.stack.pop();
    endMods(s, 'attack', null);
    if (step.attack.creature !== null) toDiscard(s, step.attack.creature, ctx);
    ctx.events.push({ type: 'attackEnded', label: step.attack.label, seat: step.attack.defenderSeat });
    continueQueue(s, step.attack, step.queue, ctx);
    return true;
  }
  return false;
}

function finishCombat(s: GameState, step: CombatStep, ctx: Ctx): void {
  s.stack.pop();
  endMods(s, 'attack', null);
  const a = step.attack;
  const defeated = step.slots.length > 0 && step.slots.every((x) => x.outcome === 'defeated');
  // One of several attacks of one creature: it stays with its attacks until the last, and is defeated when all of them are.
  const more = multiGoesOn(a, defeated, step.slots[0]?.target);
  const whole = a.multi ? a.multi.defeated : defeated;
  if (a.creature !== null && more) ctx.events.push({ type: defeated ? 'attackDefeated' : 'attackEnded', label: a.label, mp: 0, seat: a.defenderSeat });
  else if (a.creature !== null) {
    if (whole && isDetainment(s, a)) {
      // coe-rules §3.II.3: a defeated detainment creature is discarded, worth no marshalling points.
      ctx.events.push({ type: 'attackDefeated', label: a.label, mp: 0, seat: a.defenderSeat, detainment: true });
      toDiscard(s, a.creature, ctx);
    } else if (whole && a.source === 'auto') {
      // coe-rules 3.III (defeat): "Creature cards played as automatic-attacks are immediately discarded."
      ctx.events.push({ type: 'attackDefeated', label: a.label, mp: 0, seat: a.defenderSeat });
      toDiscard(s, a.creature, ctx);
    } else if (whole) {
      player(s, a.defenderSeat).mpPile.push(a.creature);
      ctx.events.push({ type: 'attackDefeated', label: a.label, mp: cardOf(s, a.creature).mp, seat: a.defenderSeat });
    } else toDiscard(s, a.creature, ctx);
  } else if (defeated && a.from !== undefined && s.players.some((p) => p.playArea.includes(a.from as number))) {
    // An additional automatic-attack given by a card in play (a Dragon "at Home", AutoAttack.from): defeated, the card is the defender's kill.
    for (const p of s.players) removeFrom(p.playArea, a.from);
    player(s, a.defenderSeat).mpPile.push(a.from);
    ctx.events.push({ type: 'attackDefeated', label: a.label, mp: cardOf(s, a.from).mp, seat: a.defenderSeat });
  } else ctx.events.push({ type: defeated ? 'attackDefeated' : 'attackEnded', label: a.label, seat: a.defenderSeat });
  if (defeated) discardOnDefeat(s, a, ctx);
  // "After attack, each character wounded by Ghosts makes a corruption check modified by -1" (the creature's own text).
  for (const e of creatureEffects(s, a.creature))
    if (e.after === 'woundedCorruptionCheck') for (const x of step.slots) if (x.outcome === 'wounded') requestCheck(s, { inst: x.target, modifier: e.modifier, why: `wounded by ${a.label}`, failure: 'byMargin' }, ctx);
  // An automatic-attack's own effects are its site's ("Undead — 2 strikes with 8 prowess; each character wounded must make a corruption check"): the site definition's `creature` effects.
  const attackSite = a.source === 'auto' && a.creature === null ? s.catalog.cards[company(s, a.companyId)?.site ?? ''] : undefined;
  for (const e of attackSite ? (defOf(attackSite)?.static ?? []) : [])
    if (e.on === 'creature' && e.after === 'woundedCorruptionCheck') for (const x of step.slots) if (x.outcome === 'wounded') requestCheck(s, { inst: x.target, modifier: e.modifier, why: `wounded by ${a.label}`, failure: 'byMargin' }, ctx);
  for (const attacker of a.attackers) if (s.chars[attacker] && statusOf(s, attacker) === 'untapped') setStatus(s, attacker, 'tapped');
  // "Unless Chill Douser’s attack is canceled, …" (the creature's own text): once its attack ends without being cancelled.
  for (const e of creatureEffects(s, a.creature)) if (e.after === 'attackEnd') e.run(s, a.companyId, ctx);
  if (more) nextAttack(s, a, ctx);
  else continueQueue(s, a, step.queue, ctx);
}

/** Events in play that are discarded when an attack of some races is defeated ("Discard if a Spider or Animal attack is defeated"). */
function discardOnDefeat(s: GameState, a: Attack, ctx: Ctx): void {
  if (a.source === 'company' || a.strikesOnly) return;
  const race = a.creature !== null ? (cardOf(s, a.creature).race ?? a.label) : (a.label.split(':').pop() ?? '');
  const gone = new Set<number>();
  for (const st of activeStatics(s)) {
    const e = st.effect;
    if (e.on !== 'attackDefeated' || gone.has(st.inst) || (e.races.length > 0 && !raceMatches(race, e.races)) || (e.attackerChooses && !a.attackerChooses) || (e.source !== undefined && e.source !== a.source) || (e.onlyIf && !e.onlyIf(s, a))) continue;
    gone.add(st.inst);
    for (const p of s.players) removeFrom(p.playArea, st.inst);
    for (const ch of Object.values(s.chars)) removeFrom(ch.hazards, st.inst);
    toDiscard(s, st.inst, ctx);
  }
}

function continueQueue(s: GameState, a: Attack, queue: AutoAttack[], ctx: Ctx): void {
  // A permanent-event used as an automatic-attack: "discard after use—ignore result of defeat" (no marshalling points).
  if (a.spent !== undefined)
    for (const p of s.players)
      if (removeFrom(p.playArea, a.spent)) toDiscard(s, a.spent, ctx);
  // Copies of automatic-attacks made by a card (Tidings of Bold Spies) are not automatic-attacks.
  startAutoAttacks(s, queue, a.attackerSeat, a.defenderSeat, a.companyId, a.label.split(':')[0] ?? '', ctx, a.source === 'creature' && a.creature === null);
}

/**
 * The site's automatic-attacks in order, the first now and the rest as each combat ends (coe-rules 2.V.ii: "the first automatic-attack is
 * initiated and resolved, followed by any additional automatic-attacks, with each proceeding immediately in the order listed on the site card").
 * One that is a creature from the hazard player's hand (AutoAttack.fromHand) is his decision first (step handAutoAttack), when he holds one
 * that qualifies; else it is skipped. `copies`: copies made by a card, which are not automatic-attacks (Tidings of Bold Spies).
 */
export function startAutoAttacks(s: GameState, queue: AutoAttack[], attackerSeat: number, defenderSeat: number, companyId: string, siteName: string, ctx: Ctx, copies = false): void {
  const [next, ...rest] = queue;
  if (!next || !company(s, companyId)) return;
  if (next.fromHand) {
    // coe-rules 2.V.ii.4: "If an automatic-attack depends on a hazard creature being played as the automatic-attack, the creature card must
    // be played immediately before that attack would be initiated".
    if (handCreatures(s, attackerSeat, next.fromHand).length > 0) s.stack.push({ kind: 'handAutoAttack', seat: attackerSeat, defender: defenderSeat, companyId, siteName, keying: next.fromHand, queue: rest });
    else startAutoAttacks(s, rest, attackerSeat, defenderSeat, companyId, siteName, ctx, copies);
    return;
  }
  const attack = autoAttackToAttack(next, attackerSeat, defenderSeat, companyId, siteName);
  if (copies) attack.source = 'creature';
  startCombat(s, attack, rest, ctx, next.eachCharacter);
}

/**
 * The creatures in this seat's hand he may play as a site's automatic-attack: hazard creatures "normally keyed to" one of the site types
 * (their printed keying: EngineCard.keySiteTypes) or to a single one of the region types (printed once among keyRegionTypes: "single
 * Wilderness [{w}]"), non-unique when the site says so; cards played by their own definition are not creatures to play so.
 */
export function handCreatures(s: GameState, seat: number, k: HandCreatureKeying): number[] {
  return player(s, seat).hand.filter((inst) => {
    const card = cardOf(s, inst);
    if (card.type !== 'Hazard' || !/Creature/.test(card.subtype ?? '') || (k.nonUnique && card.unique)) return false;
    const play = defOf(card)?.play;
    if (play !== undefined && play.orCreature !== true) return false;
    return card.keySiteTypes.some((t) => k.siteTypes.includes(t)) || (k.singleRegions ?? []).some((r) => card.keyRegionTypes.filter((x) => x === r).length === 1);
  });
}

/** Who decides now in a combat step. */
export function combatActor(step: CombatStep): number {
  return step.stage === 'attackerAssign' || step.stage === 'excess' ? step.attack.attackerSeat : step.attack.defenderSeat;
}
