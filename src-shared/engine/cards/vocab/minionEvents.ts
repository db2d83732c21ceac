/** Minion resource events: magic users ("Playable on a sorcery-using character"), Ringwraiths "as your Ringwraith", once-a-turn marks. */
import { cardOf, companyOfChar, corruptionCheck, hasSkill, removeFrom, toDiscard, type Effect, type PlaySpec, type Predicate, type Query, type StaticEffect } from '../cardApi';
import { DARKHAVENS } from './characters';

export type MagicKind = 'sorcery' | 'spirit-magic' | 'shadow-magic';

/** A character who can use this magic ("Can use sorcery and shadow-magic" in his text, or given by a card he bears: state.ts skillSources). */
export function usesMagic(q: Query, inst: number, kind: MagicKind): boolean {
  return Boolean(q.s.chars[inst]) && hasSkill(q.s, inst, kind);
}

/** The target is a character who can use this magic ("Playable on a sorcery-using character"). */
export function magicUser(kind: MagicKind): Predicate {
  return { is: 'custom', label: `a ${kind}-using character`, test: (q) => q.target !== null && usesMagic(q, q.target, kind) };
}

/** The target is in a company with a character who can use this magic ("Playable on a company with a spirit-magic using character"). */
export function inCompanyWithMagicUser(kind: MagicKind): Predicate {
  return { is: 'custom', label: `in a company with a ${kind}-using character`, test: (q) => q.target !== null && (companyOfChar(q.s, q.target)?.chars ?? []).some((ch) => usesMagic(q, ch, kind)) };
}

/** A modification of the target's made by this card this turn (the mark "Cannot be duplicated on a given character" reads). */
export function markedThisTurn(q: Query, target: number | null): boolean {
  return q.s.mods.some((m) => m.label === q.card.name && (target === null || m.inst === target));
}

/** "+N to his direct influence this turn", marked with the card's name (for "Cannot be duplicated"). */
export function diThisTurn(q: Query, delta: number): void {
  if (q.target !== null) q.s.mods.push({ inst: q.target, stat: 'di', delta, label: q.card.name });
}

/**
 * "<Ringwraith> Unleashed": "Playable on any attack against <the Ringwraith>'s own company (as your Ringwraith)": played on
 * the Ringwraith, a character of the company facing the attack, before strikes are assigned; `where` adds his conditions.
 * Their alternatives ("playable on any attack by … (as your Ringwraith)") are company-vs-company attacks his company makes,
 * which have no window for cards: left aside.
 */
export function onAttackAgainstRingwraith(name: string, where: Predicate[] = []): PlaySpec {
  return { side: 'resource', windows: ['attack'], target: { kind: 'character', side: 'company', where: [{ is: 'named', names: [name] }, ...where] } };
}

/** The target is the playing player's Ringwraith ("Playable … on your Ringwraith"). */
export const YOUR_RINGWRAITH: Predicate = { is: 'custom', label: 'your Ringwraith', test: (q) => q.target !== null && q.s.players[q.seat]?.avatarInPlay === q.target };

/** The target's company is at a Darkhaven [{DH}] ("on your Ringwraith at a Darkhaven"). */
export const AT_DARKHAVEN: Predicate = { is: 'custom', label: 'at a Darkhaven', test: (q) => atDarkhaven(q) };

export function atDarkhaven(q: Query): boolean {
  const co = q.target !== null ? companyOfChar(q.s, q.target) : undefined;
  return co !== undefined && DARKHAVENS.includes(q.s.catalog.cards[co.site]?.key ?? '');
}

/** "Cannot be duplicated by a given player": none of the player's characters keeps a card of this name. */
export const NOT_DUPLICATED_BY_PLAYER: Predicate = {
  is: 'custom',
  label: 'not already kept with one of your characters',
  test: (q) => !Object.values(q.s.chars).some((ch) => ch.owner === q.seat && ch.hazards.some((h) => cardOf(q.s, h).key === q.card.key)),
};

/** "Discard this card if your Ringwraith moves": the card kept with a character is discarded as his company's movement ends. */
export function discardIfBearerMoves(): StaticEffect {
  return {
    on: 'mhEnd',
    run: (s, companyId, ctx, self) => {
      if (!self || self.bearer === null || s.chars[self.bearer]?.company !== companyId) return;
      if (removeFrom((s.chars[self.bearer] as { hazards: number[] }).hazards, self.inst)) toDiscard(s, self.inst, ctx);
    },
  };
}

