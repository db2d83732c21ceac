/** Cards that bring a resource from the Play discard pile back into the Play deck (Smoke Rings, Weigh All Things to a Nicety). */
import { player, removeFrom, shuffleInPlace, type CardDef, type Ctx, type Query } from '../cardApi';
import { ANY_PHASE } from './resourcePlay';

/** The Play-deck discard pile of the seat's set (Arda: one communal Play deck per alignment). */
export function playDiscard(q: Query): number[] {
  return q.s.sets[player(q.s, q.seat).alignment]?.discards.play ?? [];
}

/** The target goes from the Play discard pile into the Play deck, which is shuffled. */
export function discardToPlayDeck(q: Query, ctx: Ctx): void {
  const z = q.s.sets[player(q.s, q.seat).alignment];
  if (!z || q.target === null || !removeFrom(z.discards.play, q.target)) return;
  z.decks.play.push(q.target);
  shuffleInPlace(q.s.rng, z.decks.play);
  void ctx;
}

/** Smoke Rings and its minion counterpart Weigh All Things to a Nicety: a resource from the Play discard pile into the Play deck, shuffled. */
export function smokeRings(name: 'Smoke Rings' | 'Weigh All Things to a Nicety'): Omit<CardDef, 'name' | 'alignment' | 'text'> {
  return {
    // Arda has no sideboard, and characters (Ringwraiths too) come from the Roving Character and
    // avatar decks, never from the Play deck: what remains is a resource from the Play discard pile.
    play: {
      side: 'resource',
      windows: ANY_PHASE,
      target: { kind: 'inDiscard', match: { type: 'Resource' } },
      requires: [{ is: 'custom', label: 'a resource in your Play discard pile', test: (q) => q.target !== null && playDiscard(q).includes(q.target) }],
    },
    effects: [{ do: 'custom', label: 'the resource goes into the Play deck, which is shuffled', run: discardToPlayDeck }],
    template: { kind: 'smokeRings', args: [name] },
  };
}
