/**
 * A gold ring test in Dark Arda ("The Ring Deck"): "Once a player tests a ring, that player makes a roll, then turns over the
 * top four cards of the Ring Deck. He or she may exchange the tested ring for any one of the revealed cards that matches the
 * roll. If the testing player also has a Whisper of Rings card in play, he can check those saved rings for a match as well. If
 * there are no matches, the tested ring is discarded. After resolving a ring test, the cards from the Ring Deck which were not
 * selected are discarded. If the Ring Deck runs out of cards, all of the discarded cards are immediately reshuffled to create a
 * new Ring Deck." The reveal, the match and the reshuffle are darkArda/ringDeck.ts resolveRingTest over the set's Ring deck.
 *
 * The choice ("may exchange … for any one"): a human player gets a `ringChoice` step whenever a ring matches — `chooseRing
 * { inst }` takes one (from the revealed cards, now in the Ring discard, or from under Whispers of Rings), `{ inst: null }` none.
 * A computer player takes the best at once (the most marshalling points, a revealed ring before a saved one). The tested gold
 * ring is discarded either way ("exchange the tested ring").
 */
import { actionShape, instOrNull } from '../actionFields';
import { reject } from '../errors';
import type { Handler } from '../phases/handler';
import { cardOf, player, removeFrom, setZones, toDiscard, type Ctx } from '../state';
import type { EngineCard, GameState } from '../types';
import { kindsForRoll, resolveRingTest } from './ringDeck';

/** Rings saved under the seat's Whispers of Rings cards in play, by Whispers instance. */
function savedRings(s: GameState, seat: number): { whispers: number; rings: number[] }[] {
  return player(s, seat).playArea.flatMap((inst) => (s.whispers?.[inst] ? [{ whispers: inst, rings: s.whispers[inst] }] : []));
}

/** The ring goes to the bearer, out of the Ring discard or from under a Whispers of Rings. */
function takeRing(s: GameState, seat: number, bearer: number, ring: number, ctx: Ctx): void {
  const z = setZones(s, player(s, seat).alignment);
  let from = 'revealed';
  if (!removeFrom(z.discards.ring, ring)) {
    for (const w of savedRings(s, seat)) if (s.whispers && removeFrom(s.whispers[w.whispers] ?? [], ring)) from = 'whispers';
  }
  s.chars[bearer]?.items.push(ring);
  ctx.events.push({ type: 'ringFound', seat, card: s.cardOf[ring], bearer, from });
}

/**
 * Whether the bearer may take this ring: a ring that "Cannot be duplicated on a given character" does not go to a bearer who
 * already holds one of its name (the Ring deck is searched on for another).
 */
export function ringFits(s: GameState, bearer: number | null, ring: number): boolean {
  const card = cardOf(s, ring);
  if (bearer === null || !/(cannot|may not) be duplicated on a given character/i.test(card.text)) return true;
  return !(s.chars[bearer]?.items ?? []).some((i) => i !== ring && cardOf(s, i).key === card.key);
}

/** Replaces the tested gold ring on its bearer with a matching ring from four revealed (or a saved one), or discards it. */
export function exchangeFromRingDeck(s: GameState, seat: number, bearer: number | null, goldRing: number, roll: number, ctx: Ctx): void {
  const z = setZones(s, player(s, seat).alignment);
  const saved = savedRings(s, seat);
  const pool = [...z.decks.ring, ...z.discards.ring, ...saved.flatMap((w) => w.rings)];
  const cards: Record<string, EngineCard> = {};
  for (const inst of pool) cards[String(inst)] = cardOf(s, inst);
  const isSaved = (id: string) => (saved.some((w) => w.rings.includes(Number(id))) ? 1 : 0);
  const best = (matches: readonly string[]) => [...matches].sort((a, b) => (cards[b]?.mp ?? 0) - (cards[a]?.mp ?? 0) || isSaved(a) - isSaved(b))[0] ?? null;
  // Every revealed card goes to the Ring discard; the ring taken (now, or by the player's choice) comes out of it again.
  const result = resolveRingTest(s.rng, { deck: z.decks.ring.map(String), discard: z.discards.ring.map(String) }, cardOf(s, goldRing), roll, cards, saved.flatMap((w) => w.rings.map(String)));
  z.decks.ring = result.ringDeck.deck.map(Number);
  z.discards.ring = result.ringDeck.discard.map(Number);
  if (bearer !== null) {
    const ch = s.chars[bearer];
    if (ch) ch.items.splice(ch.items.indexOf(goldRing), 1);
  }
  toDiscard(s, goldRing, ctx);
  const matches = result.matches.map(Number).filter((ring) => ringFits(s, bearer, ring));
  ctx.events.push({ type: 'ringDeckReveal', seat, revealed: result.revealed.map((id) => s.cardOf[Number(id)]), matches: matches.map((i) => s.cardOf[i]) });
  if (bearer === null || matches.length === 0) {
    ctx.events.push({ type: 'ringNotFound', seat, kinds: kindsForRoll(cardOf(s, goldRing), roll) });
    return;
  }
  if (player(s, seat).kind === 'human') {
    s.stack.push({ kind: 'ringChoice', seat, bearer, matches });
    return;
  }
  takeRing(s, seat, bearer, Number(best(result.matches)), ctx);
}

export const chooseRing: Handler<'chooseRing'> = {
  schema: actionShape('chooseRing', { inst: instOrNull }),
  steps: ['ringChoice'],
  legal: (s) => {
    const step = s.stack[s.stack.length - 1];
    return step?.kind === 'ringChoice' ? [...step.matches.map((inst) => ({ type: 'chooseRing' as const, inst })), { type: 'chooseRing' as const, inst: null }] : [];
  },
  check: (s, _seat, a) => {
    const step = s.stack[s.stack.length - 1];
    if (step?.kind !== 'ringChoice') return reject('PHASE', 'phase', 'no ring test waits for a choice');
    return a.inst === null || step.matches.includes(a.inst) ? null : reject('NO_MATCH', 'ringTest', '"any one of the revealed cards that matches the roll" (or a ring saved under Whispers of Rings)');
  },
  apply: (s, seat, a, ctx) => {
    const step = s.stack.pop();
    if (step?.kind !== 'ringChoice') return;
    if (a.inst === null) ctx.events.push({ type: 'ringDeclined', seat });
    else takeRing(s, seat, step.bearer, a.inst, ctx);
  },
};
