import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'War-wolf',
  alignment: ['Minion'],
  text: 'Playable at any tapped or untapped Ruins & Lairs [{R}] with a Wolf automatic-attack or at any tapped or untapped Shadow-hold [{S}] with an Orc automatic-attack.',
  play: {
    side: 'resource',
    windows: ['site'],
    requires: [
      {
        is: 'custom',
        label: 'a Ruins & Lairs with a Wolf automatic-attack or a Shadow-hold with an Orc automatic-attack',
        test: (q) => {
          const co = q.companyId ? q.s.companies.find((c) => c.id === q.companyId) : undefined;
          const site = co ? q.s.catalog.cards[co.site] : undefined;
          const has = (race: RegExp) => (site?.autoAttacks ?? []).some((a) => race.test(a.race));
          return Boolean(site && ((site.siteType === 'R' && has(/^Wol(f|ves)$/i)) || (site.siteType === 'S' && has(/^Orcs?$/i))));
        },
      },
    ],
  },
};
export default def;
