import { nameKey, regionOf, removeFrom, toDiscard, type CardDef, type RollEvent } from '../cardApi';

const def: CardDef = {
  name: 'Galadhrim',
  text: 'Elves. Three strikes. Detainment and -2 prowess against hero companies. Playable keyed to Lindon, Rhudaur, Wold & Foothills, or Anfalas; or at non-Haven sites in these regions. Each character wounded by Galadhrim must discard all items he bears.',
  static: [
    { on: 'creature', after: 'detainment', against: ['wizard'] },
    { on: 'creature', after: 'prowessAgainst', alignments: ['wizard'], delta: -2 },
    {
      on: 'creature', after: 'keyedIf', label: 'keyed to Lindon, Rhudaur, Wold & Foothills, or Anfalas; or at non-Haven sites in these regions',
      test: (s, companyId) => {
        const keys = ['Lindon', 'Rhudaur', 'Wold & Foothills', 'Anfalas'].map(nameKey);
        const co = s.companies.find((c) => c.id === companyId);
        if (!co) return false;
        const site = s.catalog.cards[co.dest?.site ?? co.site];
        if (site && site.siteType !== 'H' && site.regionKey && keys.includes(site.regionKey)) return true;
        const origin = co.dest ? regionOf(s.catalog, co.site) : null;
        return Boolean(origin && co.dest && [origin, ...co.dest.regions].some((r) => keys.includes(r)));
      },
    },
    {
      on: 'creature', after: 'strike', label: 'each character wounded discards all items he bears',
      run: (s, target, _prowess, ctx) => {
        const strike = [...ctx.events].reverse().find((e): e is RollEvent => e.type === 'roll' && e.purpose === 'strike' && e.inst === target);
        if (strike?.result !== 'wounded') return;
        const ch = s.chars[target];
        for (const item of [...(ch?.items ?? [])]) {
          removeFrom(ch?.items ?? [], item);
          toDiscard(s, item, ctx);
          ctx.events.push({ type: 'effect', effect: 'discard', inst: item, label: 'Galadhrim' });
        }
      },
    },
  ],
};
export default def;
