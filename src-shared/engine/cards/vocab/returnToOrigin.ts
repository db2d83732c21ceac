/** Long Winter, Foul Fumes: environments that send moving companies back to their site of origin unless they contain a ranger. */
import { type CardDef, company, hasSkill, type Company, type Ctx, type GameState, player, type RegionTypeCode } from '../cardApi';
import { doorsOfNight, pathTypes, staysUnique } from './hazards';

/** Each non-Haven site in play (a site where a company is) whose printed site path `fits` is tapped for that company. */
export function tapSitesInPlay(s: GameState, ctx: Ctx, name: string, fits: (co: Company, path: RegionTypeCode[]) => boolean): void {
  for (const co of s.companies) {
    const site = s.catalog.cards[co.site];
    if (co.siteTapped || !site || site.siteType === 'H' || !fits(co, site.sitePath ?? [])) continue;
    co.siteTapped = true;
    ctx.events.push({ type: 'effect', effect: 'custom', label: `${name}: ${site.name} is tapped`, companyId: co.id });
  }
}

/**
 * Long Winter, Foul Fumes: a moving company whose site path fits must return to its site of origin unless it contains
 * a ranger; with Doors of Night, each non-Haven site in play (a site where a company is) whose printed site path fits
 * is tapped: as the card comes into play, as any company's movement/hazard phase begins, and as a company arrives.
 */
export function returnUnlessRanger(o: { name: string; text: string; path: (types: RegionTypeCode[]) => boolean; heroOnly: boolean }): CardDef {
  const affected = (s: GameState, co: Company): boolean => !(o.heroOnly && player(s, co.owner).alignment === 'ringwraith');
  const tapSites = (s: GameState, ctx: Ctx): void => {
    if (doorsOfNight(s)) tapSitesInPlay(s, ctx, o.name, (co, path) => affected(s, co) && o.path(path));
  };
  return {
    name: o.name,
    text: o.text,
    ...staysUnique(o.name, { do: 'custom', label: 'with Doors of Night, the sites in play whose site path fits are tapped', run: (q, ctx) => tapSites(q.s, ctx) }),
    static: [
      {
        on: 'mhEnd',
        run: (s, companyId, ctx) => {
          const co = company(s, companyId);
          if (!co?.dest || !affected(s, co) || !o.path(pathTypes(s, co))) return;
          if (co.chars.some((ch) => hasSkill(s, ch, 'Ranger'))) return;
          ctx.events.push({ type: 'effect', effect: 'custom', label: `${o.name}: the company returns to its site of origin`, companyId });
          co.dest = null;
        },
      },
      { on: 'mhStart', run: (s, _companyId, ctx) => tapSites(s, ctx) },
      { on: 'arrive', run: (s, _companyId, ctx) => tapSites(s, ctx) },
    ],
  };
}
