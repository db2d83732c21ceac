import { cardOf, companyOfChar, nameKey, type CardDef, type Predicate } from '../cardApi';

/** "Cannot be duplicated in a given company": no card of that name with a character of the target's company. */
function notInCompany(name: string): Predicate {
  const key = nameKey(name);
  return {
    is: 'custom',
    label: `no ${name} in the company`,
    test: (q) => {
      const co = q.target !== null ? companyOfChar(q.s, q.target) : q.companyId ? q.s.companies.find((c) => c.id === q.companyId) : undefined;
      return !(co?.chars ?? []).some((ch) => [...(q.s.chars[ch]?.items ?? []), ...(q.s.chars[ch]?.hazards ?? []), ...(q.s.chars[ch]?.allies ?? [])].some((i) => cardOf(q.s, i).key === key));
    },
  };
}

const def: CardDef = {
  name: 'Records Unread',
  // "To make Information playable at any Shadow-hold" cannot arise in Arda: no card of the Arda card data is an
  // Information card (none carries the keyword). "Cannot be included with a starting company": the starting minor
  // item draft leaves such items out (phases/setup.ts).
  text: 'Cannot be included with a starting company. Discard: to untap a Shadow-hold [{S}] or to make Information playable at any Shadow-hold [{S}]. Cannot be duplicated in a given company.',
  play: { side: 'resource', windows: ['site'], requires: [notInCompany('Records Unread')] },
  abilities: [
    {
      label: "discard: untap the company's Shadow-hold",
      windows: ['organization', 'longEvent', 'site', 'endTurn'],
      requires: [
        {
          is: 'custom',
          label: "the bearer's company is at a tapped Shadow-hold",
          test: (q) => {
            const co = q.bearer !== null && q.bearer !== undefined ? companyOfChar(q.s, q.bearer) : undefined;
            return Boolean(co && co.siteTapped && q.s.catalog.cards[co.site]?.siteType === 'S');
          },
        },
      ],
      costs: ['discardSelf'],
      effects: [
        {
          do: 'custom',
          label: 'the Shadow-hold is untapped',
          run: (q) => {
            const co = q.bearer !== null && q.bearer !== undefined ? companyOfChar(q.s, q.bearer) : undefined;
            if (co) co.siteTapped = false;
          },
        },
      ],
      botUse: true,
    },
  ],
};
export default def;
