import type { CardDef } from '../cardApi';
import { ANNUMINAS, palantirUses } from '../vocab/palantiri';

// Hero and minion printings say the same. Arda's play deck and discard pile: the set's communal Play deck and its discard pile.
const def: CardDef = {
  name: 'Palantír of Annúminas',
  text: 'Unique. Palantír. With its bearer able to use a Palantír, tap Palantír of Annúminas to search through your play deck and discard pile for a “sage only” card. Put this card in your hand. Reshuffle your play deck. Bearer makes a corruption check.',
  abilities: palantirUses(ANNUMINAS),
};
export default def;
