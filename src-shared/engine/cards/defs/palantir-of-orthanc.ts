import type { CardDef } from '../cardApi';
import { ORTHANC, palantirUses } from '../vocab/palantiri';

// Hero and minion printings say the same ("Playable (only) at Isengard": the MP card's location). "This item does not give MPs to a
// Fallen-wizard": Arda has no Fallen-wizards. Arda's discard pile for a Play-deck card is its set's Play discard pile (vocab/playDeck.ts).
const def: CardDef = {
  name: 'Palantír of Orthanc',
  text: 'Unique. Palantír. Playable only at Isengard. With its bearer able to use a Palantír and with at least 5 cards in your play deck, tap Palantír of Orthanc to choose one card from your discard pile to place in your play deck (reshuffle the play deck). Bearer makes a corruption check.',
  abilities: palantirUses(ORTHANC),
};
export default def;
