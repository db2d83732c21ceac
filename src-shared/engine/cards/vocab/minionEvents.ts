/** Minion resource events: magic users ("Playable on a sorcery-using character"), Ringwraiths "as your Ringwraith", once-a-turn marks. */
import { cardOf, companyOfChar, type PlaySpec, type Predicate, type Query } from '../cardApi';

export type MagicKind = 'sorcery' | 'spirit-magic' | 'shadow-magic';

/** A character who can use this magic ("Can use sorcery and shadow-magic" in his text). */
export function usesMagic(q: Query, inst: number, kind: MagicKind): boolean {
  return Boolean(q.s.chars[inst]) && new RegExp(`can use[^.]*${kind}`, 'i').test(cardOf(q.s, inst).text.replace(/<[^>]+>/g, ''));
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
