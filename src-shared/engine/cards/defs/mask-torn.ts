import type { CardDef } from '../cardApi';
import { NO_FALLEN_WIZARDS, notInArda } from '../vocab/notInArda';

// Its whole text concerns Fallen-wizards ("Fallen-wizards may not bring characters with more than 4 mind into play …"). Arda has no Fallen-wizards (Arda Revised plays Wizards and Ringwraiths; ARDA-DIGEST: Dark Arda excludes "Fallen-wizard/Stage … alignment cards"): the card is never playable.
const def: CardDef = {
  name: 'Mask Torn',
  text: 'Fallen-wizards may not bring characters with more than 4 mind into play. If a Fallen-wizard has more than 9 stage points, he may not bring characters with more than 3 mind into play. Discard when any play deck is exhausted.',
  ...notInArda(NO_FALLEN_WIZARDS),
};
export default def;
