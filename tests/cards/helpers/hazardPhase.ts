/** The movement/hazard phase in scenarios: its end, the hazard limit used, the hazard player's discard pile. */
import type { ScenarioKit } from '../kit/kit';

/** The hazard player passes: the company's movement/hazard phase ends, and it is at this site. */
export function passedTo(k: ScenarioKit, companyId: string, site: string, what: string): void {
  k.act(1, { type: 'passHazards' });
  k.equal(k.companyById(companyId).site, k.siteId(site), what);
}

/** The number of hazards played against the hazard limit in the movement/hazard phase at the top of the stack (`anywhere` on it); -1 outside one. */
export function hazardsPlayed(k: ScenarioKit, anywhere = false): number {
  const mh = anywhere ? k.s.stack.find((x) => x.kind === 'mhHazards') : k.top();
  return mh?.kind === 'mhHazards' ? mh.played : -1;
}

/** Cards put in the hazard player's discard pile (his set's play deck discards); returns them in order. */
export function discarded(k: ScenarioKit, ...names: string[]): number[] {
  const insts = names.map((n) => k.spawn(n, 1));
  (k.s.sets.ringwraith?.discards.play as number[]).push(...insts);
  return insts;
}
