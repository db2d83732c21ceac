import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Black-hide Shield',
  alignment: ['Minion'],
  text: 'Shield. +1 to body to a maximum of 9.',
  // The card data gives no body bonus: the text's figures.
  static: [{ on: 'gearFigures', body: { bonus: 1, max: 9 } }],
};
export default def;
