/**
 * Resolving a declared card (coe-rules §9.5): its requirements and target are checked again;
 * if they no longer hold it fizzles (discarded, costs stay paid); otherwise the card goes to
 * where it stays (character, play area, MP pile, discard) and its effects happen in order.
 */
import { cancelCombat, finishStrikeCancelled, startCombat, strikesFixed } from '../combat';
import { corruptionCheck, openCheckWindow } from '../corruption';
import { cardOf, companyOfChar, drawCards, player, removeFrom, sameLocation, setStatus, statusOf, toDiscard, type Ctx } from '../state';
import { isDeclaredCard, type ChainEntry, type EngineCard, type GameState } from '../types';
import { inPlayKeys } from '../phases/organization';
import { abilityHolds, abilityQuery, bearerOf, placeOf } from './abilities';
import { defOf } from './defs';
import { concernedCompany, currentCombat, currentMH, requirementsHold, targetsFor } from './query';
import type { CardDef, Effect, Query, Ref, Window } from './types';

function refs(q: Query, who: Ref): number[] {
  const { s } = q;
  switch (who) {
    case 'target':
      return q.target !== null ? [q.target] : [];
    case 'strikeTarget': {
      const combat = currentCombat(s);
      const slot = combat?.slots.find((x) => !x.resolved && (q.target === null || x.target === q.target));
      return slot ? [slot.target] : [];
    }
    case 'targetCompany': {
      const co = q.target !== null ? companyOfChar(s, q.target) : q.companyId ? s.companies.find((c) => c.id === q.companyId) : undefined;
      return co ? [...co.chars] : [];
    }
    case 'bearer': {
      if (q.bearer !== undefined && q.bearer !== null) return s.chars[q.bearer] ? [q.bearer] : [];
      for (const [inst, ch] of Object.entries(s.chars)) if (ch.items.includes(q.inst) || ch.allies.includes(q.inst) || ch.hazards.includes(q.inst)) return [Number(inst)];
      return [];
    }
    case 'self':
      return [q.inst];
    case 'opponentOfTarget':
      return [];
    case 'payer':
      return q.payer !== undefined && q.payer !== null ? [q.payer] : [];
  }
}

/**
 * Healing effects reach further by a character's or a site's own text ("Healing effects affect all characters in her company" / "… at the
 * site"): the `healing` statics of the healed character's companions and of his site.
 */
function healingReach(s: GameState, list: number[]): number[] {
  const out = new Set(list);
  for (const inst of list) {
    const co = companyOfChar(s, inst);
    const site = co ? s.catalog.cards[co.site] : undefined;
    if (!co || !site) continue;
    const spreads = (card: EngineCard, scope: 'company' | 'site') => (defOf(card)?.static ?? []).some((x) => x.on === 'healing' && x.scope === scope);
    const reach = spreads(site, 'site') ? s.companies.filter((c) => sameLocation(s, c.site, co.site)) : co.chars.some((ch) => spreads(cardOf(s, ch), 'company')) ? [co] : [];
    for (const c of reach) for (const ch of c.chars) out.add(ch);
  }
  return [...out];
}

function inPlay(s: GameState, inst: number): boolean {
  if (s.chars[inst]) return true;
  for (const ch of Object.values(s.chars)) if (ch.items.includes(inst) || ch.allies.includes(inst) || ch.hazards.includes(inst)) return true;
  return s.players.some((p) => p.playArea.includes(inst));
}

/** Takes a card out of play (or out of the chain) into its discard pile. */
function discardFromAnywhere(s: GameState, inst: number, ctx: Ctx, chain: ChainEntry[]): void {
  // An ability's entry is not the card (which stays in play): only a declared card is cancelled here.
  const i = chain.findIndex((e) => e.inst === inst && isDeclaredCard(e));
  if (i >= 0) {
    chain.splice(i, 1);
    ctx.events.push({ type: 'cancelled', inst, card: s.cardOf[inst] });
    toDiscard(s, inst, ctx);
    return;
  }
  for (const p of s.players) if (removeFrom(p.playArea, inst)) delete s.eventTurn[inst];
  for (const ch of Object.values(s.chars)) for (const list of [ch.hazards, ch.items, ch.allies]) removeFrom(list, inst);
  toDiscard(s, inst, ctx);
}