/** The target is one of the player's Ringwraiths ("Playable on your Ringwraith or a Ringwraith follower"). */
export const A_RINGWRAITH: Predicate = { is: 'race', race: ['Ringwraith'] };

/** "Cannot be duplicated on a given Ringwraith": the target keeps no card of this name. */
export const NOT_ON_TARGET_ALREADY: Predicate = {
  is: 'custom',
  label: 'not already kept with him',
  test: (q) => q.target !== null && !(q.s.chars[q.target]?.hazards ?? []).some((h) => cardOf(q.s, h).key === q.card.key),
};

/** "Discard … after a strike against the Ringwraith fails": a strike against the bearer is defeated, ineffectual, or fails its body check. */
export function discardAfterFailedStrike(): StaticEffect {
  return {
    on: 'afterAction',
    run: (s, events, ctx, self) => {
      if (self.bearer === null) return;
      const failed = events.some((e) => e.type === 'strikeResolved' && e.target === self.bearer && ['defeated', 'tie', 'failed'].includes(e.outcome ?? ''));
      if (failed && removeFrom((s.chars[self.bearer] as { hazards: number[] }).hazards, self.inst)) toDiscard(s, self.inst, ctx);
    },
  };
}

/** "Cannot be duplicated" for a card kept with a character: no character keeps one. */
export const NOT_KEPT_ANYWHERE: Predicate = {
  is: 'custom',
  label: 'no character keeps one',
  test: (q) => !Object.values(q.s.chars).some((ch) => ch.hazards.some((h) => cardOf(q.s, h).key === q.card.key)),
};

/** "All of his corruption checks are modified by +N for the rest of the turn", marked with the card's name. */
export function turnCorruptionBonus(delta: number): Effect {
  return {
    do: 'custom',
    label: `${delta > 0 ? '+' : ''}${delta} to all his corruption checks for the rest of the turn`,
    run: (q) => {
      if (q.target !== null) q.s.mods.push({ inst: q.target, stat: 'corruptionTurn', delta, label: q.card.name });
    },
  };
}

/**
 * The character of the target's company who uses this magic to play the card ("in a shadow-magic using character's company"): a
 * Ringwraith when there is one (he makes no check), else the target himself when he uses it, else the first who does.
 */
export function companyMagicUser(q: Query, kind: MagicKind, who: number | null = q.target): number | null {
  const users = (who !== null ? (companyOfChar(q.s, who)?.chars ?? []) : []).filter((ch) => usesMagic(q, ch, kind));
  return users.find((ch) => cardOf(q.s, ch).race === 'Ringwraith') ?? users.find((ch) => ch === who) ?? users[0] ?? null;
}

/** The character a card in play is kept with (a hazard on him), or null. */
export function keptWith(q: Query, inst: number | null): number | null {
  const found = inst === null ? undefined : Object.entries(q.s.chars).find(([, ch]) => ch.hazards.includes(inst));
  return found ? Number(found[0]) : null;
}

/** "Unless he is a Ringwraith, the shadow-magic using character makes a corruption check modified by -4" (companyMagicUser's; the engine skips Ringwraiths). */
export function magicUserCheck(kind: MagicKind, modifier: number, who: (q: Query) => number | null = (q) => q.target): Effect {
  return {
    do: 'custom',
    label: `unless he is a Ringwraith, the ${kind}-using character makes a corruption check modified by ${modifier}`,
    run: (q, ctx) => {
      const user = companyMagicUser(q, kind, who(q));
      if (user !== null && q.s.chars[user]) corruptionCheck(q.s, user, modifier, ctx, q.card.name);
    },
  };
}

/**
 * "Alternatively, playable if your Ringwraith is not in play … Place this card with your Ringwraith when he comes into play": the card
 * waiting in its player's play area moves to his Ringwraith once he is in play.
 */
export function toRingwraithWhenInPlay(): StaticEffect {
  return {
    on: 'afterAction',
    run: (s, _events, _ctx, self) => {
      const owner = s.players.find((p) => p.playArea.includes(self.inst));
      const rw = owner?.avatarInPlay ?? null;
      if (!owner || rw === null || !s.chars[rw]) return;
      removeFrom(owner.playArea, self.inst);
      s.chars[rw].hazards.push(self.inst);
    },
  };
}
