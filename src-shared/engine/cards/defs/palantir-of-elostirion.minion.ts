import { hasSkill, type CardDef } from '../cardApi';
import { discardIfMoves, ELOSTIRION_MINION, palantirUses } from '../vocab/palantiri';

// "Playable at The White Towers": the MP card's location. "This item does not give MPs to a Fallen-wizard": Arda has no Fallen-wizards.
const def: CardDef = {
  name: 'Palantír of Elostirion',
  alignment: ['Minion'],
  text: 'Unique. Palantír. Playable at The White Towers. Discard if the bearer moves. If the bearer is a sage: your hand size increases by one and the bearer is able to use this Palantír this turn if he taps. With its bearer able to use a Palantír, tap Palantír of Elostirion to draw a card. Bearer then makes a corruption check.',
  abilities: palantirUses(ELOSTIRION_MINION, { sage: true }),
  static: [{ on: 'bearer', stat: 'handSize', delta: 0, deltaOf: (s, bearer) => (hasSkill(s, bearer, 'Sage') ? 1 : 0) }, discardIfMoves()],
};
export default def;