export function applyEffect(q: Query, e: Effect, ctx: Ctx, chain: ChainEntry[]): void {
  const { s } = q;
  const card = q.card;
  switch (e.do) {
    case 'modify':
      if (e.until === 'inPlay') return; // a static effect (see statics.ts)
      for (const inst of refs(q, e.who)) {
        s.mods.push(e.until === 'endOfTurn' ? { inst, stat: e.stat, delta: e.delta } : { inst, stat: e.stat, delta: e.delta, until: e.until });
        ctx.events.push({ type: 'effect', effect: 'modify', inst, stat: e.stat, delta: e.delta, until: e.until, card: card.id });
      }
      return;
    case 'modifyAttack': {
      const combat = currentCombat(s);
      if (!combat) return;
      const a = combat.attack;
      if (e.stat === 'prowess') a.prowess += e.delta;
      else if (e.stat === 'body') a.body = a.body === null ? null : a.body + e.delta;
      else if (strikesFixed(a, ctx, card.id)) return;
      else {
        const before = a.strikes;
        a.strikes = Math.max(1, a.strikes + e.delta);
        if (combat.stage === 'defenderAssign' || combat.stage === 'attackerAssign') combat.toAssign = Math.max(0, combat.toAssign + (a.strikes - before));
      }
      ctx.events.push({ type: 'effect', effect: 'modifyAttack', stat: e.stat, delta: e.delta, card: card.id, label: a.label });
      return;
    }
    case 'modifyStrike': {
      const combat = currentCombat(s);
      const slot = combat?.slots.find((x) => !x.resolved && (q.target === null || x.target === q.target));
      if (!slot) return;
      slot.mod = (slot.mod ?? 0) + e.delta;
      if (e.body) slot.bodyMod = (slot.bodyMod ?? 0) + e.body;
      (slot.by ??= []).push(card.key);
      ctx.events.push({ type: 'effect', effect: 'modifyStrike', target: slot.target, delta: e.delta, card: card.id });
      return;
    }
    case 'cancelAttack':
      if (currentCombat(s) && !currentCombat(s)?.attack.strikesOnly) {
        ctx.events.push({ type: 'effect', effect: 'cancelAttack', card: card.id });
        cancelCombat(s, ctx);
      }
      return;
    case 'cancelStrike': {
      const combat = currentCombat(s);
      const slot = combat?.slots.find((x) => !x.resolved && (q.target === null || x.target === q.target));
      if (!combat || !slot || combat.attack.strikesOnly) return;
      ctx.events.push({ type: 'effect', effect: 'cancelStrike', target: slot.target, card: card.id });
      finishStrikeCancelled(s, combat, slot, ctx);
      return;
    }
    case 'tap':
    case 'untap':
    case 'wound':
    case 'heal':
      for (const inst of e.do === 'heal' ? healingReach(s, refs(q, e.who)) : refs(q, e.who)) {
        const now = statusOf(s, inst);
        const next = e.do === 'tap' ? (now === 'wounded' ? 'wounded' : 'tapped') : e.do === 'untap' ? (now === 'wounded' ? 'wounded' : 'untapped') : e.do === 'wound' ? 'wounded' : now === 'wounded' ? 'untapped' : now;
        setStatus(s, inst, next);
        ctx.events.push({ type: 'effect', effect: e.do, inst, card: card.id });
      }
      return;
    case 'discardTarget':
      if (q.target !== null) {
        ctx.events.push({ type: 'effect', effect: 'discard', inst: q.target, card: card.id, target: s.cardOf[q.target] });
        discardFromAnywhere(s, q.target, ctx, chain);
      }
      return;
    case 'draw':
      if (e.who === 'self') drawCards(s, q.seat, e.count, ctx);
      else for (const p of s.players) if (p.seat !== q.seat && !p.out) drawCards(s, p.seat, e.count, ctx);
      return;
    case 'hazardLimit': {
      const mh = currentMH(s);
      if (!mh) return;
      mh.limit = Math.max(0, mh.limit + e.delta);
      ctx.events.push({ type: 'effect', effect: 'hazardLimit', delta: e.delta, limit: mh.limit, card: card.id });
      return;
    }
    case 'corruptionCheck': {
      // coe-rules §7: the check waits for its window (corruption.ts openCheckWindow) when it is the card's last effect, on one
      // character, with nothing else waiting in the chain, and some seat could play a card on it.
      const who = refs(q, e.who).filter((inst) => s.chars[inst]);
      const def = defOf(card);
      const last = def?.effects?.at(-1) === e || (def?.abilities ?? []).some((a) => a.effects.at(-1) === e) || (def?.static ?? []).some((st) => st.on === 'passive' && st.effects.at(-1) === e);
      if (who.length === 1 && last && chain.length === 0 && openCheckWindow(s, { inst: who[0] as number, modifier: e.modifier, why: card.name, failure: 'byMargin' })) return;
      for (const inst of refs(q, e.who)) if (s.chars[inst]) corruptionCheck(s, inst, e.modifier, ctx, card.name);
      return;
    }
    case 'attach':
    case 'stay':
    case 'score':
    case 'removeFromGame':
      return; // placement is decided before the effects (placeCard)
    case 'characterAt': {
      const co = q.target !== null ? companyOfChar(s, q.target) : undefined;
      if (!co) return;
      (s.turn.characterAt ??= []).push({ site: co.site, direct: e.direct, label: card.name });
      ctx.events.push({ type: 'effect', effect: 'custom', label: `${card.name}: a character may be brought into play at this site`, companyId: co.id });
      return;
    }
    case 'attack': {
      const companyId = q.companyId;
      const co = companyId ? s.companies.find((c) => c.id === companyId) : undefined;
      if (!co) return;
      startCombat(
        s,
        { source: 'creature', label: card.name, creature: null, strikes: e.strikes, prowess: e.prowess, body: e.body, attackerChooses: false, attackers: [], attackerSeat: q.seat, defenderSeat: co.owner, companyId: co.id, attackerCompanyId: null, killMp: 0 },
        [],
        ctx,
        e.eachCharacter ?? false,
      );
      return;
    }
    case 'custom':
      ctx.events.push({ type: 'effect', effect: 'custom', label: e.label, card: card.id });
      e.run(q, ctx, chain);
      return;
  }
}

