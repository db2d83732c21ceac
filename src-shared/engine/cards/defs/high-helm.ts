import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'High Helm',
  alignment: ['Minion'],
  text: 'Unique. Helmet. +2 to direct influence. +1 to body to a maximum of 9. Warrior only: +1 to prowess to a maximum of 8.',
  static: [{ on: 'bearer', stat: 'di', delta: 2 }, { on: 'gearFigures', prowess: { bonus: 1, max: 8 }, body: { bonus: 1, max: 9 } }],
};
export default def;
