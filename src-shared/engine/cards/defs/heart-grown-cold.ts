import type { CardDef } from '../cardApi';
import { NO_FALLEN_WIZARDS, notInArda } from '../vocab/notInArda';

// Its whole text concerns Fallen-wizard players ("Fallen-wizard players must use minion site cards …"). Arda has no Fallen-wizards (Arda Revised plays Wizards and Ringwraiths; ARDA-DIGEST: Dark Arda excludes "Fallen-wizard/Stage … alignment cards"): the card is never playable.
const def: CardDef = {
  name: 'Heart Grown Cold',
  text: 'Fallen-wizard players must use minion site cards for hero Havens [{H}]. If a Fallen-wizard has more than 4 stage points, his player must also use minion site cards for Free-holds [{F}]. If a Fallen-wizard has more than 7 stage points, his player must also use minion site cards for Border-holds [{B}].',
  ...notInArda(NO_FALLEN_WIZARDS),
};
export default def;
