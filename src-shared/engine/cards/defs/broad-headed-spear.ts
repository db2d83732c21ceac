import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Broad-headed Spear',
  alignment: ['Minion'],
  text: 'Weapon. Warrior only: +2 to prowess to a maximum of 8.',
  // The card data gives no prowess bonus: the text's figures, the same against every race (the engine applies "Warrior only").
  static: [{ on: 'weaponFigures', normal: { bonus: 2, max: 8 } }],
};
export default def;
