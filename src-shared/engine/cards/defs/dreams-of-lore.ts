import type { CardDef, Predicate } from '../cardApi';
import { informationHere, storedEvent } from '../vocab/storing';

/** The company's site is untapped ("at an untapped site"). */
const UNTAPPED_SITE: Predicate = { is: 'custom', label: 'an untapped site', test: (q) => !q.s.companies.find((c) => c.id === q.companyId)?.siteTapped };

const def: CardDef = storedEvent({
  name: 'Dreams of Lore',
  text: 'Sage only during the site phase at an untapped site where Information is playable. Tap the sage and the site. Sage may not untap until Dreams of Lore is stored at a Haven [{H}] during his organization phase. May not be transferred.',
  requires: [{ is: 'skill', skill: 'Sage' }, informationHere(), UNTAPPED_SITE],
  tapSite: true,
  noUntap: true,
  allies: true,
});
export default def;
