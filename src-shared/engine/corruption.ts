/**
 * Corruption points and checks (Arda Revised §7/§8 Corruption; coe-rules for failure by
 * one or two: the character is discarded, more: eliminated). Ringwraiths never make them.
 * Also the removal of characters from play: elimination, discarding, kills.
 */
import { activeStatics, appliesTo, bearerDelta, heldByFigures, staticsOf } from './effects/statics';
import { roll2d6 } from './rng';
import { storeNow } from './storing';
import { cardOf, companyOfChar, controlMind, player, removeFrom, setStatus, statusOf, toDiscard, usedGeneralInfluence, generalInfluence, unusedDirectInfluence, type Ctx } from './state';
import type { RollMod } from './combat';
import type { GameState, PendingCheck } from './types';
import { cardForWindowAround, openCheckChain } from './effects/chain';

export function corruptionPoints(s: GameState, inst: number): number {
  const ch = s.chars[inst];
  if (!ch) return 0;
  let cp = 0;
  // Cards in play that make items of some classes give more (`itemCorruption`: "each greater item gives an additional corruption point").
  const more = ch.items.length > 0 ? activeStatics(s).flatMap((st) => (st.effect.on === 'itemCorruption' ? [st.effect] : [])) : [];
  for (const i of ch.items) {
    const item = cardOf(s, i);
    cp += heldByFigures(s, i, inst).corruption;
    for (const e of more) if (e.subtypes.includes(item.subtype ?? '') || e.items?.(item)) cp += e.delta;
  }
  for (const h of ch.hazards) cp += cardOf(s, h).corruption;
  const co = companyOfChar(s, inst);
  if (co)
    for (const other of co.chars) {
      if (other === inst) continue;
      // The One Ring: "+1 corruption point to every character in the bearer's company"; the minion card: "If the bearer is not a Ringwraith".
      const ringwraith = cardOf(s, other).race === 'Ringwraith';
      for (const i of s.chars[other]?.items ?? []) if (cardOf(s, i).ringKind === 'one' && !(ringwraith && cardOf(s, i).alignment === 'Minion')) cp += 1;
    }
  return cp;
}

export type CheckResult = 'pass' | 'discarded' | 'eliminated';

/** 2D6 + modifiers: above the corruption points passes; within 2 below, discarded; else eliminated. */
export function corruptionCheck(s: GameState, inst: number, modifier: number, ctx: Ctx, why: string, failure: 'byMargin' | 'discarded' | 'keep' = 'byMargin'): CheckResult {
  const card = cardOf(s, inst);
  if (card.race === 'Ringwraith') return 'pass';
  const cp = corruptionPoints(s, inst);
  const dice = roll2d6(s.rng);
  const owner = s.chars[inst]?.owner;
  const fromCards = [...bearerDelta(s, inst, 'corruptionCheck')];
  for (const st of activeStatics(s)) if (st.effect.on === 'corruptionCheck' && owner !== undefined && appliesTo(st, st.effect.whose, owner)) fromCards.push({ label: st.name, value: st.effect.delta });
  for (const m of s.mods) if (m.inst === inst && m.stat === 'nextCheck') fromCards.push({ label: m.label ?? 'card', value: m.corruptionDelta ?? m.delta });
  for (const m of s.mods) if (m.inst === inst && m.stat === 'corruptionTurn') fromCards.push({ label: m.label ?? 'card', value: m.delta });
  s.mods = s.mods.filter((m) => !(m.inst === inst && m.stat === 'nextCheck'));
  const total = dice[0] + dice[1] + card.corruptionCheckMod + modifier + fromCards.reduce((n, m) => n + m.value, 0);
  let result: CheckResult = 'pass';
  // Arda Revised: failing the check on a transfer or storing discards the character, whatever the margin.
  if (total <= cp) result = total >= cp - 1 || failure === 'discarded' ? 'discarded' : 'eliminated';
  const mods: RollMod[] = [];
  if (card.corruptionCheckMod) mods.push({ label: `${card.name}'s modifier`, value: card.corruptionCheckMod });
  if (modifier) mods.push({ label: why, value: modifier });
  mods.push(...fromCards);
  ctx.events.push({ type: 'roll', purpose: 'corruption', seat: owner, inst, card: card.id, dice, mods, total, need: cp + 1, against: cp, againstLabel: 'corruption points', result, why });
  // 'keep': the card making the check says what a failure does instead ("his Ring is discarded, but he remains in play").
  if (result !== 'pass' && failure !== 'keep') removeCharacter(s, inst, result === 'eliminated' ? 'eliminated' : 'discarded', ctx);
  return result;
}

/**
 * Takes a character out of play. Body-check eliminations let each unwounded companion take
 * one item (the most valuable first, automatically); corruption discards all items. A follower
 * of a departing character goes under general influence if there is room, else under another
 * character with enough direct influence, else is discarded. The avatar's loss puts its player out.
 */
