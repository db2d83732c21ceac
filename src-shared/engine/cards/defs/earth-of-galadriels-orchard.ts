import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Earth of Galadriel’s Orchard',
  alignment: ['Hero'],
  // Its printed points are 0 (2): stored at a Haven it would score nothing, so only Bag End stores it (storing.ts).
  text: 'Unique. Only playable at Lórien. 2 marshalling points if stored at Bag End.',
  static: [{ on: 'storedAt', sites: ['Bag End'], mp: 2 }],
};
export default def;
