import { regionOf, sitePathTypes, type CardDef } from '../cardApi';

const RAIN_DRAKE_TEXT = 'Drake. One strike. May also be played at a Ruins & Lairs [{R}] that has two Wildernesses [{w}] or one Coastal Sea [{c}] in its site path.';

const def: CardDef = {
  name: 'Rain-drake',
  text: RAIN_DRAKE_TEXT,
  static: [
    {
      on: 'creature', after: 'keyedIf', label: 'a Ruins & Lairs [{R}] that has two Wildernesses [{w}] in its site path',
      test: (s, companyId) => {
        const co = s.companies.find((c) => c.id === companyId);
        if (!co?.dest) return false;
        const site = s.catalog.cards[co.dest.site];
        if (!site || ((site && s.turn.sitesAs?.[site.key]) ?? site.siteType) !== 'R') return false;
        const origin = regionOf(s.catalog, co.site);
        if (!origin) return false;
        const path = [origin, ...co.dest.regions].flatMap((r) => s.turn.regionsAs?.[r] ?? sitePathTypes(s.catalog, r, []));
        return path.filter((t) => t === 'w').length >= 2 || path.includes('c');
      },
    },
  ],
};
export default def;
