/**
 * Cards played in the corruption-check window (coe-rules §7: a card "played when a character makes a corruption check";
 * corruption.ts openCheckWindow): the check waits for the window, opened only when some seat could play in it, and is rolled
 * once its chain has resolved.
 */
import { companyOfChar, hasSkill, type GameState, type PendingCheck, type Predicate, type Query } from '../cardApi';

/** The corruption check waiting in the innermost open corruption-check window, if any. */
export function pendingCheck(s: GameState): PendingCheck | null {
  for (let i = s.stack.length - 1; i >= 0; i--) {
    const step = s.stack[i];
    if (step?.kind !== 'chain') return null;
    if (step.pending) return step.pending;
  }
  return null;
}

/**
 * In the corruption-check window, the target is the character making the check (once the window's chain resolves the
 * check is no longer on the stack: the target was fixed at declaration). Elsewhere, `other` holds.
 */
export function checkingOr(label: string, other: (q: Query) => boolean): Predicate {
  return {
    is: 'custom',
    label,
    test: (q) => {
      if (q.window !== 'corruptionCheck') return other(q);
      const p = pendingCheck(q.s);
      return p === null || p.inst === q.target;
    },
  };
}

/** The target gets `delta` to the corruption check he is about to roll (corruption.ts reads and clears the 'nextCheck' modifier). */
export function toThisCorruptionCheck(q: Query, delta: number): void {
  if (q.target !== null) q.s.mods.push({ inst: q.target, stat: 'nextCheck', delta: 0, corruptionDelta: delta, label: q.card.name });
}

export const isDiplomat = (s: GameState, inst: number | null): boolean => inst !== null && hasSkill(s, inst, 'Diplomat');

/** The target is in a company with a diplomat. */
export function inDiplomatsCompany(q: Query): boolean {
  const co = q.target !== null ? companyOfChar(q.s, q.target) : undefined;
  return Boolean(co?.chars.some((ch) => isDiplomat(q.s, ch)));
}
