import type { CardDef } from '../cardApi';
import { storedEvent } from '../vocab/storing';

const def: CardDef = storedEvent({
  name: 'To Satisfy the Questioner',
  text: 'Playable during the site phase on an untapped character at a Free-hold [{F}]. Tap the character and site. No marshalling points are received and the character may not untap until this card is stored at a Darkhaven [{DH}] during his organization phase.',
  requires: [{ is: 'siteType', types: ['F'] }],
  tapSite: true,
  noUntap: true,
});
export default def;
