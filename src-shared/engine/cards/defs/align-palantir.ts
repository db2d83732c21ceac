import type { CardDef } from '../cardApi';
import { alignPalantir } from '../vocab/palantiri';

// An MP card whose text names no place: played from the MP hand like a card of the Play hand (effects/chain.ts placelessMpCard).
const def: CardDef = {
  name: 'Align Palantír',
  alignment: ['Hero'],
  text: 'Sage only. Playable on a Palantír with a sage in the company. Bearer now has the ability to use the Palantír. If the Palantír is stored, this card is stored too. Discard Align Palantír if the company carrying the Palantír moves. Cannot be duplicated on a given Palantír.',
  ...alignPalantir(true),
};
export default def;
