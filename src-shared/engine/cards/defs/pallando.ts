import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Pallando',
  alignment: ['Hero'],
  // "Opponent must discard his cards face-up": every discard pile is face-up in the engine (viewFor hides hands and decks only).
  text: 'Unique. You may keep one more card than normal in your hand. Opponent must discard his cards face-up.',
  static: [{ on: 'self', stat: 'handSize', delta: 1, at: ['*'] }],
};
export default def;
