import type { CardDef } from '../cardApi';
import { NO_FALLEN_WIZARDS, notInArda } from '../vocab/notInArda';

// "Playable on a Fallen-wizard." Arda has no Fallen-wizards (Arda Revised plays Wizards and Ringwraiths; ARDA-DIGEST: Dark Arda excludes "Fallen-wizard/Stage … alignment cards"): the card is never playable.
const def: CardDef = {
  name: 'Fool’s Bane',
  text: 'Playable on a Fallen-wizard. Influence checks he makes against hero resources are modified by: -9 if his stage points (SPs) exceed 18, -7 if his SPs exceed 12, -5 if his SPs exceed 7, -3 if his SPs exceed 3, or -1 if his SPs exceed 0 (use the first modifier that applies). Additionally, his Elf characters and Elf factions are each worth 0 marshalling points in all cases.  Cannot be duplicated on a given  Fallen-wizard. Discard when any play deck  is exhausted.',
  ...notInArda(NO_FALLEN_WIZARDS),
};
export default def;
