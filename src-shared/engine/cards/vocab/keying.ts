/** How a creature attack under way could have been keyed (the engine does not record it). */
import { cardOf, currentCombat, isKeyed, type GameState, type Query } from '../cardApi';

/**
 * The creature attack under way could be keyed to the company's site path (its region types, or only `types` of them, or its
 * regions by name), rather than to its site: the engine does not record how a creature was keyed, so this reads what it could be keyed to.
 */
export function keyedToPath(q: Query | GameState, types?: string[]): boolean {
  const s = 's' in q ? q.s : q;
  const combat = currentCombat(s);
  const a = combat?.attack;
  if (!a || a.source !== 'creature' || a.creature === null) return false;
  const co = s.companies.find((c) => c.id === a.companyId);
  const card = cardOf(s, a.creature);
  const keyRegionTypes = types ? card.keyRegionTypes.filter((t) => types.includes(t)) : card.keyRegionTypes;
  const keyRegions = types ? [] : card.keyRegions;
  if (keyRegionTypes.length + keyRegions.length === 0) return false;
  return Boolean(co && isKeyed(s, co, { ...card, keyRegionTypes, keyRegions, keySiteTypes: [], keySites: [], keySitesIn: [], keyIf: [] }));
}
