import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Scroll of Isildur',
  alignment: ['Hero'],
  text: 'Unique. When a gold ring is tested in a company with the Scroll of Isildur, the result of the roll is modified by +2.',
  static: [{ on: 'ringTest', delta: 2 }],
};
export default def;
