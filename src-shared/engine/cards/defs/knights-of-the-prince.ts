import { company, nameKey, regionOf, setStatus, statusOf, type CardDef } from '../cardApi';

const REGIONS = ['Anfalas', 'Belfalas', 'Lamedon', 'Lebennin', 'Anórien'].map(nameKey);

const def: CardDef = {
  name: 'Knights of the Prince',
  text: 'Unique. Dúnedain. Four strikes. Detainment against hero companies. Playable at Anfalas, Belfalas, Lamedon, Lebennin, or Anórien; or at sites in these regions. Unless the attack is canceled, all untapped characters in defending company are tapped following this attack.',
  static: [
    { on: 'creature', after: 'detainment', against: ['wizard'] },
    {
      on: 'creature', after: 'keyedIf', label: 'playable at Anfalas, Belfalas, Lamedon, Lebennin, or Anórien; or at sites in these regions',
      test: (s, companyId) => {
        const co = company(s, companyId);
        if (!co) return false;
        const site = s.catalog.cards[co.dest?.site ?? co.site];
        if (site?.regionKey && REGIONS.includes(site.regionKey)) return true;
        if (!co.dest) return false;
        return [regionOf(s.catalog, co.site), ...co.dest.regions].some((r) => r !== null && REGIONS.includes(r));
      },
    },
    {
      on: 'creature', after: 'attackEnd',
      run: (s, companyId, ctx) => {
        for (const ch of company(s, companyId)?.chars ?? []) {
          if (statusOf(s, ch) !== 'untapped') continue;
          setStatus(s, ch, 'tapped');
          ctx.events.push({ type: 'effect', effect: 'tap', inst: ch, label: 'Knights of the Prince' });
        }
      },
    },
  ],
};
export default def;
