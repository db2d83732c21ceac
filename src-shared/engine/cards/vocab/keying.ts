/** How a creature attack under way could have been keyed (the engine does not record it). */
import { cardOf, companyOfChar, currentCombat, isKeyed, type Ctx, type GameState, type Query, type RegionTypeCode, type SiteTypeCode } from '../cardApi';

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

/**
 * "No hazard creatures may be keyed by type to Wilderness [{w}] against the ranger's company this turn" (`types` the region types;
 * 'all': no creature keyed to any region, by type or name), only when the company moves to a site of `ifDest` if given: the target's
 * company, this turn (turn.keyingBarred, read by isKeyed).
 */
export function barKeying(q: Query, ctx: Ctx, types: RegionTypeCode[] | 'all', ifDest?: SiteTypeCode[]): void {
  const co = q.target !== null ? companyOfChar(q.s, q.target) : undefined;
  if (!co) return;
  (q.s.turn.keyingBarred ??= []).push({ companyId: co.id, regionTypes: types, ...(ifDest ? { ifDestTypes: ifDest } : {}), label: q.card.name });
  ctx.events.push({ type: 'effect', effect: 'custom', label: `${q.card.name}: no creature keyed to ${types === 'all' ? 'regions' : types.join(', ')} against the company this turn`, card: q.card.id });
}