export function removeCharacter(s: GameState, inst: number, how: 'eliminated' | 'discarded' | 'corrupted' | 'killed', ctx: Ctx, killer: number | null = null): void {
  const ch = s.chars[inst];
  if (!ch) return;
  const card = cardOf(s, inst);
  const owner = player(s, ch.owner);
  const co = companyOfChar(s, inst);
  if (co) removeFrom(co.chars, inst);
  const items = [...ch.items];
  if ((how === 'eliminated' || how === 'killed') && co) {
    items.sort((a, b) => cardOf(s, b).mp - cardOf(s, a).mp || a - b);
    for (const other of co.chars) {
      if (items.length === 0) break;
      if (statusOf(s, other) === 'wounded' || cardOf(s, other).race === 'Ringwraith' || !s.chars[other]) continue;
      const item = items.shift() as number;
      (s.chars[other] as { items: number[] }).items.push(item);
      ctx.events.push({ type: 'itemSaved', item, to: other });
    }
  }
  for (const i of items) toDiscard(s, i, ctx);
  for (const a of ch.allies) toDiscard(s, a, ctx);
  // A card on his company stays with it: another character of the company keeps it (the card's own `onCompany` static).
  const keeper = co?.chars.find((c) => s.chars[c]);
  for (const h of ch.hazards) {
    if (keeper !== undefined && staticsOf(cardOf(s, h)).some((e) => e.on === 'onCompany')) s.chars[keeper]?.hazards.push(h);
    else toDiscard(s, h, ctx);
  }
  delete s.chars[inst];
  delete s.status[inst];
  s.mods = s.mods.filter((m) => m.inst !== inst);
  if (how === 'killed' && killer !== null) {
    player(s, killer).mpPile.push(inst);
    owner.penalty += card.eliminatedMp;
  } else if (how === 'eliminated' || how === 'corrupted' || card.avatar) owner.eliminatedPile.push(inst);
  else toDiscard(s, inst, ctx);
  ctx.events.push({ type: 'characterRemoved', how, inst, card: card.id, seat: owner.seat });
  if (co) {
    // His followers wherever they are (one apart from him by an earlier effect still names him).
    for (const f of Object.keys(s.chars).map(Number)) {
      const fs = s.chars[f];
      if (!fs || fs.followerOf !== inst) continue;
      fs.followerOf = null;
      if (usedGeneralInfluence(s, owner.seat) > generalInfluence(s, owner.seat)) {
        const host = !co.chars.includes(f) ? undefined : co.chars.find((c) => c !== f && s.chars[c]?.followerOf === null && unusedDirectInfluence(s, c) >= controlMind(s, f));
        if (host !== undefined) fs.followerOf = host;
        else removeCharacter(s, f, 'discarded', ctx);
      }
    }
    if (co.chars.length === 0) s.companies = s.companies.filter((c) => c !== co);
  }
  // Only the player's own avatar puts him out (Dark Arda: a Ringwraith follower is an avatar card too; "All Ringwraiths but your own").
  if (card.avatar && (owner.avatarInPlay === null || owner.avatarInPlay === inst)) {
    owner.out = true;
    owner.avatarInPlay = null;
    // Dark Arda: the mode is the Ringwraith's (darkArda/modes.ts); it ends with him.
    if (s.modes) delete s.modes[owner.seat];
    ctx.events.push({ type: 'playerOut', seat: owner.seat });
  }
}

export function tapChar(s: GameState, inst: number): void {
  if (statusOf(s, inst) === 'untapped') setStatus(s, inst, 'tapped');
}

/**
 * coe-rules §7: a corruption check may be modified by cards played as it is made ("+4 modification to one corruption
 * check"). When some seat could play a card in the 'corruptionCheck' window, the window opens (first the character's
 * player) and the check waits for it: it is rolled, and `then` done if it passed, once the window's chain has resolved
 * (finishPendingCheck, called by effects/chain.ts settleChain). Returns false, leaving no trace, when nobody could play
 * anything: the caller makes the check at once (games without such cards are unchanged).
 */
export function openCheckWindow(s: GameState, p: PendingCheck): boolean {
  const ch = s.chars[p.inst];
  if (!ch || cardOf(s, p.inst).race === 'Ringwraith') return false;
  const chain = openCheckChain(s, 'corruptionCheck', ch.owner);
  if (chain) chain.pending = p;
  return chain !== null;
}

/**
 * A corruption check that does not decide what happens next in the same step ("after the attack, each character wounded
 * makes a corruption check", a corruption card's check at the end of the untap phase, the Council's checks): made at
 * once when nobody could play anything in its window, otherwise queued; `drainChecks` opens each one's window in turn,
 * whenever no chain is open, so every check gets its own window.
 */
export function requestCheck(s: GameState, p: PendingCheck, ctx: Ctx): void {
  if (!s.chars[p.inst]) return;
  if (cardOf(s, p.inst).race === 'Ringwraith' || !cardForWindowAround(s, 'corruptionCheck')) {
    finishPendingCheck(s, p, ctx);
    return;
  }
  (s.checkQueue ??= []).push(p);
}

/** Opens the window of the next queued check (or makes the check at once if nobody can act any more). True when it changed the state. */
export function drainChecks(s: GameState, ctx: Ctx): boolean {
  const queue = s.checkQueue;
  if (!queue) return false;
  if (s.stack[s.stack.length - 1]?.kind === 'chain') return false;
  const next = queue.shift();
  if (queue.length === 0) delete s.checkQueue;
  if (!next) return true;
  if (!s.chars[next.inst] || openCheckWindow(s, next)) return true;
  finishPendingCheck(s, next, ctx);
  return true;
}

/** The corruption check that waited for its window is rolled; if it passed, what it was for is done (an item transferred or stored). */
export function finishPendingCheck(s: GameState, p: PendingCheck, ctx: Ctx): void {
  if (!s.chars[p.inst]) return;
  if (corruptionCheck(s, p.inst, p.modifier, ctx, p.why, p.failure) !== 'pass' || !p.then) return;
  const t = p.then;
  if (!(s.chars[p.inst]?.items ?? []).includes(t.item)) return;
  if (t.do === 'transfer') {
    if (!s.chars[t.to]) return;
    removeFrom(s.chars[p.inst]?.items ?? [], t.item);
    s.chars[t.to]?.items.push(t.item);
    ctx.events.push({ type: 'transferItem', item: t.item, from: p.inst, to: t.to });
  } else storeNow(s, p.inst, t.item, t.seat, companyOfChar(s, p.inst)?.site ?? '', ctx);
}
