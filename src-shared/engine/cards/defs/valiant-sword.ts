import type { CardDef } from '../cardApi';

// "Hoard item": in Arda Revised an MP item is played at the location its sleeve names (ARDA-DIGEST §2), which stands for the hoard.
const def: CardDef = {
  name: 'Valiant Sword',
  alignment: ['Hero'],
  text: 'Hoard item. Weapon. +2 to bearer’s prowess to a maximum of 9. Warrior only: +1 to body to a maximum of 9.',
  // The data gives the prowess (+2, to 9) but no body bonus: the text's body figures.
  static: [{ on: 'gearFigures', body: { bonus: 1, max: 9 } }],
};
export default def;
