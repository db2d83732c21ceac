import type { CardDef } from '../cardApi';
import { NO_FALLEN_WIZARDS, notInArda } from '../vocab/notInArda';

// "Targets and cancels one hero short-event played by a Fallen-wizard earlier in the same chain of effects … does not count against the hazard limit." Arda has no Fallen-wizards (Arda Revised plays Wizards and Ringwraiths; ARDA-DIGEST: Dark Arda excludes "Fallen-wizard/Stage … alignment cards"): the card is never playable.
const def: CardDef = {
  name: 'Blind to the West',
  text: 'Targets and cancels one hero short-event played by a Fallen-wizard earlier in the same chain of effects. This card can be played at any time and does not count against the hazard limit. Remove this card from the game.',
  ...notInArda(NO_FALLEN_WIZARDS, 'response', true),
};
export default def;
