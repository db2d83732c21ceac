/**
 * Cards whose printed requirement Arda never meets: "Playable if you are Sauron" (ARDA-DIGEST §1.2: "Sauron-player cards (The Lidless
 * Eye, Sauron, Eye Never Sleeping, Powers Too Dark and Terrible, The Dark Power, The Great Eye)" are left out; Arda Revised plays
 * Wizards against Ringwraiths, with no Sauron player). They are defined so that the engine refuses them with the reason
 * (`notInArda` requirement: effects/chain.ts names it); their text does nothing, since they never resolve.
 */
import type { CardDef, Predicate, Window } from '../cardApi';

/** Arda has no Sauron player: "Playable if you are Sauron", "You are Sauron, not a Ringwraith". */
export const SAURON_PLAYER = 'Sauron player';

/** Arda Revised plays no Ringwraith modes (Dark Arda has them, but leaves out every "<Ringwraith> Unleashed" card): "if in a mode". */
export const RINGWRAITH_MODES = 'Ringwraith modes (Arda Revised Ringwraiths take none)';

/** A condition Arda never meets ("Arda has no Sauron player"). */
export function arda(what: string): Predicate {
  return { is: 'notInArda', what };
}

/**
 * A minion resource of a kind Arda has no player for: its player's own phase `window` (where its text would otherwise be played),
 * refused there with the reason (tests/cards/templates/notInArda.ts).
 */
export function notInArda(name: string, text: string, what: string, window: Window): CardDef {
  return {
    name,
    alignment: ['Minion'],
    text,
    play: { side: 'resource', windows: [window], requires: [arda(what)] },
    template: { kind: 'notInArda', args: [name, what, window] },
  };
}
