/**
 * Abilities of cards in play ("Discard Cram: untap bearer", "tap bearer: +1 prowess"): who may
 * use one now, on what, and whether its conditions hold. Using one declares it in a chain of
 * effects like a played card (coe-rules §9.1: an action of a card in play is declared and
 * resolved as any other); its costs are paid as it is declared (§9.5.2).
 */
import { allStacks } from '../simultaneous/lanes';
import { allZones, cardOf, companyOfChar, statusOf } from '../state';
import type { CharState, GameState } from '../types';
import { defOf } from './defs';
import { concernedCompany, controllerOf, currentCombat, holds, targetsFor, windowsNow } from './query';
import type { AbilitySpec, Query, Window } from './types';

export interface AbilityUse {
  type: 'useCard';
  inst: number;
  ability: number;
  target: number | null;
}

/** The character bearing an item, ally or card on him (null for a card in a play area). */
export function bearerOf(s: GameState, inst: number): number | null {
  for (const [ch, c] of Object.entries(s.chars)) if (c.items.includes(inst) || c.allies.includes(inst) || c.hazards.includes(inst)) return Number(ch);
  return null;
}

/**
 * Where a card whose ability is used is: 'character' for a character in play (his own ability), else the zone holding it
 * (`char.<bearer>.items`, `p<seat>.playArea`, `combat.creature`…). An ability is an action of the card where it is: "If any
 * active conditions are no longer valid and legal at resolution (e.g. a card that was tapped as part of an active condition is
 * no longer in play and tapped upon resolution), any unresolved effects of the taken action are negated but its active
 * conditions remain performed" (coe-rules 9.2.1): a card that has left that place (returned to the hand, discarded, moved to
 * another character) no longer does what its ability says when it resolves.
 */
export function placeOf(s: GameState, inst: number): string | null {
  if (s.chars[inst]) return 'character';
  for (const z of allZones(s)) if (z.name !== 'chain' && z.cards.includes(inst)) return z.name;
  return null;
}

/** The company an ability concerns: the bearer's, else the company the position concerns. */
function abilityCompany(s: GameState, bearer: number | null): string | null {
  const co = bearer !== null ? companyOfChar(s, bearer) : undefined;
  return co?.id ?? concernedCompany(s);
}

/** The conditions of an ability: its requirements, its target's own conditions and its costs payable. */
export function abilityHolds(q: Query, ability: AbilitySpec, costsToo: boolean): boolean {
  for (const p of ability.requires ?? []) if (!holds(q, p)) return false;
  if (ability.target?.kind === 'character') for (const p of ability.target.where ?? []) if (!holds(q, p)) return false;
  if (!costsToo) return true;
  const bearer = q.bearer ?? null;
  for (const cost of ability.costs) {
    if (cost === 'tapBearer' && (bearer === null || statusOf(q.s, bearer) !== 'untapped')) return false;
    if (cost === 'tapSelf' && statusOf(q.s, q.inst) !== 'untapped') return false;
    if (cost === 'tapTarget' && (q.target === null || statusOf(q.s, q.target) !== 'untapped')) return false;
  }
  return true;
}

export function abilityQuery(s: GameState, seat: number, inst: number, target: number | null, window: Window, bearer: number | null): Query {
  return { s, seat, inst, card: cardOf(s, inst), target, companyId: abilityCompany(s, bearer), window, bearer };
}

/** The cards in play this seat controls that have abilities, each with the character bearing it (null: none). One pass over the characters. */
function cardsWithAbilities(s: GameState, seat: number): [number, number | null][] {
  const out: [number, number | null][] = [];
  const consider = (inst: number, bearer: number | null) => {
    if (defOf(cardOf(s, inst))?.abilities?.length) out.push([inst, bearer]);
  };
  // A character's own abilities ("Dwar may tap to …"): the character is the card (cost tapSelf, Ref self).
  for (const key in s.chars) if ((s.chars[key] as CharState).owner === seat) consider(Number(key), null);
  for (const key in s.chars) {
    const ch = s.chars[key] as CharState;
    if (ch.owner !== seat) continue;
    const who = Number(key);
    for (const inst of ch.items) consider(inst, who);
    for (const inst of ch.allies) consider(inst, who);
    for (const inst of ch.hazards) consider(inst, who);
  }
  for (const p of s.players) if (p.seat === seat) for (const inst of p.playArea) consider(inst, null);
  const attacker = attackingCreature(s, seat);
  if (attacker !== null) consider(attacker, null);
  return out;
}

/**
 * The creature attacking this seat's company, if any: its text may give the defender an action ("The defender may tap any one
 * character in the company to cancel one of these attacks"), used like an ability of a card he controls.
 */
function attackingCreature(s: GameState, seat: number): number | null {
  const combat = currentCombat(s);
  return combat && combat.attack.defenderSeat === seat && combat.attack.source === 'creature' ? combat.attack.creature : null;
}

/** Every ability this seat may use now, as actions. */
export function legalUses(s: GameState, seat: number): AbilityUse[] {
  const windows = windowsNow(s, seat);
  if (windows.length === 0) return [];
  const out: AbilityUse[] = [];
  // An ability already declared and waiting in a chain is not declared again until it resolves (its cost and effect are once per use);
  // with simultaneous turns, in any lane's chain.
  const pending = new Set(allStacks(s).flat().flatMap((st) => (st.kind === 'chain' ? st.entries.filter((e) => e.ability !== undefined).map((e) => `${e.inst}:${e.ability}`) : [])));
  for (const [inst, bearer] of cardsWithAbilities(s, seat)) {
    const abilities = defOf(cardOf(s, inst))?.abilities ?? [];
    abilities.forEach((ability, index) => {
      const window = windows.find((w) => ability.windows.includes(w));
      if (!window || pending.has(`${inst}:${index}`)) return;
      for (const target of targetsFor(s, seat, ability.target, abilityCompany(s, bearer))) {
        if (abilityHolds(abilityQuery(s, seat, inst, target, window, bearer), ability, true)) out.push({ type: 'useCard', inst, ability: index, target });
      }
    });
  }
  return out;
}

/** The window a legal use would be declared in (null when the use is not legal now). */
export function useWindow(s: GameState, seat: number, use: AbilityUse): Window | null {
  // A card on a character (a permanent-event on him: Promptings of Wisdom) is used by the character's player.
  if (controllerOf(s, use.inst) !== seat && attackingCreature(s, seat) !== use.inst && s.chars[bearerOf(s, use.inst) ?? -1]?.owner !== seat) return null;
  const ability = defOf(cardOf(s, use.inst))?.abilities?.[use.ability];
  if (!ability) return null;
  if (!legalUses(s, seat).some((u) => u.inst === use.inst && u.ability === use.ability && u.target === use.target)) return null;
  return windowsNow(s, seat).find((w) => ability.windows.includes(w)) ?? null;
}
