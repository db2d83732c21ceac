/**
 * The Dark Arda Ring deck ("The Ring Deck"): "Once a player tests a ring, that player makes a
 * roll, then turns over the top four cards of the Ring Deck. He or she may exchange the tested
 * ring for any one of the revealed cards that matches the roll. If the testing player also has a
 * Whisper of Rings card in play, he can check those saved rings for a match as well. If there are
 * no matches, the tested ring is discarded. After resolving a ring test, the cards from the Ring
 * Deck which were not selected are discarded. If the Ring Deck runs out of cards, all of the
 * discarded cards are immediately reshuffled to create a new Ring Deck."
 */
import { shuffleInPlace, type RngState } from '../rng';
import type { EngineCard } from '../types';

export const RING_REVEAL = 4;

export interface RingDeckState {
  deck: string[];
  discard: string[];
}

/** Ring kinds the tested gold ring's text allows for this roll (its ringTests ranges). */
export function kindsForRoll(goldRing: Pick<EngineCard, 'ringTests'>, roll: number): string[] {
  return goldRing.ringTests.filter((t) => roll >= t.min && roll <= t.max).map((t) => t.kind);
}

export interface RingTestResult {
  revealed: string[];
  /** Revealed or saved rings of a kind the roll allows: what the player may exchange the tested ring for. */
  matches: string[];
  /** The Ring deck after the reveal: every revealed card in the discard (the ring taken comes out of it again, ringTest.ts). */
  ringDeck: RingDeckState;
}

/** Reveals up to four (reshuffling the discard in when the deck runs out), names the matches, discards the revealed cards. */
export function resolveRingTest(
  rng: RngState,
  state: RingDeckState,
  goldRing: Pick<EngineCard, 'ringTests'>,
  roll: number,
  cards: Readonly<Record<string, Pick<EngineCard, 'ringKind'>>>,
  whispers: readonly string[],
): RingTestResult {
  let deck = [...state.deck];
  let discard = [...state.discard];
  const revealed: string[] = [];
  while (revealed.length < RING_REVEAL) {
    if (deck.length === 0) {
      if (discard.length === 0) break;
      deck = discard;
      discard = [];
      shuffleInPlace(rng, deck);
    }
    revealed.push(deck.shift() as string);
  }
  const kinds = kindsForRoll(goldRing, roll);
  const fits = (id: string) => kinds.includes(cards[id]?.ringKind ?? '');
  return { revealed, matches: [...revealed.filter(fits), ...whispers.filter(fits)], ringDeck: { deck, discard: [...discard, ...revealed] } };
}
