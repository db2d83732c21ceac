import { companyOfChar, type CardDef, type Query } from '../cardApi';
import { ANY_PHASE } from '../vocab/resourcePlay';

const siteOf = (q: Query) => (q.target !== null ? companyOfChar(q.s, q.target) : undefined);

const def: CardDef = {
  name: 'Look More Closely Later',
  alignment: ['Hero'],
  text: 'Sage only. Ritual. Tap a sage to untap a site at which Information is playable. Sage makes a corruption check.',
  play: {
    side: 'resource',
    windows: ANY_PHASE,
    target: {
      kind: 'character',
      side: 'own',
      where: [
        { is: 'skill', skill: 'Sage' },
        {
          is: 'custom',
          label: "the sage's company is at a tapped site at which Information is playable",
          test: (q) => {
            const co = siteOf(q);
            return Boolean(co?.siteTapped && q.s.catalog.cards[co.site]?.playable.includes('information'));
          },
        },
      ],
    },
    costs: [{ pay: 'tapTarget' }],
  },
  effects: [
    {
      do: 'custom',
      label: 'the site untaps',
      run: (q) => {
        const co = siteOf(q);
        if (co) co.siteTapped = false;
      },
    },
    { do: 'corruptionCheck', who: 'target', modifier: 0 },
  ],
};
export default def;
