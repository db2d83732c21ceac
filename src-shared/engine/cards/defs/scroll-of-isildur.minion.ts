import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Scroll of Isildur',
  alignment: ['Minion'],
  text: 'Unique. When a gold ring is tested in a company bearing the Scroll of Isildur, the random value obtained is modified by +1. May be stored at Barad-dûr for 5 marshalling points.',
  static: [{ on: 'ringTest', delta: 1 }, { on: 'storedAt', sites: ['Barad-dûr'], mp: 5 }],
};
export default def;
