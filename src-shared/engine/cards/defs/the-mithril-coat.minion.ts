import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'The Mithril-coat',
  alignment: ['Minion'],
  text: 'Unique. Armor. +3 to body (to a maximum of 10).',
  // The minion card's data gives no body bonus: the text's figures.
  static: [{ on: 'gearFigures', body: { bonus: 3, max: 10 } }],
};
export default def;
