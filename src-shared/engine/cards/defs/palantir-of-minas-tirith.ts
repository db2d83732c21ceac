import type { CardDef } from '../cardApi';
import { MINAS_TIRITH, palantirUses } from '../vocab/palantiri';

// Hero and minion printings say the same ("Playable (only) at Minas Tirith": the MP card's location).
const def: CardDef = {
  name: 'Palantír of Minas Tirith',
  text: 'Unique. Palantír. Playable only at Minas Tirith. With its bearer able to use a Palantír, tap Palantír of Minas Tirith to look at the top five cards of your play deck; shuffle these 5 cards and return them to the top of your play deck. Do the same to your opponent’s play deck. Bearer makes a corruption check.',
  abilities: palantirUses(MINAS_TIRITH),
};
export default def;
