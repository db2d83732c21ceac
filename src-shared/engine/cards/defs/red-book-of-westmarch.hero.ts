import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Red Book of Westmarch',
  alignment: ['Hero'],
  text: 'Unique. Only playable at Bag End. +2 to direct influence against a Hobbit character or faction. 1 marshalling point if stored at a Haven [{H}].',
  // Its printed points are 0 (1): it scores only once stored, and only a Haven stores it (storing.ts).
  static: [{ on: 'influenceAgainst', delta: 2, against: ['faction', 'character'], race: 'Hobbit' }, { on: 'storedAt', haven: true, mp: 1 }],
};
export default def;
