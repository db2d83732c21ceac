/** The Play deck in scenarios: exhausting it ("Discard when any play deck is exhausted"). */
import type { ScenarioKit } from '../kit/kit';

/**
 * Seat 0's Play deck holds one card (Dodge) and its discard pile two: a first draw leaves it empty (`whileLasting` checks the position
 * then), a second one reshuffles the discard pile into it — the deck is exhausted (state.ts drawFrom).
 */
export function exhaustPlayDeck(k: ScenarioKit, whileLasting: () => void): void {
  const zones = k.s.sets[k.s.players[0]!.alignment]!;
  k.deck(0, ['Dodge']);
  zones.discards.play.push(k.spawn('Risky Blow', 0), k.spawn('Concealment', 0));
  k.act(0, { type: 'manual', op: { kind: 'draw', count: 1 } });
  whileLasting();
  k.act(0, { type: 'manual', op: { kind: 'draw', count: 1 } });
}
