/**
 * A gold ring test in Dark Arda ("The Ring Deck"): "Once a player tests a ring, that player makes a roll, then turns over the
 * top four cards of the Ring Deck. He or she may exchange the tested ring for any one of the revealed cards that matches the
 * roll. If the testing player also has a Whisper of Rings card in play, he can check those saved rings for a match as well. If
 * there are no matches, the tested ring is discarded. After resolving a ring test, the cards from the Ring Deck which were not
 * selected are discarded. If the Ring Deck runs out of cards, all of the discarded cards are immediately reshuffled to create a
 * new Ring Deck." The reveal, the match and the reshuffle are darkArda/ringDeck.ts resolveRingTest over the set's Ring deck.
 *
 * Simplification: when several rings match, the engine takes the best one for the player (the most marshalling points, a
 * revealed ring before a saved one, then the first revealed) instead of asking; the tested gold ring is discarded either way
 * ("exchange the tested ring").
 */
import { cardOf, player, setZones, toDiscard, type Ctx } from '../state';
import type { EngineCard, GameState } from '../types';
import { resolveRingTest } from './ringDeck';

/** Rings saved under the seat's Whispers of Rings cards in play, by Whispers instance. */
function savedRings(s: GameState, seat: number): { whispers: number; rings: number[] }[] {
  return player(s, seat).playArea.flatMap((inst) => (s.whispers?.[inst] ? [{ whispers: inst, rings: s.whispers[inst] }] : []));
}

/** Replaces the tested gold ring on its bearer with a matching ring from four revealed (or a saved one), or discards it. */
export function exchangeFromRingDeck(s: GameState, seat: number, bearer: number | null, goldRing: number, roll: number, ctx: Ctx): void {
  const z = setZones(s, player(s, seat).alignment);
  const saved = savedRings(s, seat);
  const pool = [...z.decks.ring, ...z.discards.ring, ...saved.flatMap((w) => w.rings)];
  const cards: Record<string, EngineCard> = {};
  for (const inst of pool) cards[String(inst)] = cardOf(s, inst);
  const revealedFirst = (id: string) => (z.decks.ring.includes(Number(id)) || z.discards.ring.includes(Number(id)) ? 0 : 1);
  const best = (matches: readonly string[]) => [...matches].sort((a, b) => (cards[b]?.mp ?? 0) - (cards[a]?.mp ?? 0) || revealedFirst(a) - revealedFirst(b))[0] ?? null;
  const result = resolveRingTest(
    s.rng,
    { deck: z.decks.ring.map(String), discard: z.discards.ring.map(String) },
    cardOf(s, goldRing),
    roll,
    cards,
    saved.flatMap((w) => w.rings.map(String)),
    best,
  );
  z.decks.ring = result.ringDeck.deck.map(Number);
  z.discards.ring = result.ringDeck.discard.map(Number);
  const chosen = result.chosen === null ? null : Number(result.chosen);
  if (chosen !== null && result.from === 'whispers') for (const w of saved) if (w.rings.includes(chosen) && s.whispers) s.whispers[w.whispers] = w.rings.filter((r) => r !== chosen);
  if (bearer !== null) {
    const ch = s.chars[bearer];
    if (ch) ch.items.splice(ch.items.indexOf(goldRing), 1);
  }
  toDiscard(s, goldRing, ctx);
  ctx.events.push({ type: 'ringDeckReveal', seat, revealed: result.revealed.map((id) => s.cardOf[Number(id)]), matches: result.matches.map((id) => s.cardOf[Number(id)]) });
  if (chosen !== null && bearer !== null) {
    s.chars[bearer]?.items.push(chosen);
    ctx.events.push({ type: 'ringFound', seat, card: s.cardOf[chosen], bearer, from: result.from });
  } else ctx.events.push({ type: 'ringNotFound', seat, kinds: cardOf(s, goldRing).ringTests.filter((t) => roll >= t.min && roll <= t.max).map((t) => t.kind) });
}
