import type { CardDef } from '../cardApi';
import { isOvert } from '../cardApi';
import { informationHere, storedEvent } from '../vocab/storing';

const def: CardDef = storedEvent({
  name: 'That’s Been Heard Before Tonight',
  text: 'Playable during the site phase on an untapped character in a covert company at a Border-hold [{B}] or Free-hold [{F}] where Information is playable. Tap the character (but not the site). No marshalling points are received and the character may not untap until this card is stored at a Darkhaven [{DH}] during his organization phase.',
  requires: [informationHere(), { is: 'siteType', types: ['B', 'F'] }, { is: 'custom', label: 'a covert company', test: (q) => q.companyId !== null && !isOvert(q.s, q.companyId) }],
  noUntap: true,
});
export default def;
