/**
 * Starting-company suggestions, shared by Arda Revised §3 (at most 5 characters and 20 mind) and
 * Dark Arda setup step 2 (six characters and 20 mind; no Orc and Troll leaders together): greedy
 * fills of the seat's dealt pool, one per score, best first. Each setup keeps its own rules check.
 */
import { cardOf, player } from '../state';
import type { EngineCard, GameState } from '../types';

export interface CompanyLimits {
  characters: number;
  mind: number;
}

/** Scores both setups offer first: strength, then marshalling points. */
export const BY_STRENGTH = (c: EngineCard): number => (c.prowess ?? 0) * 2 + (c.body ?? 0) + c.mp * 2 - (c.mind ?? 0) / 2;
export const BY_MP = (c: EngineCard): number => c.mp * 3 + (c.prowess ?? 0);

/**
 * The pool by descending score (ties: lower instance first), each character taken when the
 * company stays within the limits and `fits` accepts it with him; the company in instance order.
 */
function greedyCompany(s: GameState, pool: readonly number[], limits: CompanyLimits, score: (c: EngineCard) => number, fits: (cards: EngineCard[]) => boolean): number[] {
  const chosen: number[] = [];
  let mind = 0;
  for (const i of [...pool].sort((a, b) => score(cardOf(s, b)) - score(cardOf(s, a)) || a - b)) {
    const m = cardOf(s, i).mind ?? 0;
    if (chosen.length < limits.characters && mind + m <= limits.mind && fits([...chosen, i].map((c) => cardOf(s, c)))) {
      chosen.push(i);
      mind += m;
    }
  }
  return chosen.sort((a, b) => a - b);
}

/** One greedy company per score, in the scores' order, without empty or repeated companies. */
export function companySuggestions(
  s: GameState,
  seat: number,
  limits: CompanyLimits,
  scores: readonly ((c: EngineCard) => number)[],
  fits: (cards: EngineCard[]) => boolean = () => true,
): number[][] {
  const pool = player(s, seat).pool;
  const keys = new Set<string>();
  return scores
    .map((score) => greedyCompany(s, pool, limits, score, fits))
    .filter((c) => c.length > 0)
    .filter((c) => !keys.has(c.join()) && Boolean(keys.add(c.join())));
}
