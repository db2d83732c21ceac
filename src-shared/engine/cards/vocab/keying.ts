/** How a creature attack under way could have been keyed (the engine does not record it). */
import { type Attack, cardOf, company, companyOfChar, currentCombat, isKeyed, nameKey, regionOf, type CardDef, type Ctx, type GameState, type Query, type RegionTypeCode, type SiteTypeCode } from '../cardApi';
import { notDuplicated, STRIKE_ON_BEARER } from './bearer';
import { staysInPlay } from './hazards';

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
  return Boolean(co && isKeyed(s, co, { ...card, keyRegionTypes, keyRegions, keySiteTypes: [], keySites: [], keySitesIn: [], keyIf: [] }, false));
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

/**
 * "A hazard creature strike … keyed by type to a Shadow-land [{s}], Shadow-hold [{S}], …": the creature attack under way could be
 * keyed to the company's site path by one of `regionTypes`, or to its site by one of `siteTypes` (the engine does not record the keying).
 */
export function keyedByType(q: Query, regionTypes: string[], siteTypes: string[]): boolean {
  if (regionTypes.length > 0 && keyedToPath(q, regionTypes)) return true;
  const a = currentCombat(q.s)?.attack;
  if (!a || a.source !== 'creature' || a.creature === null) return false;
  const card = cardOf(q.s, a.creature);
  const keySiteTypes = card.keySiteTypes.filter((t) => siteTypes.includes(t));
  const co = q.s.companies.find((c) => c.id === a.companyId);
  return Boolean(co && keySiteTypes.length > 0 && isKeyed(q.s, co, { ...card, keySiteTypes, keyRegionTypes: [], keyRegions: [], keySites: [], keySitesIn: [], keyIf: [] }, false));
}

/**
 * A cloak (Elven Cloak, Shadow-cloak): "Tap <cloak> to cancel one hazard creature strike against bearer keyed by type to …
 * Cannot be duplicated on a given character."
 */
export function cloak(name: string, alignment: string, text: string, regionTypes: string[], siteTypes: string[]): CardDef {
  return {
    name,
    alignment: [alignment],
    text,
    play: { side: 'resource', windows: ['site'], requires: [notDuplicated] },
    abilities: [
      {
        label: 'tap: cancel a hazard creature strike against the bearer keyed by type',
        windows: ['strike'],
        target: { kind: 'strike' },
        requires: [STRIKE_ON_BEARER, { is: 'custom', label: `a hazard creature keyed by type to ${[...regionTypes, ...siteTypes].join(', ')}`, test: (q) => keyedByType(q, regionTypes, siteTypes) }],
        costs: ['tapSelf'],
        effects: [{ do: 'cancelStrike' }],
        botUse: true,
      },
    ],
  };
}

/**
 * A defeated creature attack keyed to one of these regions by name, not by the region's symbol: the engine does not record how a
 * creature was keyed, so a creature that could not be keyed to the company without the events in play, whose site path holds one of
 * the regions.
 */
export function keyedToRegions(regions: string[]): (s: GameState, a: Attack) => boolean {
  const keys = regions.map(nameKey);
  return (s, a) => {
    const co = company(s, a.companyId);
    if (a.source !== 'creature' || a.creature === null || !co?.dest) return false;
    const origin = regionOf(s.catalog, co.site);
    return [origin, ...co.dest.regions].some((r) => r !== null && keys.includes(r)) && !isKeyed(s, co, cardOf(s, a.creature), false);
  };
}

/**
 * Angmar Arises, In Darkness Bind Them, Reaching Shadow: "Any creature that can be keyed to one single Shadow-land [{s}] may be keyed
 * to <shadow>. Any creature that can be keyed to a Dark-domain [{d}] may be keyed to <dark>. Discard this card when a creature keyed to
 * one of these regions (not to the region symbol) is defeated." Scenarios: tests/cards/templates/keying.ts.
 */
export function shadowReaches(o: { name: string; text: string; shadow: string[]; dark: string[] }): CardDef {
  const regions = [...new Set([...o.shadow, ...o.dark])];
  return {
    ...staysInPlay(o.name, o.text),
    static: [
      { on: 'keying', label: `keyed to ${o.shadow.join(', ')}`, creatures: { keyedTo: 's', count: 1 }, regions: o.shadow.map(nameKey) },
      { on: 'keying', label: `keyed to ${o.dark.join(', ')}`, creatures: { keyedTo: 'd' }, regions: o.dark.map(nameKey) },
      { on: 'attackDefeated', races: [], source: 'creature', onlyIf: keyedToRegions(regions) },
    ],
    template: { kind: 'shadowReaches', args: [{ shadow: o.shadow, dark: o.dark }] },
  };
}
