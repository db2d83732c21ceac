import type { CardDef } from '../cardApi';
import { NO_FALLEN_WIZARDS, notInArda } from '../vocab/notInArda';

// "Playable on a Fallen-wizard." Arda has no Fallen-wizards (Arda Revised plays Wizards and Ringwraiths; ARDA-DIGEST: Dark Arda excludes "Fallen-wizard/Stage … alignment cards"): the card is never playable.
const def: CardDef = {
  name: 'Cast from the Order',
  text: 'Playable on a Fallen-wizard. Make a roll and add the Fallen-wizard’s stage points. If the result is less than 16, discard this card. Otherwise, place this card with the Fallen-wizard. The Fallen-wizard’s player must use minion sites for Border-holds [{B}], Free-holds [{F}], and hero Havens [{H}]. Also, the Fallen-wizard’s company is overt.',
  ...notInArda(NO_FALLEN_WIZARDS),
};
export default def;
