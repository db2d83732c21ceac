/**
 * Continuous effects of cards in play (permanent and long events, cards on characters):
 * attack figures, hazard limits, a bearer's figures, corruption checks. Read on demand, so
 * an effect ends the moment its card leaves play.
 */
import { cardOf } from '../state';
import type { GameState } from '../types';
import { defOf } from './defs';
import type { StaticEffect } from './types';

export interface ActiveStatic {
  effect: StaticEffect;
  inst: number;
  /** The player who controls the card (play area) or, for a card on a character, that character's player. */
  owner: number;
  /** The character the card is on, if any. */
  bearer: number | null;
  name: string;
}

export function activeStatics(s: GameState): ActiveStatic[] {
  const out: ActiveStatic[] = [];
  const add = (inst: number, owner: number, bearer: number | null) => {
    const card = cardOf(s, inst);
    const def = defOf(card);
    if (!def?.static) return;
    for (const effect of def.static) out.push({ effect, inst, owner, bearer, name: card.name });
  };
  for (const p of s.players) for (const inst of p.playArea) add(inst, p.seat, null);
  for (const [key, ch] of Object.entries(s.chars)) for (const inst of [...ch.hazards, ...ch.items, ...ch.allies]) add(inst, ch.owner, Number(key));
  return out;
}

/** Whether a static effect aimed at `whose` applies to `seat`'s cards. */
export function appliesTo(st: ActiveStatic, whose: 'all' | 'owner' | 'opponents', seat: number): boolean {
  return whose === 'all' || (whose === 'owner' ? st.owner === seat : st.owner !== seat);
}

/** A bearer's figure changes from cards on him (items' printed bonuses are counted elsewhere). */
export function bearerDelta(s: GameState, inst: number, stat: 'prowess' | 'body' | 'di' | 'corruptionCheck'): { label: string; value: number }[] {
  const ch = s.chars[inst];
  if (!ch || (ch.hazards.length === 0 && ch.items.length === 0 && ch.allies.length === 0)) return [];
  const out: { label: string; value: number }[] = [];
  for (const card of [...ch.hazards, ...ch.items, ...ch.allies]) {
    const def = defOf(cardOf(s, card));
    for (const e of def?.static ?? []) if (e.on === 'bearer' && e.stat === stat) out.push({ label: cardOf(s, card).name, value: e.delta });
  }
  return out;
}
