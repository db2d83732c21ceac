import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Black-mail Coat',
  alignment: ['Minion'],
  text: 'Armor. Warrior only: +2 to body to a maximum of 9.',
  // The card data gives no body bonus: the text's figures (the engine applies "Warrior only").
  static: [{ on: 'gearFigures', body: { bonus: 2, max: 9 } }],
};
export default def;
