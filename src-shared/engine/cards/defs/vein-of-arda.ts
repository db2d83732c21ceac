import { cardOf, companyOfChar, type CardDef } from '../cardApi';
import { storedEvent } from '../vocab/storing';
import { underDeepsSite } from '../vocab/underDeeps';

const def: CardDef = storedEvent({
  name: 'Vein of Arda',
  text: 'Sage or Dwarf only during the site phase at any Under-deeps site. Tap the sage or Dwarf. Tap the site if it is not already tapped. Sage or Dwarf may not untap until Vein of Arda is stored at a Haven [{H}]. Cannot be duplicated at a given site.',
  requires: [
    { is: 'custom', label: 'Sage or Dwarf only', test: (q) => q.target !== null && (cardOf(q.s, q.target).race === 'Dwarf' || cardOf(q.s, q.target).skills.includes('Sage')) },
    ...underDeepsSite(),
    {
      is: 'custom',
      label: 'no Vein of Arda at this site',
      test: (q) => {
        const site = q.target !== null ? companyOfChar(q.s, q.target)?.site : undefined;
        return !q.s.companies.some((co) => co.site === site && co.chars.some((ch) => [...(q.s.chars[ch]?.items ?? []), ...(q.s.chars[ch]?.hazards ?? [])].some((i) => cardOf(q.s, i).key === q.card.key)));
      },
    },
  ],
  tapSite: true,
  noUntap: true,
});
export default def;
