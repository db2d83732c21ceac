import { autoAttackToAttack, type CardDef, startCombat } from '../cardApi';
import { concerned } from '../vocab/hazards';

const def: CardDef = {
  name: 'Tidings of Bold Spies',
  text: 'Playable on a company moving to a site with an automatic-attack. This card creates one or more attacks on the company, the total of which duplicates exactly (including modifications) all automatic-attacks at the site. These attacks must be faced immediately and are not considered automatic-attacks.',
  play: {
    side: 'hazard',
    windows: ['hazard'],
    requires: [
      {
        is: 'custom',
        label: 'moving to a site with an automatic-attack',
        test: (q) => {
          const co = concerned(q);
          return Boolean(co?.dest && (q.s.catalog.cards[co.dest.site]?.autoAttacks.length ?? 0) > 0);
        },
      },
    ],
  },
  effects: [
    {
      do: 'custom',
      label: "the company faces copies of the site's automatic-attacks",
      run: (q, ctx) => {
        const co = concerned(q);
        const site = co?.dest ? q.s.catalog.cards[co.dest.site] : undefined;
        if (!co || !site) return;
        const [first, ...rest] = site.autoAttacks;
        if (!first) return;
        // Modifications to automatic-attacks of these races apply to the copies as well (startCombat applies them).
        const attack = { ...autoAttackToAttack(first, q.seat, co.owner, co.id, site.name), source: 'creature' as const };
        startCombat(q.s, attack, rest, ctx, first.eachCharacter);
      },
    },
  ],
};
export default def;
