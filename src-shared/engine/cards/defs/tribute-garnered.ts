import type { CardDef } from '../cardApi';
import { DISCARD_WHEN_PLAY_DECK_EXHAUSTED, LEAVES_WITH_YOUR_CARD, NOT_ON_IT_ALREADY, YOUR_FACTION, placeOnTarget } from '../vocab/onCard';
import { ANY_PHASE } from '../vocab/resourcePlay';

const def: CardDef = {
  name: 'Tribute Garnered',
  alignment: ['Minion'],
  // Played on one of its player's factions (cards/vocab/onCard.ts), from the MP hand (its text names no place: effects/chain.ts
  // placelessMpCard). "That faction gives an additional miscellaneous marshalling point": the card's own 1 miscellaneous point,
  // counted while it lies in play with the faction (scoring.ts); it leaves play with the faction.
  text: 'Playable on a faction in play. That faction gives an additional miscellaneous marshalling point. Cannot be duplicated on a given faction. Discard when any play deck is exhausted.',
  play: { side: 'resource', windows: ANY_PHASE, requires: [NOT_ON_IT_ALREADY], target: YOUR_FACTION },
  effects: [placeOnTarget],
  static: [LEAVES_WITH_YOUR_CARD, DISCARD_WHEN_PLAY_DECK_EXHAUSTED],
};
export default def;
