import { nameKey, regionOf, type CardDef, type StaticEffect } from '../cardApi';

/** "Playable keyed to <regions>; and may also be played at Ruins & Lairs [{R}] in these regions" (the card data reads only "May be played keyed to"). */
function keyedToRegions(regions: string[], ruinsIn: boolean): StaticEffect {
  const keys = regions.map(nameKey);
  return {
    on: 'creature', after: 'keyedIf', label: `keyed to ${regions.join(', ')}${ruinsIn ? ', or at Ruins & Lairs in these regions' : ''}`,
    test: (s, companyId) => {
      const co = s.companies.find((c) => c.id === companyId);
      if (!co) return false;
      const site = s.catalog.cards[co.dest?.site ?? co.site];
      if (ruinsIn && site?.siteType === 'R' && site.regionKey && keys.includes(site.regionKey)) return true;
      const origin = co.dest ? regionOf(s.catalog, co.site) : null;
      return Boolean(origin && co.dest && [origin, ...co.dest.regions].some((r) => keys.includes(r)));
    },
  };
}

const def: CardDef = {
  name: 'Dunlending Raiders',
  text: 'Men. Five strikes. Playable keyed to Enedhwaith, Cardolan, Hollin, Rhudaur, and Dunland; and may also be played at Ruins & Lairs [{R}] in these regions.',
  static: [keyedToRegions(['Enedhwaith', 'Cardolan', 'Hollin', 'Rhudaur', 'Dunland'], true)],
};
export default def;
