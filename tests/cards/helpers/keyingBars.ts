/** Resource events that keep creatures from being keyed to a company's site path (Hidden Ways, Down Down to Goblin-town), in scenarios. */
import type { ScenarioKit } from '../kit/kit';
import { minionTurn } from '../kit/templates';

/**
 * The organization phase of the Ringwraith player (seat 1, made active) or, with `seat` 0, the Wizard player: a company of `names` at
 * Cameth Brin (Rhudaur, a Wilderness) that has declared a move to `dest` in Cardolan (a Wilderness): Barrow-downs (a Ruins & Lairs) or
 * Old Forest (a Border-hold).
 */
export function movingThroughWilderness(k: ScenarioKit, names: string[], dest: 'Barrow-downs' | 'Old Forest' | null, seat = 1): { id: string; chars: number[] } {
  if (seat === 1) minionTurn(k);
  k.phase('organization');
  const co = k.company(seat, names, 'Cameth Brin');
  if (dest) k.companyById(co.id).dest = { site: k.siteId(dest, seat), regions: ['cardolan'] };
  return co;
}

/** The company's movement/hazard phase begins; which of these creatures (in the other seat's hand) its hazard player may play on it. */
export function playableCreatures(k: ScenarioKit, id: string, creatures: string[]): string[] {
  const hazard = 1 - k.companyById(id).owner;
  const insts = creatures.map((n) => k.hand(hazard, n));
  k.movement(id, null);
  const legal = k.legal(hazard);
  return creatures.filter((_n, i) => legal.some((a) => a.type === 'playCreature' && a.inst === insts[i]));
}
