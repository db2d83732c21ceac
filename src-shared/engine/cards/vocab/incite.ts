/** Incite Denizens / Incite Defenders: an additional automatic-attack at the site this turn. */
import type { CardDef, EngineCard, Query, SiteTypeCode } from '../cardApi';
import { concerned, strongestAutoAttack } from './hazards';

/**
 * Incite Denizens / Defenders, played on the site of the company's movement/hazard phase (its new site, or its site
 * when it does not move). The automatic-attack duplicated, the player's choice, is taken as the strongest one
 * (most strikes, then highest prowess; the first on ties).
 */
export function incite(o: { name: string; text: string; types: SiteTypeCode[] }): CardDef {
  const siteOf = (q: Query): EngineCard | undefined => {
    const co = concerned(q);
    return co ? q.s.catalog.cards[co.dest?.site ?? co.site] : undefined;
  };
  return {
    name: o.name,
    text: o.text,
    play: {
      side: 'hazard',
      windows: ['hazard'],
      requires: [
        {
          is: 'custom',
          label: `a ${o.types.join(' or ')} site with an automatic-attack, not incited yet this turn`,
          test: (q) => {
            const site = siteOf(q);
            if (!site?.siteType || !o.types.includes(site.siteType) || site.autoAttacks.length === 0) return false;
            return !(q.s.turn.incited ?? []).some((x) => q.s.catalog.cards[x.site]?.key === site.key);
          },
        },
      ],
    },
    effects: [
      {
        do: 'custom',
        label: 'an additional automatic-attack, a duplicate of one at the site, until the end of the turn',
        run: (q, ctx) => {
          const site = siteOf(q);
          if (!site) return;
          (q.s.turn.incited ??= []).push({ site: site.id, index: strongestAutoAttack(site) });
          ctx.events.push({ type: 'effect', effect: 'custom', label: `${q.card.name}: ${site.name} has an additional automatic-attack this turn`, card: q.card.id });
        },
      },
    ],
  };
}
