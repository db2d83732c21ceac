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
  /** Revealed or saved rings of a kind the roll allows. */
  matches: string[];
  /** The ring that replaces the tested one, or null: the tested ring is discarded. */
  chosen: string | null;
  /** Where the chosen ring came from. */
  from: 'revealed' | 'whispers' | null;
  /** Rings left under Whispers of Rings (the chosen one removed). */
  whispers: string[];
  ringDeck: RingDeckState;
}

/** Picks one of the matching ids, or null to keep none. */
export type RingChooser = (matches: readonly string[]) => string | null;

/** Reveals up to four (reshuffling the discard in when the deck runs out), lets `choose` pick a match, discards the rest. */
export function resolveRingTest(
  rng: RngState,
  state: RingDeckState,
  goldRing: Pick<EngineCard, 'ringTests'>,
  roll: number,
  cards: Readonly<Record<string, Pick<EngineCard, 'ringKind'>>>,
  whispers: readonly string[],
  choose: RingChooser,
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
  const matches = [...revealed.filter(fits), ...whispers.filter(fits)];
  const picked = matches.length > 0 ? choose(matches) : null;
  if (picked !== null && !matches.includes(picked)) throw new Error(`${picked} does not match the roll ${roll}`);
  const from = picked === null ? null : revealed.includes(picked) ? 'revealed' : 'whispers';
  discard = [...discard, ...revealed.filter((id) => id !== picked)];
  return {
    revealed,
    matches,
    chosen: picked,
    from,
    whispers: from === 'whispers' ? whispers.filter((id, i) => i !== whispers.indexOf(picked as string)) : [...whispers],
    ringDeck: { deck, discard },
  };
}
