import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'A Short Rest',
  alignment: ['Hero'],
  text: 'Each moving company may draw an extra card for each region less than four in its site path.',
  play: { side: 'resource', windows: ['longEvent'] },
  effects: [{ do: 'stay' }],
  static: [
    {
      on: 'movementDraws',
      // The site path: the origin region and each region entered (regions.ts sitePathTypes).
      extra: (s, companyId) => {
        const co = s.companies.find((c) => c.id === companyId);
        return co?.dest ? Math.max(0, 4 - (co.dest.regions.length + 1)) : 0;
      },
    },
  ],
};
export default def;
