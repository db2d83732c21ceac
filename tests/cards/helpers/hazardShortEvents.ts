/** Scenario steps for the hazard short-events of cards/vocab/hazardShortEvents.ts: the hazard limit of the movement/hazard phase under way. */
import type { ScenarioKit } from '../kit/kit';

/** The hazard limit of the movement/hazard phase under way. */
export function hazardLimit(k: ScenarioKit): number {
  const mh = [...k.s.stack].reverse().find((x) => x.kind === 'mhHazards');
  if (!mh || mh.kind !== 'mhHazards') throw new Error('no movement/hazard phase under way');
  return mh.limit;
}
