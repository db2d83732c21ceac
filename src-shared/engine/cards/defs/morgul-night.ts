import { type CardDef, company, type Company, type Ctx, type GameState, regionOf } from '../cardApi';
import { concerned, staysUniqueWithDoors } from '../vocab/hazards';

/** Each region of the company's site path is treated as its Morgul Night type this turn (a Wilderness as a Shadow-land, a Shadow-land as a Dark-domain). */
function darken(s: GameState, co: Company | undefined, ctx: Ctx): void {
  const origin = co?.dest ? regionOf(s.catalog, co.site) : null;
  if (!co?.dest || !origin) return;
  for (const r of [origin, ...co.dest.regions]) {
    const type = s.catalog.regions[r]?.type;
    if (s.turn.regionsAs?.[r] || (type !== 'w' && type !== 's')) continue;
    (s.turn.regionsAs ??= {})[r] = [type === 'w' ? 's' : 'd'];
    ctx.events.push({ type: 'effect', effect: 'custom', label: `Morgul Night: ${r} is treated as a ${type === 'w' ? 'Shadow-land' : 'Dark-domain'}` });
  }
}

const def: CardDef = {
  // The regions are changed in each moving company's site path as its movement/hazard phase begins (and at once for the
  // company the card is played on): only site paths are read by keying (phases/movementHazard.ts isKeyed).
  name: 'Morgul Night',
  text: 'Environment. Playable if Doors of Night is in play. Treat all Wildernesses [{w}] as Shadow-lands [{s}] and all Shadow-lands [{s}] as Dark-domains [{d}]. Cannot be duplicated.',
  ...staysUniqueWithDoors('Morgul Night', { do: 'custom', label: "the company's Wildernesses are Shadow-lands and its Shadow-lands Dark-domains", run: (q, ctx) => darken(q.s, concerned(q), ctx) }),
  static: [{ on: 'mhStart', run: (s, companyId, ctx) => darken(s, company(s, companyId), ctx) }],
};
export default def;
