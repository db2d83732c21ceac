import type { CardDef } from '../cardApi';
import { NO_FALLEN_WIZARDS, notInArda } from '../vocab/notInArda';

// "Playable if your opponent is a Fallen-wizard." Arda has no Fallen-wizards (Arda Revised plays Wizards and Ringwraiths; ARDA-DIGEST: Dark Arda excludes "Fallen-wizard/Stage … alignment cards"): the card is never playable.
const def: CardDef = {
  name: 'Foul Tooth Unsheathed',
  text: 'Playable if your opponent is a Fallen-wizard. If your opponent has 7 or more stage points and is not Alatar, hazards his companies defeat (while this card is in play) without an asterisk [*] are worth no marshalling points. This card overrides any conflicting resources.',
  ...notInArda(NO_FALLEN_WIZARDS),
};
export default def;
