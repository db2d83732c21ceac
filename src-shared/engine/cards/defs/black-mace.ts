import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Black Mace',
  alignment: ['Minion'],
  text: 'Weapon. Warrior only: +3 prowess to a maximum of 10 (+4 to a maximum of 10 against Elves).',
  static: [{ on: 'weaponFigures', normal: { bonus: 3, max: 10 }, against: /^el(f|ves)/i, special: { bonus: 4, max: 10 } }],
};
export default def;
