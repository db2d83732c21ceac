import type { CardDef } from '../cardApi';
import { NO_BALROG, notInArda } from '../vocab/notInArda';

// "Playable before the strike sequence on The Balrog facing a strike …" The Balrog is a Balrog player's avatar, and Arda has none (ARDA-DIGEST: Dark Arda excludes "Balrog alignment cards"): the card is never playable.
const def: CardDef = {
  name: 'Fled into Darkness',
  text: 'Playable before the strike sequence on The Balrog facing a strike with a prowess higher than his. The strike is canceled and The Balrog taps, if untapped. The next time The Balrog would otherwise untap, make him tapped instead and discard this card. Cannot be duplicated.',
  ...notInArda(NO_BALROG, 'attack'),
};
export default def;
