import type { CardDef } from '../cardApi';

const def: CardDef = {
  name: 'Orc-lieutenant',
  text: 'Orcs. One strike. If played on a company that has already faced an Orc attack this turn, Orc-lieutenant receives +4 prowess.',
  static: [{ on: 'creature', after: 'alreadyFaced', races: ['Orc'], delta: 4 }],
};
export default def;
