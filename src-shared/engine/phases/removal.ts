/**
 * Removing a card from one's own character (corruption cards and the like): "During his
 * organization phase, the character may tap to attempt to remove this card. Make a roll—if the
 * result is greater than N, discard this card." The card's definition says N and whether the
 * bearer taps (a `removal` static effect, effects/types.ts). Action `removeHazard`.
 *
 * Also what cards in play do after every action (api.ts): `afterAction` effects triggered by what
 * the action caused ("makes a corruption check each time a character in his company becomes
 * wounded"), and cards on characters that discard themselves when a condition holds ("Discard this
 * card if his company has 4 or more characters"): `discardWhen` statics.
 */
import { actionShape, inst } from '../actionFields';
import { syncSiteTaps } from '../darkArda/siteTaps';
import { discardLeaderFactions } from '../leaderFactions';
import { declarePassives } from '../effects/chain';
import { defOf } from '../effects/defs';
import { passiveDeclarations } from '../effects/passive';
import { activeStatics } from '../effects/statics';
import type { ActionBefore, StaticEffect } from '../effects/types';
import { reject } from '../errors';
import { roll2d6 } from '../rng';
import { cardOf, companiesOf, removeFrom, setStatus, sparseRecord, statusOf, toDiscard, type Ctx } from '../state';
import type { GameEvent, GameState } from '../types';
import type { Handler } from './handler';

type Removal = Extract<StaticEffect, { on: 'removal' }>;

/** The removal terms of a card, if its definition has them. */
export function removalOf(s: GameState, inst: number): Removal | null {
  const def = defOf(cardOf(s, inst));
  return (def?.static ?? []).find((e): e is Removal => e.on === 'removal') ?? null;
}

/** The chance (0..1) that 2D6 is greater than `above`. */
export function chanceAbove(above: number): number {
  let n = 0;
  for (let a = 1; a <= 6; a++) for (let b = 1; b <= 6; b++) if (a + b > above) n++;
  return n / 36;
}

/** A once-a-turn removal of this card was attempted this turn. */
function tried(s: GameState, inst: number): boolean {
  return (s.turn.removalTried ?? []).includes(inst);
}

/** Every removal the seat may attempt now: [card, bearer] pairs on its own untapped (when tapping) characters. */
function candidates(s: GameState, seat: number): { type: 'removeHazard'; inst: number; bearer: number }[] {
  const out: { type: 'removeHazard'; inst: number; bearer: number }[] = [];
  for (const co of companiesOf(s, seat))
    for (const bearer of co.chars)
      for (const inst of s.chars[bearer]?.hazards ?? []) {
        const r = removalOf(s, inst);
        if (r && (!r.tap || statusOf(s, bearer) === 'untapped') && !(r.once && tried(s, inst))) out.push({ type: 'removeHazard', inst, bearer });
      }
  return out;
}

export const removeHazard: Handler<'removeHazard'> = {
  schema: actionShape('removeHazard', { inst, bearer: inst }),
  steps: ['organization'],
  legal: (s, seat) => (s.turn.active === seat ? candidates(s, seat) : []),
  check: (s, seat, a) => {
    if (s.turn.active !== seat) return reject('PHASE', 'phase', 'a card on a character is removed during his own organization phase');
    const ch = s.chars[a.bearer];
    if (!ch || ch.owner !== seat) return reject('NO_CHARACTER', 'unknownCard', 'the bearer is not one of your characters in play');
    if (!ch.hazards.includes(a.inst)) return reject('NOT_ON_BEARER', 'unknownCard', 'the card is not on this character');
    const r = removalOf(s, a.inst);
    if (!r) return reject('NO_REMOVAL', 'cardText', 'this card says nothing of removing it');
    if (r.tap && statusOf(s, a.bearer) !== 'untapped') return reject('TAPPED', 'cardText', `${cardOf(s, a.bearer).name} must tap to attempt to remove ${cardOf(s, a.inst).name}, and is not untapped`);
    if (r.once && tried(s, a.inst)) return reject('ONCE', 'cardText', `${cardOf(s, a.inst).name} may be attempted once during each of his organization phases`);
    return null;
  },
  apply: (s, seat, a, ctx) => {
    const r = removalOf(s, a.inst) as Removal;
    const card = cardOf(s, a.inst);
    if (r.tap) setStatus(s, a.bearer, 'tapped');
    if (r.once) s.turn.removalTried = [...(s.turn.removalTried ?? []), a.inst];
    const dice = roll2d6(s.rng);
    const total = dice[0] + dice[1];
    const removed = total > r.above;
    ctx.events.push({
      type: 'roll', purpose: 'removal', seat, inst: a.bearer, card: card.id, target: a.inst, dice, mods: [], total, need: r.above + 1, against: r.above, againstLabel: `to remove ${card.name}`, result: removed ? 'removed' : 'stays', tapped: r.tap,
    });
    if (!removed) return;
    removeFrom(s.chars[a.bearer]?.hazards ?? [], a.inst);
    toDiscard(s, a.inst, ctx);
    ctx.events.push({ type: 'hazardRemoved', seat, inst: a.inst, card: card.id, bearer: a.bearer });
  },
};

