import { type CardDef, type EngineCard, type Query, regionOf } from '../cardApi';
import { concerned, doorsOfNight, strongestAutoAttack } from '../vocab/hazards';

/** Choking Shadows: the use it has for the concerned company now (null when none, or when it was used this turn). */
function chokingUse(q: Query): { kind: 'autoAttack' | 'site'; site: EngineCard } | { kind: 'region'; region: string } | null {
  const { s } = q;
  const co = concerned(q);
  if (!co || (s.turn.effectsUsed ?? []).includes(q.card.key)) return null;
  const site = s.catalog.cards[co.dest?.site ?? co.site];
  const ruins = site?.siteType === 'R' && !s.turn.sitesAs?.[site.key];
  if (site && ruins && site.autoAttacks.length > 0) return { kind: 'autoAttack', site };
  if (!doorsOfNight(s)) return null;
  const origin = co.dest ? regionOf(s.catalog, co.site) : null;
  const region = origin && co.dest ? [origin, ...co.dest.regions].find((r) => !s.turn.regionsAs?.[r] && s.catalog.regions[r]?.type === 'w') : undefined;
  if (region) return { kind: 'region', region };
  return site && ruins ? { kind: 'site', site } : null;
}

const def: CardDef = {
  // The use, the player's choice, is taken from the position of the company whose movement/hazard phase it is: +2 prowess
  // to the strongest automatic-attack of its Ruins & Lairs site; else, with Doors of Night, a Wilderness of its site path
  // as a Shadow-land; else its Ruins & Lairs site as a Shadow-hold.
  name: 'Choking Shadows',
  text: 'Environment. Modify the prowess of one automatic-attack at a Ruins & Lairs [{R}] site by +2. Alternatively, if Doors of Night is in play, treat one Wilderness [{w}] as a Shadow-land [{s}] or one Ruins & Lairs [{R}] as a Shadow-hold [{S}] until the end of the turn. Cannot be duplicated.',
  play: {
    side: 'hazard',
    windows: ['hazard'],
    requires: [{ is: 'custom', label: 'an automatic-attack at a Ruins & Lairs, or Doors of Night and a Wilderness or Ruins & Lairs; not used yet this turn', test: (q) => chokingUse(q) !== null }],
  },
  effects: [
    {
      do: 'custom',
      label: '+2 prowess to an automatic-attack at a Ruins & Lairs, or a Wilderness as a Shadow-land, or a Ruins & Lairs as a Shadow-hold, this turn',
      run: (q, ctx) => {
        const { s } = q;
        const use = chokingUse(q);
        if (!use) return;
        (s.turn.effectsUsed ??= []).push(q.card.key);
        if (use.kind === 'autoAttack') (s.turn.autoAttackMods ??= []).push({ site: use.site.id, index: strongestAutoAttack(use.site), prowess: 2 });
        else if (use.kind === 'region') (s.turn.regionsAs ??= {})[use.region] = ['s'];
        else (s.turn.sitesAs ??= {})[use.site.key] = 'S';
        const what = use.kind === 'autoAttack' ? `an automatic-attack at ${use.site.name} gets +2 prowess` : use.kind === 'region' ? `${use.region} is a Shadow-land` : `${use.site.name} is a Shadow-hold`;
        ctx.events.push({ type: 'effect', effect: 'custom', label: `Choking Shadows: ${what} this turn`, card: q.card.id });
      },
    },
  ],
};
export default def;
