import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Wandering Eldar',
  text: 'Elves. Each character in the company faces one strike (detainment against covert and hero companies). If Doors of Night is not in play, may also be played keyed to Free-domains [{f}].',
  static: [{ on: 'creature', after: 'detainment', against: ['wizard'] }],
};
export default def;
