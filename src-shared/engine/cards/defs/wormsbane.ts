import type { CardDef } from '../cardApi';
import { raceFacing } from '../cardApi';

const def: CardDef = {
  name: 'Wormsbane',
  alignment: ['Hero'],
  text: 'Unique. Weapon. +2 to prowess to a maximum of 9 (+4 to prowess to a maximum of 12 and -2 to strike’s body against a Dragon or Drake strike).',
  static: [{ on: 'weaponFigures', normal: { bonus: 2, max: 9 }, against: /^(dragon|drake)/i, special: { bonus: 4, max: 12 } }, { on: 'strikeBody', delta: (s, bearer) => (/^(dragon|drake)/i.test(raceFacing(s, bearer) ?? '') ? -2 : 0) }],
};
export default def;
