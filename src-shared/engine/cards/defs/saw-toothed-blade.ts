import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Saw-toothed Blade',
  alignment: ['Minion'],
  text: 'Weapon. +1 to prowess to a maximum of 8.',
  // The card data gives no prowess bonus: the text's figures, the same against every race.
  static: [{ on: 'weaponFigures', normal: { bonus: 1, max: 8 } }],
};
export default def;
