/**
 * Cards whose every use needs what Arda leaves out: a Fallen-wizard player (ARDA-DIGEST: "Excluded from a Dark Arda set: …
 * Hero, Fallen-wizard/Stage and Balrog alignment cards"; Arda Revised plays Wizards and Ringwraiths only) or The Balrog
 * (a Balrog player's avatar). The card keeps its printed requirement, which Arda never meets: the engine refuses it with the
 * reason (Predicate `notInArda`, effects/chain.ts playProblem). Its scenarios (tests/cards/templates/notInArda.ts) put it in
 * the hazard player's hand where such a card would otherwise be played, and show the refusal.
 */
import type { CardDef, Predicate, Window } from '../cardApi';

export const NO_FALLEN_WIZARDS = 'Arda has no Fallen-wizards';
export const NO_BALROG = 'Arda has no Balrog player: The Balrog is never in play';

/** The requirement Arda never meets. */
export const never = (why: string): Predicate => ({ is: 'notInArda', why });

/**
 * A hazard never playable in Arda: its printed requirement (`why`), in the window its text names (`hazard`: a company's
 * movement/hazard phase; `attack`: an attack declared; `response`: in answer to a card declared earlier in the same chain).
 * `free`: "does not count against the hazard limit".
 */
export function notInArda(why: string, window: Extract<Window, 'hazard' | 'attack' | 'response'> = 'hazard', free = false): Pick<CardDef, 'play' | 'template'> {
  return {
    play: { side: 'hazard', windows: [window], requires: [never(why)], ...(free ? { hazardLimit: false } : {}) },
    template: { kind: 'notInArda', args: [why, window] },
  };
}
