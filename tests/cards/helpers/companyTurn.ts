/** Cards played on a minion company in its organization phase that change its movement/hazard phase this turn (cards/vocab/companyTurn.ts). */
import type { ScenarioKit } from '../kit/kit';
import { minionTurn } from '../kit/templates';
import { hazardLimit } from '../kit/combatSteps';

/** Seat 1 (the Ringwraith player) active in his organization phase, a company of `names` at Minas Morgul, moving to Dol Guldur when `moving`. */
export function minionOrganization(k: ScenarioKit, names: string[], moving: boolean): { id: string; chars: number[] } {
  minionTurn(k);
  k.phase('organization');
  const co = k.company(1, names, 'Minas Morgul');
  if (moving) k.companyById(co.id).dest = { site: k.siteId('Dol Guldur', 1), regions: [] };
  return co;
}

/** The company's movement/hazard phase begins (seat 0 the hazard player); its hazard limit. */
export function limitAsPhaseBegins(k: ScenarioKit, id: string): number {
  k.s.stack = [{ kind: 'mhSelect' }];
  k.act(1, { type: 'startCompanyMH', companyId: id });
  k.hazardDrawsMax();
  return hazardLimit(k);
}

/** The prowess of the next attack declared (the attack event's figure). */
export function attackProwess(k: ScenarioKit): number | undefined {
  const attack = k.allEvents.filter((e) => e.type === 'attack').pop();
  return attack?.type === 'attack' ? attack.prowess : undefined;
}
