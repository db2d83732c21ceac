/**
 * Cards whose every use needs what Arda leaves out: a Fallen-wizard player (ARDA-DIGEST: "Excluded from a Dark Arda set: …
 * Hero, Fallen-wizard/Stage and Balrog alignment cards"; Arda Revised plays Wizards and Ringwraiths only), The Balrog (a
 * Balrog player's avatar), a Sauron player ("Playable if you are Sauron": ARDA-DIGEST §1.2 leaves out "Sauron-player cards"),
 * a Ringwraith mode in Arda Revised ("Ringwraiths … do not need 'mode' cards"). The card keeps its printed requirement, which
 * Arda never meets: the engine refuses it with the reason (Predicate `notInArda`, effects/chain.ts playProblem); its text
 * does nothing, since it never resolves. Its scenarios (tests/cards/templates/notInArda.ts) put it in the hand of the player
 * who would play it, where he could otherwise play it, and show the refusal.
 */
import type { CardDef, Predicate, Window } from '../cardApi';

export const NO_FALLEN_WIZARDS = 'Arda has no Fallen-wizards';
export const NO_BALROG = 'Arda has no Balrog player: The Balrog is never in play';
export const NO_SAURON_PLAYER = 'Arda has no Sauron player';
export const NO_RINGWRAITH_MODES = 'Arda Revised Ringwraiths take no modes';
/**
 * Arda has no hazard agents: Dark Arda, Minion Agent Rule: "Agent Minion cards can never played as hazard agents"; agents are
 * characters of a Ringwraith player's Character deck (phases/organization.ts isAgent), never a face-up or face-down agent hazard.
 */
export const NO_HAZARD_AGENTS = 'Arda has no hazard agents (agents are characters there, never played as hazards)';

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

/** A minion resource never playable in Arda: refused in its player's phase `window`, where its text would be played. */
export function resourceNotInArda(name: string, text: string, why: string, window: Window): CardDef {
  return {
    name,
    alignment: ['Minion'],
    text,
    play: { side: 'resource', windows: [window], requires: [never(why)] },
    template: { kind: 'notInArdaResource', args: [name, why, window] },
  };
}