/** What companiesBefore keeps: each character and ally with its company id, flat (cheap to take on every action). */
export interface BeforeSnapshot {
  chars: number[];
  charCompanies: string[];
  allies: number[];
  allyCompanies: string[];
  active: number;
}

/** Each character's company id and the active seat (taken before an action, for `afterAction` effects). */
export function companiesBefore(s: GameState): BeforeSnapshot {
  const out: BeforeSnapshot = { chars: [], charCompanies: [], allies: [], allyCompanies: [], active: s.turn.active };
  for (const co of s.companies)
    for (const ch of co.chars) {
      out.chars.push(ch);
      out.charCompanies.push(co.id);
    }
  for (const co of s.companies)
    for (const ch of co.chars)
      for (const ally of s.chars[ch]?.allies ?? []) {
        out.allies.push(ally);
        out.allyCompanies.push(co.id);
      }
  return out;
}

/** The snapshot as `afterAction` effects read it. */
function actionBefore(snap: BeforeSnapshot): ActionBefore {
  const companies: Record<number, string> = sparseRecord<string>();
  snap.chars.forEach((ch, i) => (companies[ch] = snap.charCompanies[i] as string));
  const allies: Record<number, string> = sparseRecord<string>();
  snap.allies.forEach((ally, i) => (allies[ally] = snap.allyCompanies[i] as string));
  return { companies, allies, active: snap.active };
}

/**
 * After every action (api.ts): `afterAction` effects of cards in play look at what the action caused,
 * then cards on characters whose `discardWhen` condition holds are discarded.
 */
export function afterAction(s: GameState, ctx: Ctx, snapshot: BeforeSnapshot): void {
  if (s.result) return;
  // Dark Arda: sites tapped per player (darkArda/siteTaps.ts).
  syncSiteTaps(s);
  // "Discard the faction if the leader … leaves play" (leaderFactions.ts).
  discardLeaderFactions(s, ctx, () => false);
  let statics = activeStatics(s);
  let events: GameEvent[] | null = null;
  let before: ActionBefore | null = null;
  let ran = false;
  for (const st of statics)
    if (st.effect.on === 'afterAction') {
      events ??= [...ctx.events];
      before ??= actionBefore(snapshot);
      st.effect.run(s, events, ctx, { inst: st.inst, bearer: st.bearer }, before);
      ran = true;
    }
  // Passive conditions the action set off are declared in a new chain of effects (effects/passive.ts, coe-rules 9.6.1).
  if (statics.some((st) => st.effect.on === 'passive')) declarePassives(s, passiveDeclarations(s, statics, events ?? ctx.events, before ?? actionBefore(snapshot)), ctx);
  // The cards in play change only if an afterAction effect ran.
  if (ran) statics = activeStatics(s);
  for (const st of statics) {
    if (st.effect.on !== 'discardWhen' || st.bearer === null) continue;
    if (!st.effect.test(s, st.bearer)) continue;
    const ch = s.chars[st.bearer];
    if (!ch || !removeFrom(ch.hazards, st.inst)) continue;
    toDiscard(s, st.inst, ctx);
    ctx.events.push({ type: 'hazardDiscarded', seat: ch.owner, inst: st.inst, card: s.cardOf[st.inst], bearer: st.bearer, why: st.effect.label });
  }
}
