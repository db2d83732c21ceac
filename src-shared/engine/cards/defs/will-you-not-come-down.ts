import type { CardDef } from '../cardApi';
import { NO_FALLEN_WIZARDS, notInArda } from '../vocab/notInArda';

// "Playable on a Fallen-wizard at a Wizardhaven [{H}]." Arda has no Fallen-wizards (Arda Revised plays Wizards and Ringwraiths; ARDA-DIGEST: Dark Arda excludes "Fallen-wizard/Stage … alignment cards"): the card is never playable.
const def: CardDef = {
  name: 'Will You Not Come Down?',
  text: 'Playable on a Fallen-wizard at a Wizardhaven [{H}]. Your opponent must choose to either: discard from play enough stage cards (of his choice) to reduce his stage point total below 7 or to receive 4 stage points. Cannot be duplicated on a given Fallen-wizard.',
  ...notInArda(NO_FALLEN_WIZARDS),
};
export default def;