/** Where the card goes when it resolves. */
function placeCard(s: GameState, entry: ChainEntry, def: CardDef, ctx: Ctx): 'attached' | 'stays' | 'scored' | 'removed' | 'discard' {
  const card = cardOf(s, entry.inst);
  const effects = def.effects ?? [];
  const attach = effects.find((e): e is Extract<Effect, { do: 'attach' }> => e.do === 'attach');
  if (attach) {
    const q = queryOf(s, entry);
    const [to] = refs(q, attach.to);
    const ch = to !== undefined ? s.chars[to] : undefined;
    if (ch) {
      ch.hazards.push(entry.inst);
      if (card.type === 'Hazard' && card.keywords.includes('Corruption')) s.turn.corruptionCardOn.push(to as number);
      return 'attached';
    }
    return 'discard';
  }
  if (effects.some((e) => e.do === 'score')) {
    player(s, entry.seat).mpPile.push(entry.inst);
    return 'scored';
  }
  // coe-rules glossary, "remove from the game": "cards removed from the game no longer have any affect or interaction with the game".
  if (effects.some((e) => e.do === 'removeFromGame')) {
    (player(s, entry.seat).removed ??= []).push(entry.inst);
    return 'removed';
  }
  if (effects.some((e) => e.do === 'stay') || card.eventKind === 'permanent' || card.eventKind === 'long') {
    player(s, entry.seat).playArea.push(entry.inst);
    if (card.eventKind === 'long' && card.type === 'Hazard') s.eventTurn[entry.inst] = s.turn.active;
    return 'stays';
  }
  void ctx;
  return 'discard';
}

export function queryOf(s: GameState, entry: ChainEntry): Query {
  return { s, seat: entry.seat, inst: entry.inst, card: cardOf(s, entry.inst), target: entry.target, companyId: concernedCompany(s), window: entry.window as Window, payer: entry.payer ?? null };
}

function targetStillValid(s: GameState, entry: ChainEntry, def: CardDef, chain: readonly ChainEntry[]): boolean {
  // A card declared against an attack or a strike has nothing to act on once that attack is over.
  if ((entry.window === 'attack' || entry.window === 'strike') && currentCombat(s) === null) return false;
  const spec = def.play?.target;
  if (!spec || spec.kind === 'none') return true;
  if (spec.kind === 'attack') return currentCombat(s) !== null;
  if (spec.kind === 'attackOrCardInPlay') return entry.target === null ? currentCombat(s) !== null : inPlay(s, entry.target);
  // A custom target may offer "no target" among its candidates (Bade to Rule: "Alternatively, playable if your Ringwraith is not in play").
  if (spec.kind === 'custom' && entry.target === null) return targetsFor(s, entry.seat, spec, concernedCompany(s)).includes(null);
  // A character target's other use, on no character (TargetSpec orNone).
  if (entry.target === null) return spec.kind === 'character' && Boolean(spec.orNone);
  if (spec.kind === 'character') return Boolean(s.chars[entry.target]) || (spec.allies === true && isAllyInPlay(s, entry.target));
  if (spec.kind === 'strike') return targetsFor(s, entry.seat, spec, concernedCompany(s)).includes(entry.target);
  if (spec.kind === 'cardInPlay') return inPlay(s, entry.target);
  // Out of play and out of the chain, the card may be anywhere (reshuffled and drawn, with lanes acting meanwhile): nothing to discard.
  if (spec.kind === 'cardInPlayOrChain') return inPlay(s, entry.target) || chain.some((e) => e.inst === entry.target && isDeclaredCard(e));
  return true; // chainEntry: a cancelled target simply has nothing left to cancel
}

