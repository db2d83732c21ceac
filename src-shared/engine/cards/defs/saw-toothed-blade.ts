import type { CardDef } from '../cardApi';
import { corrected } from '../vocab/gear';

const def: CardDef = {
  name: 'Saw-toothed Blade',
  alignment: ['Minion'],
  text: 'Weapon. +1 to prowess to a maximum of 8.',
  // The card data gives no prowess bonus: the text's figures, the same against every race.
  static: [{ on: 'weaponFigures', normal: { bonus: 1, max: 8 }, against: /(?!)/, special: { bonus: 1, max: 8 } }, corrected('saw-toothed blade', 'prowess')],
};
export default def;
