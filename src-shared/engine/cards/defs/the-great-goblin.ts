import { company, nameKey, type CardDef } from '../cardApi';

const ENDS = [nameKey('Rivendell'), nameKey('Lórien')];

const def: CardDef = {
  name: 'The Great Goblin',
  text: 'Unique. Orc. One strike. May also be played on a company moving from Rivendell to Lórien or from Lórien to Rivendell. May also be played keyed to High Pass and at sites in High Pass.',
  static: [
    {
      on: 'creature', after: 'keyedIf', label: 'a company moving from Rivendell to Lórien or from Lórien to Rivendell',
      test: (s, companyId) => {
        const co = company(s, companyId);
        if (!co?.dest) return false;
        const from = s.catalog.cards[co.site]?.key;
        const to = s.catalog.cards[co.dest.site]?.key;
        return from !== to && from !== undefined && to !== undefined && ENDS.includes(from) && ENDS.includes(to);
      },
    },
  ],
};
export default def;
