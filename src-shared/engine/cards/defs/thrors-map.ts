import { raceMatches, type CardDef } from '../cardApi';
import { ANY_TIME, bearerCompany } from '../vocab/bearer';

const def: CardDef = {
  name: 'Thrór’s Map',
  text: 'Unique. Discard Thrór’s Map to untap a site with a Dragon automatic-attack.',
  // Arda Revised: a site is tapped for the company that played a card there until it moves (co.siteTapped); the map untaps its bearer's company's site.
  abilities: [
    {
      label: 'discard: untap the site (with a Dragon automatic-attack)',
      windows: ANY_TIME,
      requires: [
        {
          is: 'custom',
          label: 'a tapped site with a Dragon automatic-attack',
          test: (q) => {
            const co = bearerCompany(q);
            const site = co ? q.s.catalog.cards[co.site] : undefined;
            return Boolean(co?.siteTapped && site?.autoAttacks.some((a) => raceMatches(a.race, ['Dragon'])));
          },
        },
      ],
      costs: ['discardSelf'],
      effects: [
        {
          do: 'custom',
          label: 'the site is untapped',
          run: (q) => {
            const co = bearerCompany(q);
            if (co) co.siteTapped = false;
          },
        },
      ],
      botUse: true,
    },
  ],
};
export default def;