function isAllyInPlay(s: GameState, inst: number): boolean {
  return Object.values(s.chars).some((c) => c.allies.includes(inst));
}

/**
 * Resolves a used ability: its conditions again, then its effects; the card stays where it is. A card that has left the place
 * it was used from (another action in the chain returned it to the hand, discarded it…) fizzles, its costs staying paid: "If
 * any active conditions are no longer valid and legal at resolution (e.g. a card that was tapped as part of an active
 * condition is no longer in play and tapped upon resolution), any unresolved effects of the taken action are negated but its
 * active conditions remain performed" (coe-rules 9.2.1).
 */
/**
 * A passive condition's action (effects/passive.ts): "Declarations from passive conditions require legal conditions upon
 * resolution, including that the passive condition effect and the game condition itself are both still in effect" (coe-rules
 * 9.6.2): its card must still be in play and the character it names too, else it fizzles.
 */
function resolvePassive(s: GameState, entry: ChainEntry, chain: ChainEntry[], ctx: Ctx): void {
  const card = cardOf(s, entry.inst);
  const effect = defOf(card)?.static?.[entry.passive as number];
  if (effect?.on !== 'passive' || !inPlay(s, entry.inst) || (entry.target !== null && !s.chars[entry.target])) {
    ctx.events.push({ type: 'fizzle', seat: entry.seat, inst: entry.inst, card: card.id, passive: true });
    return;
  }
  ctx.events.push({ type: 'resolve', seat: entry.seat, inst: entry.inst, card: card.id, target: entry.target, placed: 'ability', text: effect.label });
  const q: Query = { s, seat: entry.seat, inst: entry.inst, card, target: entry.target, companyId: concernedCompany(s), window: 'response', payer: null, bearer: bearerOf(s, entry.inst) };
  for (const e of effect.effects) applyEffect(q, e, ctx, chain);
  if (!effect.discardAfter || !inPlay(s, entry.inst)) return;
  for (const ch of Object.values(s.chars)) for (const list of [ch.items, ch.allies, ch.hazards]) removeFrom(list, entry.inst);
  for (const p of s.players) removeFrom(p.playArea, entry.inst);
  toDiscard(s, entry.inst, ctx);
  ctx.events.push({ type: 'effect', effect: 'discard', label: `${card.name} is discarded after ${effect.label}`, card: card.id });
}

function resolveAbility(s: GameState, entry: ChainEntry, chain: ChainEntry[], ctx: Ctx): void {
  const card = cardOf(s, entry.inst);
  const ability = defOf(card)?.abilities?.[entry.ability as number];
  const q = abilityQuery(s, entry.seat, entry.inst, entry.target, entry.window as Window, entry.bearer ?? null);
  const spec = ability?.target;
  const over = (entry.window === 'attack' || entry.window === 'strike') && currentCombat(s) === null;
  const targetGone = spec?.kind === 'character' ? entry.target === null || !s.chars[entry.target] : spec?.kind === 'cardInPlay' ? entry.target === null || !inPlay(s, entry.target) : spec?.kind === 'strike' ? !targetsFor(s, entry.seat, spec, q.companyId).includes(entry.target as number) : false;
  const moved = entry.from !== undefined && placeOf(s, entry.inst) !== entry.from;
  if (!ability || over || targetGone || moved || !abilityHolds(q, ability, false)) {
    ctx.events.push({ type: 'fizzle', seat: entry.seat, inst: entry.inst, card: card.id, ability: entry.ability });
    return;
  }
  ctx.events.push({ type: 'resolve', seat: entry.seat, inst: entry.inst, card: card.id, target: entry.target, placed: 'ability', text: ability.label, ability: entry.ability });
  for (const e of ability.effects) applyEffect(q, e, ctx, chain);
}

