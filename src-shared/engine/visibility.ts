/**
 * Which card instances a seat may not see, and who may: every deck's order and contents, and each
 * player's Play hand, MP hand and dealt pool, seen only by their holder (a trade offer shows the
 * offered card to the player it is offered to). viewFor hides these; the game record uses the same
 * answer to keep a hidden card's name out of other seats' log.
 */
import { DECK_IDS, type DeckId } from '../arda/model';
import { openOffers } from './phases/trade';
import { ALIGNMENTS, type Alignment, type GameState } from './types';

/** Hidden instances → the seats that may see them (empty: nobody, e.g. a card in a deck). */
export function hiddenCards(s: GameState): Map<number, number[]> {
  const hidden = new Map<number, number[]>();
  for (const align of ALIGNMENTS) {
    const z = s.sets[align];
    if (!z) continue;
    for (const deck of DECK_IDS) for (const inst of z.decks[deck]) hidden.set(inst, []);
  }
  for (const p of s.players) for (const list of [p.hand, p.mpHand, p.pool]) for (const inst of list) hidden.set(inst, [p.seat]);
  for (const o of openOffers(s)) hidden.get(o.give)?.push(o.to);
  return hidden;
}

/**
 * The seats that may see which card this instance is, or undefined when every seat may (the rules of hiddenCards, for one
 * instance: cheap enough to ask for the few cards a log line names).
 */
export function seatsSeeing(s: GameState, inst: number): number[] | undefined {
  for (const p of s.players) {
    if (p.hand.includes(inst) || p.mpHand.includes(inst) || p.pool.includes(inst)) {
      const seats = [p.seat];
      for (const o of openOffers(s)) if (o.give === inst) seats.push(o.to);
      return seats;
    }
  }
  // A card in a deck lies in its own deck of its own set (where it returns when shuffled back).
  const deck = s.sets[s.alignOf[inst] as Alignment]?.decks[s.deckOf[inst] as DeckId];
  return deck?.includes(inst) ? [] : undefined;
}
