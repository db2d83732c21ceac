import { companyOfChar, type CardDef } from '../cardApi';
import { companyIs } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Crack in the Wall',
  alignment: ['Minion'],
  // "No hazard creatures may be played at the company's new site": none keyed to the site (its type or name) this turn
  // (s.turn.noSiteCreatures, read by the keying: phases/movementHazard.ts isKeyed); creatures keyed to the site path's
  // regions still may. The new site is the destination declared when it resolves.
  text: 'Sage only. Playable during the organization phase on an untapped sage in a moving company. Tap the sage. Unless the site is in a Free-domain [{f}], no hazard creatures may be played at the company’s new site.',
  play: {
    side: 'resource',
    windows: ['organization'],
    target: { kind: 'character', side: 'own', where: [{ is: 'skill', skill: 'Sage' }, companyIs('in a moving company', (co) => co.dest !== null)] },
    costs: [{ pay: 'tapTarget' }],
  },
  effects: [
    {
      do: 'custom',
      label: "unless the new site is in a Free-domain, no hazard creatures may be played at it this turn",
      run: (q, ctx) => {
        const co = q.target !== null ? companyOfChar(q.s, q.target) : undefined;
        const site = co?.dest ? q.s.catalog.cards[co.dest.site] : undefined;
        if (!co || !site) return;
        if (site.regionKey && q.s.catalog.regions[site.regionKey]?.type === 'f') return;
        (q.s.turn.noSiteCreatures ??= []).push(co.id);
        ctx.events.push({ type: 'effect', effect: 'custom', label: `${q.card.name}: no hazard creatures may be played at the company's new site`, card: q.card.id });
      },
    },
  ],
};
export default def;
