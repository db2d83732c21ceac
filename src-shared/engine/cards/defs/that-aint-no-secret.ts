import type { CardDef } from '../cardApi';
import { informationHere, storedEvent } from '../vocab/storing';

const def: CardDef = storedEvent({
  name: 'That Ain’t No Secret',
  text: 'Playable during the site phase on an untapped character at a site where Information is playable. Tap the character (but not the site). No marshalling points are received until this card is stored at a Darkhaven [{DH}] during the character’s organization phase.',
  requires: [informationHere()],
});
export default def;
