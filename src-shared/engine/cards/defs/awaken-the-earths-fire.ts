import { type CardDef, type EngineCard, type Query, regionOf } from '../cardApi';
import { concerned, doorsOfNight, strongestAutoAttack } from '../vocab/hazards';

/** Awaken the Earth's Fire: the use it has for the concerned company now (null when none, or when it was used this turn). */
function awakenUse(q: Query): { kind: 'autoAttack' | 'site'; site: EngineCard } | { kind: 'region'; region: string } | null {
  const { s } = q;
  const co = concerned(q);
  if (!co || (s.turn.effectsUsed ?? []).includes(q.card.key)) return null;
  const site = s.catalog.cards[co.dest?.site ?? co.site];
  const type = site ? (s.turn.sitesAs?.[site.key] ?? site.siteType) : null;
  if (site && (type === 'S' || type === 'D') && site.autoAttacks.length > 0) return { kind: 'autoAttack', site };
  if (!doorsOfNight(s)) return null;
  const origin = co.dest ? regionOf(s.catalog, co.site) : null;
  const region = origin && co.dest ? [origin, ...co.dest.regions].find((r) => !s.turn.regionsAs?.[r] && s.catalog.regions[r]?.type === 's') : undefined;
  if (region) return { kind: 'region', region };
  return site && type === 'S' ? { kind: 'site', site } : null;
}

const def: CardDef = {
  // As Choking Shadows, the use (the player's choice) is taken from the position of the company whose movement/hazard
  // phase it is: +2 prowess to the strongest automatic-attack of its Shadow-hold or Dark-hold site; else, with Doors of
  // Night, a Shadow-land of its site path as a Dark-domain; else its Shadow-hold site as a Dark-hold.
  name: 'Awaken the Earth’s Fire',
  text: 'Environment. Modify the prowess of one automatic-attack at a Shadow-hold [{S}] or Dark-hold [{D}] site by +2. Alternatively, if Doors of Night is in play, treat one Shadow-land [{s}] as a Dark-domain [{d}] or one Shadow-hold [{S}] as a Dark-hold [{D}] until the end of the turn. Cannot be duplicated.',
  play: {
    side: 'hazard',
    windows: ['hazard'],
    requires: [{ is: 'custom', label: 'an automatic-attack at a Shadow-hold or Dark-hold, or Doors of Night and a Shadow-land or Shadow-hold; not used yet this turn', test: (q) => awakenUse(q) !== null }],
  },
  effects: [
    {
      do: 'custom',
      label: '+2 prowess to an automatic-attack at a Shadow-hold or Dark-hold, or a Shadow-land as a Dark-domain, or a Shadow-hold as a Dark-hold, this turn',
      run: (q, ctx) => {
        const { s } = q;
        const use = awakenUse(q);
        if (!use) return;
        (s.turn.effectsUsed ??= []).push(q.card.key);
        if (use.kind === 'autoAttack') (s.turn.autoAttackMods ??= []).push({ site: use.site.id, index: strongestAutoAttack(use.site), prowess: 2 });
        else if (use.kind === 'region') (s.turn.regionsAs ??= {})[use.region] = ['d'];
        else (s.turn.sitesAs ??= {})[use.site.key] = 'D';
        const what = use.kind === 'autoAttack' ? `an automatic-attack at ${use.site.name} gets +2 prowess` : use.kind === 'region' ? `${use.region} is a Dark-domain` : `${use.site.name} is a Dark-hold`;
        ctx.events.push({ type: 'effect', effect: 'custom', label: `${q.card.name}: ${what} this turn`, card: q.card.id });
      },
    },
  ],
};
export default def;
