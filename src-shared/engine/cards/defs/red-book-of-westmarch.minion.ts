import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Red Book of Westmarch',
  alignment: ['Minion'],
  // Stored at a Darkhaven it scores its printed 2 (Arda Revised: "Store items … at a Haven site or at sites specified on the item cards").
  text: 'Unique. Playable at Bag End. May be stored at Barad-dûr for 5 marshalling points.',
  static: [{ on: 'storedAt', sites: ['Barad-dûr'], mp: 5 }],
};
export default def;
