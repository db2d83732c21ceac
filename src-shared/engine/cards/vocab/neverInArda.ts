/** Cards that have no legal play under Arda: their printed requirement is one Arda never meets, so the engine always refuses them. */
import type { Predicate } from '../cardApi';

/** A requirement Arda never meets (`reason`, in a player's words: "Arda has no hazard agents"); a definition adds the reason to its text, which the refusal quotes. */
export function neverInArda(reason: string): Predicate {
  return { is: 'custom', label: reason, test: () => false };
}

/**
 * Arda has no hazard agents: Dark Arda, Minion Agent Rule: "Agent Minion cards can never played as hazard agents"; agents are
 * characters of a Ringwraith player's Character deck (phases/organization.ts isAgent), never a face-up or face-down agent hazard.
 */
export const NO_HAZARD_AGENTS = 'Arda has no hazard agents (agents are characters there, never played as hazards)';