/**
 * coe-rules 2.IV.iii.1: "there must be no more declared actions that count against the hazard limit when compared to that
 * hazard limit at resolution": a hazard waiting in the chain fizzles once the limit was lowered below those declared (Flatter a Foe).
 */
function overLimit(s: GameState, entry: ChainEntry, def: CardDef): boolean {
  if (entry.window !== 'hazard' || def.play?.hazardLimit === false) return false;
  const mh = currentMH(s);
  return mh !== null && mh.played > mh.limit;
}

/** The characters the card's costs tapped as it was declared: its tapTarget target, its tapSkilled payer. */
function costTapped(def: CardDef, entry: ChainEntry): number[] {
  const out: number[] = [];
  for (const cost of def.play?.costs ?? []) {
    if (cost.pay === 'tapTarget' && entry.target !== null) out.push(entry.target);
    if (cost.pay === 'tapSkilled' && entry.payer !== undefined) out.push(entry.payer);
  }
  return out;
}

/** Resolves one declared card; `chain` holds the entries still waiting (a cancel may remove one). */
export function resolveEntry(s: GameState, entry: ChainEntry, chain: ChainEntry[], ctx: Ctx): void {
  if (entry.ability !== undefined) return resolveAbility(s, entry, chain, ctx);
  if (entry.passive !== undefined) return resolvePassive(s, entry, chain, ctx);
  const card = cardOf(s, entry.inst);
  const def = defOf(card);
  const q = queryOf(s, entry);
  // Requirements a cost changed (the target the cost tapped) were checked before it, not again after it; the cost must still
  // be performed: "If any active conditions are no longer valid and legal at resolution (e.g. a card that was tapped as part
  // of an active condition is no longer in play and tapped upon resolution), any unresolved effects of the taken action are
  // negated but its active conditions remain performed" (coe-rules 9.2.1).
  const paid = def ? costTapped(def, entry) : [];
  const costUndone = paid.some((ch) => statusOf(s, ch) === 'untapped');
  // A unique card already in play (a copy resolved meanwhile, in another lane or from the other set) fizzles.
  if (!def || costUndone || !targetStillValid(s, entry, def, chain) || overLimit(s, entry, def) || (card.unique && inPlayKeys(s).has(card.key)) || !requirementsHold({ ...q, paid }, { ...def, play: def.play && { ...def.play, costs: [] } })) {
    ctx.events.push({ type: 'fizzle', seat: entry.seat, inst: entry.inst, card: card.id });
    toDiscard(s, entry.inst, ctx);
    return;
  }
  const placed = placeCard(s, entry, def, ctx);
  ctx.events.push({ type: 'resolve', seat: entry.seat, inst: entry.inst, card: card.id, target: entry.target, placed, text: def.text });
  for (const e of def.effects ?? []) applyEffect(q, e, ctx, chain);
  if (placed === 'discard') toDiscard(s, entry.inst, ctx);
}

/**
 * An MP card with a definition that a character played from the MP hand (phases/site.ts playMpCard; not an item, ally or
 * faction, which the site phase places itself): it resolves as any other play, its requirements checked as it was played: it
 * goes where its definition puts it and its effects happen, the character who played it as its target (Return of the King:
 * "Aragorn II’s direct influence is modified by +3. Keep this card with Aragorn II"). Played by an ally (a card his skill
 * allows), it is kept with the character controlling him, `s.allyCards` naming the ally. A card its definition would
 * discard and that is worth marshalling points goes to the marshalling point pile, as MP cards without effects do.
 */
export function resolveMpPlay(s: GameState, seat: number, inst: number, character: number, ctx: Ctx): void {
  const card = cardOf(s, inst);
  const def = defOf(card);
  if (!def) return;
  const holder = s.chars[character] ? character : bearerOf(s, character);
  if (holder !== null && holder !== character) (s.allyCards ??= {})[inst] = character;
  const entry: ChainEntry = { seat, inst, card: card.id, target: holder, window: 'site' };
  const placed = placeCard(s, entry, def, ctx);
  ctx.events.push({ type: 'resolve', seat, inst, card: card.id, target: holder, placed, text: def.text });
  const q = queryOf(s, entry);
  for (const e of def.effects ?? []) applyEffect(q, e, ctx, []);
  if (placed !== 'discard') return;
  if (card.mp > 0) player(s, seat).mpPile.push(inst);
  else toDiscard(s, inst, ctx);
}
