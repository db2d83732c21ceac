import { cardOf, companyOfChar, nameKey, removeFrom, toDiscard, type CardDef } from '../cardApi';
import { ANY_PHASE } from '../vocab/resourcePlay';

const GALADRIEL = nameKey('Galadriel');

const def: CardDef = {
  name: 'Three Golden Hairs',
  alignment: ['Hero'],
  text: 'Unique. Playable at any site on a non-Wizard, non-Hobbit diplomat character (other than Galadriel) at the same site as Galadriel. All corruption cards on the bearer are discarded when this card comes into play. +2 to all corruption checks by bearer.',
  play: {
    side: 'resource',
    windows: [...ANY_PHASE, 'movementHazard'],
    target: {
      kind: 'character',
      side: 'own',
      where: [
        { is: 'skill', skill: 'Diplomat' },
        {
          is: 'custom',
          label: 'a non-Wizard, non-Hobbit character other than Galadriel',
          test: (q) => q.target !== null && !['Wizard', 'Hobbit'].includes(cardOf(q.s, q.target).race ?? '') && cardOf(q.s, q.target).key !== GALADRIEL,
        },
        {
          is: 'custom',
          label: 'at the same site as Galadriel',
          test: (q) => {
            const site = q.target !== null ? companyOfChar(q.s, q.target)?.site : undefined;
            const key = site ? q.s.catalog.cards[site]?.key : undefined;
            return Boolean(key) && q.s.companies.some((co) => q.s.catalog.cards[co.site]?.key === key && co.chars.some((ch) => cardOf(q.s, ch).key === GALADRIEL));
          },
        },
      ],
    },
  },
  effects: [
    { do: 'attach', to: 'target' },
    {
      do: 'custom',
      label: 'all corruption cards on the bearer are discarded',
      run: (q, ctx) => {
        const ch = q.target !== null ? q.s.chars[q.target] : undefined;
        for (const i of [...(ch?.hazards ?? [])]) {
          if (!cardOf(q.s, i).keywords.includes('Corruption')) continue;
          removeFrom(ch?.hazards ?? [], i);
          toDiscard(q.s, i, ctx);
        }
      },
    },
  ],
  static: [{ on: 'bearer', stat: 'corruptionCheck', delta: 2 }],
};
export default def;
