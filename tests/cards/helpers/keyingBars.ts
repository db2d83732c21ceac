/** Resource events that keep creatures from being keyed to a company's site path (Hidden Ways, Down Down to Goblin-town), in scenarios. */
import type { ScenarioKit } from '../kit/kit';
import { minionTurn } from '../kit/templates';

/**
 * The Ringwraith player's (seat 1) organization phase: a company of `names` at Cameth Brin (Rhudaur, a Wilderness) that has
 * declared a move to `dest` in Cardolan (a Wilderness): Barrow-downs (a Ruins & Lairs) or Old Forest (a Border-hold).
 */
export function movingThroughWilderness(k: ScenarioKit, names: string[], dest: 'Barrow-downs' | 'Old Forest' | null): { id: string; chars: number[] } {
  minionTurn(k);
  k.phase('organization');
  const co = k.company(1, names, 'Cameth Brin');
  if (dest) k.companyById(co.id).dest = { site: k.siteId(dest, 1), regions: ['cardolan'] };
  return co;
}

/** The company's movement/hazard phase begins; which of these creatures (in seat 0's hand) seat 0 may play on it. */
export function playableCreatures(k: ScenarioKit, id: string, creatures: string[]): string[] {
  const insts = creatures.map((n) => k.hand(0, n));
  k.movement(id, null);
  const legal = k.legal(0);
  return creatures.filter((_n, i) => legal.some((a) => a.type === 'playCreature' && a.inst === insts[i]));
}
