import type { CardDef } from '../cardApi';
import { NO_BALROG, notInArda } from '../vocab/notInArda';

// "Playable on The Balrog at or moving to a non-Under-deeps site." The Balrog is a Balrog player's avatar, and Arda has none (ARDA-DIGEST: Dark Arda excludes "Balrog alignment cards"): the card is never playable.
const def: CardDef = {
  name: 'Glance of Arien',
  text: 'Environment. Playable on The Balrog at or moving to a non-Under-deeps site. -2/-1 to his prowess/body until the end of the turn. This modification is -4/-2 if Gates of Morning is in play. Cannot be duplicated on a given turn.',
  ...notInArda(NO_BALROG),
};
export default def;
