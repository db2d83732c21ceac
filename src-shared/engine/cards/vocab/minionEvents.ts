/** Minion resource events: magic users ("Playable on a sorcery-using character"), Ringwraiths "as your Ringwraith", once-a-turn marks. */
import { cardOf, companyOfChar, hasSkill, removeFrom, toDiscard, type PlaySpec, type Predicate, type Query, type StaticEffect } from '../cardApi';
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
export const AT_DARKHAVEN: Predicate = {
  is: 'custom',
  label: 'at a Darkhaven',
  test: (q) => {
    const co = q.target !== null ? companyOfChar(q.s, q.target) : undefined;
    return co !== undefined && DARKHAVENS.includes(q.s.catalog.cards[co.site]?.key ?? '');
  },
};

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
