import type { CardDef } from '../cardApi';
import { DETAIN_HERO_AND_COVERT } from '../vocab/creatures';

const def: CardDef = {
  name: 'Wandering Eldar',
  text: 'Elves. Each character in the company faces one strike (detainment against covert and hero companies). If Doors of Night is not in play, may also be played keyed to Free-domains [{f}].',
  static: DETAIN_HERO_AND_COVERT,
};
export default def;
