/** Creatures keyed by events in play (Angmar Arises, A Pack at the Door, Sleepless Malice), in scenarios. */
import type { ScenarioKit } from '../kit/kit';

/** The company of seat 0 (these characters, Aragorn II's four by default) at `from`, moving to `to` through no other region: its movement/hazard phase begun, the creatures in seat 1's hand. */
export function movingTo(k: ScenarioKit, from: string, to: string, creatures: string[], names = ['Aragorn II', 'Gimli', 'Legolas', 'Bilbo']): { id: string; chars: number[]; cards: number[] } {
  const { id, chars } = k.company(0, names, from);
  const cards = creatures.map((c) => k.hand(1, c));
  k.movement(id, to, []);
  return { id, chars, cards };
}

/** Seat 1 may play this creature from his hand on the company now. */
export const creaturePlayable = (k: ScenarioKit, inst: number): boolean => k.legal(1).some((a) => a.type === 'playCreature' && a.inst === inst);
